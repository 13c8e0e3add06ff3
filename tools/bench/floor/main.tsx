// The floor of time to real content: the customer's stack (React, TanStack Router and Query, openapi-fetch) with
// no app code, rendering one line of the first trigger from a read its HTML sent at once. Whatever the app adds to
// a cold start shows as its distance from this page (`npm run bench -- --floor`).
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import createClient from 'openapi-fetch';
import type { paths } from '../../../generated/schema';
import { firstContentTiming } from '../../../src/shared/ui/element-timing';

declare global {
  interface Window {
    __triggers: Promise<Response>;
  }
}

const api = createClient<paths>();
const queryClient = new QueryClient();
const triggers = {
  queryKey: ['triggers'],
  // The answer to the read the HTML sent.
  queryFn: async () => (await api.GET('/api/v1/triggers', { fetch: () => window.__triggers })).data ?? [],
};

function FirstTrigger() {
  const { data } = useSuspenseQuery(triggers);
  return (
    <section className="card">
      <h2 elementtiming={firstContentTiming}>Склады {data[0]?.warehouseIds.join(', ') ?? '—'}</h2>
    </section>
  );
}

const rootRoute = createRootRoute();
const router = createRouter({
  routeTree: rootRoute.addChildren([
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/',
      component: FirstTrigger,
      loader: () => queryClient.ensureQueryData(triggers),
    }),
  ]),
});

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root');
void router.load().then(() =>
  createRoot(root).render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  ),
);
