import { queryOptions } from '@tanstack/react-query';
import { uniqueBy } from '@/shared/lib/unique-by';
import { api, dataOf } from './client';

/** How many of the newest supply drafts the autobooking form offers (docs/autobookings.md). */
const DRAFTS_LIMIT = 20;

/** The chosen supplier's newest supply drafts, newest first, each once. */
export function draftsQueryOptions() {
  return queryOptions({
    queryKey: ['drafts'] as const,
    queryFn: async () =>
      uniqueBy(
        (await dataOf(api.POST('/api/v1/suppliers/drafts/list', { body: { limit: DRAFTS_LIMIT } }))).data,
        (draft) => draft.ID,
      ),
    staleTime: 60_000,
  });
}

/** The goods of one supply draft (the draft goods modal). */
export function draftGoodsQueryOptions(draftId: string) {
  return queryOptions({
    queryKey: ['drafts', draftId, 'goods'] as const,
    queryFn: async () => (await dataOf(api.POST('/api/v1/suppliers/goods/draft', { body: { draftID: draftId } }))).data,
    staleTime: 60_000,
  });
}
