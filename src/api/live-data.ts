import type { QueryClient } from '@tanstack/react-query';
import { autobookingAttemptsQueryKey, autobookingsQueryKey } from './autobookings';
import { marketQueryKey } from './market-query-key';
import { triggerFindsQueryKey, triggersQueryKey } from './triggers';
import { supplierAuthQueryKey, suppliersQueryKey } from './supplier-auth-state';
import { userQueryKey } from './user';

/**
 * What changes behind the seller's back: the balance, subscription and service status, trigger notifications and
 * finds, booked slots and booking attempts, the market's coefficients, and the marketplace authorisation (the seller
 * authorises, or revokes it, in the seller cabinet, and comes back from the chat).
 */
const liveKeys = [
  userQueryKey,
  suppliersQueryKey,
  supplierAuthQueryKey,
  triggersQueryKey,
  autobookingsQueryKey,
  triggerFindsQueryKey,
  autobookingAttemptsQueryKey,
  marketQueryKey,
] as const;

/**
 * Reloads the seller's live data: what is on screen at once, the rest when next shown. Warehouses and drafts
 * are left alone (they change rarely and forms hold choices made from them).
 */
export function refreshLiveData(queryClient: QueryClient): Promise<void> {
  return Promise.all(liveKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
