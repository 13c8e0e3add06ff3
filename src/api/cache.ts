import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { userQueryKey, type User } from './user';

/**
 * Changes a cached answer after a confirmed server action, in place of a refetch. Nothing is cached before the
 * query first loaded, and then there is nothing to change: the next read brings the server's state.
 */
export function updateCached<TData>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  change: (data: TData) => TData,
): void {
  queryClient.setQueryData<TData>(queryKey, (data) => (data === undefined ? data : change(data)));
}

/**
 * Changes the cached user locally (credits, supplier, terms, payments) after a confirmed server action. Beside the
 * other writes' helpers rather than the user's read, which is part of the first load.
 */
export function updateCachedUser(queryClient: QueryClient, change: (user: User) => User) {
  updateCached(queryClient, userQueryKey, change);
}
