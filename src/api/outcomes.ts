// What the service did for the seller: the slots a trigger found and the attempts of an autobooking, each read page
// by page on demand (the lists carry only a summary).
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  SchemaAutobookingAttempt,
  SchemaAutobookingAttemptPage,
  SchemaTriggerFind,
  SchemaTriggerFindPage,
} from '@generated/schema';
import { cursorAfter } from './autobookings';
import { api, dataOf } from './client';
import { userQueryKey } from './user';

export type TriggerFind = SchemaTriggerFind;
export type AutobookingAttempt = SchemaAutobookingAttempt;

export const triggerFindsQueryKey = ['trigger-finds'] as const;
export const autobookingAttemptsQueryKey = ['autobooking-attempts'] as const;

/** The slots one trigger found, newest first, page by page. */
export function triggerFindsQueryOptions(triggerId: number) {
  return infiniteQueryOptions({
    queryKey: [...triggerFindsQueryKey, triggerId],
    queryFn: ({ pageParam }): Promise<SchemaTriggerFindPage> =>
      dataOf(
        api.GET('/api/v1/triggers/finds', {
          params: { query: { triggerId, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last, _pages, cursor) => cursorAfter(last, cursor),
    staleTime: 30_000,
  });
}

/** What the service tried for one autobooking, newest first, page by page. */
export function autobookingAttemptsQueryOptions(id: number) {
  return infiniteQueryOptions({
    queryKey: [...autobookingAttemptsQueryKey, id],
    queryFn: ({ pageParam }): Promise<SchemaAutobookingAttemptPage> =>
      dataOf(
        api.GET('/api/v1/autobooking/attempts', {
          params: { query: { id, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last, _pages, cursor) => cursorAfter(last, cursor),
    staleTime: 30_000,
  });
}

/** Reads the seller's service status again (it is part of the user), e.g. once the bot was allowed to write. */
export function recheckServiceStatus(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: userQueryKey });
}
