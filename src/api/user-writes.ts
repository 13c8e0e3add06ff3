// The user's writes, apart from its read (user.ts), which every view loads first, so that the first load does not carry them.
import type { QueryClient } from '@tanstack/react-query';
import type { SchemaUserUpdate } from '@generated/schema';
import { api } from './client';
import { autobookingsQueryKey } from './autobookings';
import { triggersQueryKey } from './triggers';
import type { Supplier } from './supplier-accounts';
import { suppliersQueryKey } from './supplier-auth-state';
import { updateCachedUser } from './cache';

function updateUser(body: SchemaUserUpdate) {
  return api.POST('/api/v1/user/update', { body });
}

/** Records the seller's acceptance of the user agreement. */
export async function acceptTerms(queryClient: QueryClient): Promise<void> {
  await updateUser({ agreeTerms: true });
  updateCachedUser(queryClient, (user) => ({ ...user, agreeTerms: true }));
}

/**
 * Links a marketplace supplier account; the header shows its name from the cached user. The lists are read again:
 * their items' run states were the backend's without a supplier ('на паузе: поставщик не выбран').
 */
export async function chooseSupplier(queryClient: QueryClient, supplier: Supplier): Promise<void> {
  await updateUser({ supplierId: supplier.id });
  updateCachedUser(queryClient, (user) => ({ ...user, supplierId: supplier.id, supplierName: supplier.name }));
  await Promise.all(
    [triggersQueryKey, autobookingsQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/**
 * Unlinks the marketplace account: the supplier and the authorisation are forgotten (the marketplace lists no
 * supplier until the seller authorises again), and the authorisation starts anew.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  await api.POST('/api/v1/user/auth/logout');
  queryClient.setQueryData(suppliersQueryKey, []);
  updateCachedUser(queryClient, (user) => ({ ...user, supplierId: null, supplierName: null, authMessageSent: false }));
}

/** Has the bot send the marketplace authorisation instructions to the seller's chat. */
export async function sendAuthMessage(queryClient: QueryClient): Promise<void> {
  await api.GET('/api/v1/user/auth/init');
  updateCachedUser(queryClient, (user) => ({ ...user, authMessageSent: true }));
}
