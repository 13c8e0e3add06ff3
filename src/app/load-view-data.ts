import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { ApiError } from '@/api/client';
import { userQueryOptions, type User } from '@/api/user';
import { warehousesQueryOptions } from '@/api/warehouses';
import { triggersQueryOptions } from '@/api/triggers';
import { autobookingsQueryOptions } from '@/api/autobookings';
import { tariffsQueryOptions } from '@/api/tariffs';

type ViewData = 'triggers' | 'autobookings';

/**
 * Loads what a view needs before it shows: the user and the warehouses, plus the view's own list, all in
 * parallel. Returns synchronously when everything is cached, so switching views never flashes a skeleton.
 */
export function loadViewData(queryClient: QueryClient, data?: ViewData): Promise<unknown> | undefined {
  const has = (key: readonly unknown[]) => queryClient.getQueryData(key) !== undefined;
  const cached =
    has(userQueryOptions().queryKey) &&
    has(warehousesQueryOptions().queryKey) &&
    (data !== 'triggers' || has(triggersQueryOptions().queryKey)) &&
    (data !== 'autobookings' || has(autobookingsQueryOptions().queryKey));
  if (cached && data !== 'autobookings') return undefined;
  if (data === 'autobookings') return loadAutobookings(queryClient);
  return Promise.all([
    queryClient.ensureQueryData(userQueryOptions()),
    queryClient.ensureQueryData(warehousesQueryOptions()),
    data === 'triggers' ? queryClient.ensureQueryData(triggersQueryOptions()) : undefined,
  ]);
}

async function loadAutobookings(queryClient: QueryClient) {
  const cachedUser = queryClient.getQueryData<User>(userQueryOptions().queryKey);
  const mayList = !cachedUser || (cachedUser.agreeTerms && cachedUser.supplierId);
  // Started together: the list request does not wait for the user.
  const list = mayList ? queryClient.ensureInfiniteQueryData(autobookingsQueryOptions()) : undefined;
  list?.catch(() => undefined);
  const [user] = await Promise.all([
    queryClient.ensureQueryData(userQueryOptions()),
    queryClient.ensureQueryData(warehousesQueryOptions()),
  ]);
  if (!user.agreeTerms) throw redirect({ to: '/terms', replace: true });
  // Without a supplier the screen shows the authorisation notice instead of the list.
  if (!user.supplierId || !list) return;
  try {
    await list;
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw redirect({ to: '/terms', replace: true });
    throw error;
  }
}

/** Autobooking views need the accepted terms: without them the seller is sent to the terms view. */
export async function requireTerms(queryClient: QueryClient) {
  const [user] = await Promise.all([
    queryClient.ensureQueryData(userQueryOptions()),
    queryClient.ensureQueryData(warehousesQueryOptions()),
  ]);
  if (!user.agreeTerms) throw redirect({ to: '/terms', replace: true });
}

/** The store shows the price list: its skeleton stays until the list is in, and a failed list shows the error page. */
export function loadStore(queryClient: QueryClient): Promise<unknown> | undefined {
  const common = loadViewData(queryClient);
  if (!common && queryClient.getQueryData(tariffsQueryOptions().queryKey) !== undefined) return undefined;
  return Promise.all([common, queryClient.ensureQueryData(tariffsQueryOptions())]);
}

/**
 * The account names the tariffs of its payment history from the price list. It is read alongside, but a failed
 * list does not keep the seller out of the account: the history then shows the names once the list arrives.
 */
export function loadAccount(queryClient: QueryClient): Promise<unknown> | undefined {
  const common = loadViewData(queryClient);
  if (queryClient.getQueryData(tariffsQueryOptions().queryKey) !== undefined) return common;
  return Promise.all([common, queryClient.ensureQueryData(tariffsQueryOptions()).catch(() => undefined)]);
}
