import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SchemaUser } from '@generated/schema';
import { api, dataOf } from './client';

export type User = SchemaUser;

export const userQueryKey = ['user'] as const;

export function userQueryOptions() {
  return queryOptions({
    queryKey: userQueryKey,
    queryFn: async () => {
      try {
        return await dataOf(api.GET('/api/v1/user'));
      } catch (error) {
        console.error('Failed to fetch user data');
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

/** Reads the seller's service status again (it is part of the user), e.g. once the bot was allowed to write. */
export function recheckServiceStatus(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: userQueryKey });
}
