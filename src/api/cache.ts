import type { QueryClient, QueryKey } from '@tanstack/react-query';

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
