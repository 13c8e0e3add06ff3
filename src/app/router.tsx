import type { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import { defaultView, pathOf, type StartLocation } from '@/shared/navigation/views';
import { Shell } from './shell';
import { NotFoundPage, ViewErrorPage } from './error-pages';
import { loadAccount, loadStore, loadViewData, requireTerms } from './load-view-data';
import {
  AccountSkeleton,
  AutobookingsSkeleton,
  FormSkeleton,
  StoreSkeleton,
  TermsSkeleton,
  TriggersSkeleton,
} from './view-skeletons';

export interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Shell,
  notFoundComponent: NotFoundPage,
  errorComponent: ViewErrorPage,
});

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: pathOf(defaultView), replace: true });
  },
});

const triggersMainRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/triggers-main',
  loader: ({ context }) => loadViewData(context.queryClient, 'triggers'),
  pendingComponent: TriggersSkeleton,
  component: lazyRouteComponent(() => import('@/features/triggers/triggers-list-view'), 'TriggersListView'),
});

export interface TriggerFormSearch {
  /** The trigger being edited; absent when creating. */
  triggerId?: number;
}

const triggersFormRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/triggers-form',
  validateSearch: (search: Record<string, unknown>): TriggerFormSearch => {
    const id = Number(search.triggerId);
    return Number.isInteger(id) && id > 0 ? { triggerId: id } : {};
  },
  loader: ({ context }) => loadViewData(context.queryClient, 'triggers'),
  pendingComponent: FormSkeleton,
  component: lazyRouteComponent(() => import('@/features/triggers/trigger-form-view'), 'TriggerFormView'),
});

const autobookingsMainRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/autobookings-main',
  loader: ({ context }) => loadViewData(context.queryClient, 'autobookings'),
  pendingComponent: AutobookingsSkeleton,
  component: lazyRouteComponent(() => import('@/features/autobookings/autobookings-list-view'), 'AutobookingsListView'),
});

const autobookingsFormRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/autobookings-form',
  loader: ({ context }) => requireTerms(context.queryClient),
  pendingComponent: FormSkeleton,
  component: lazyRouteComponent(() => import('@/features/autobookings/autobooking-form-view'), 'AutobookingFormView'),
});

const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/terms',
  loader: ({ context }) => loadViewData(context.queryClient),
  pendingComponent: TermsSkeleton,
  component: lazyRouteComponent(() => import('@/features/terms/terms-view'), 'TermsView'),
});

export interface AccountSearch {
  /** `change_supplier` opens the supplier selection modal. */
  action?: 'change_supplier';
}

const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account',
  validateSearch: (search: Record<string, unknown>): AccountSearch =>
    search.action === 'change_supplier' ? { action: 'change_supplier' } : {},
  loader: ({ context }) => loadAccount(context.queryClient),
  pendingComponent: AccountSkeleton,
  component: lazyRouteComponent(() => import('@/features/account/account-view'), 'AccountView'),
});

const storeSubscriptionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/store-subscription',
  loader: ({ context }) => loadStore(context.queryClient),
  pendingComponent: StoreSkeleton,
  component: lazyRouteComponent(() => import('@/features/store/store-view'), 'StoreSubscriptionView'),
});

const storeBookingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/store-bookings',
  loader: ({ context }) => loadStore(context.queryClient),
  pendingComponent: StoreSkeleton,
  component: lazyRouteComponent(() => import('@/features/store/store-view'), 'StoreBookingsView'),
});

const routeTree = rootRoute.addChildren([
  indexRoute,
  triggersMainRoute,
  triggersFormRoute,
  autobookingsMainRoute,
  autobookingsFormRoute,
  termsRoute,
  accountRoute,
  storeSubscriptionRoute,
  storeBookingsRoute,
]);

/** An in-memory router: views never touch the page URL, and it starts on the launch view. */
export function createAppRouter(queryClient: QueryClient, start: StartLocation) {
  const initial = start.openSupplierSelect ? `${pathOf(start.view)}?action=change_supplier` : pathOf(start.view);
  return createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [initial] }),
    context: { queryClient },
    defaultPendingMs: 0,
    defaultPendingMinMs: 0,
    defaultPreload: false,
    // Data freshness is TanStack Query's job; the router only waits for it.
    defaultStaleTime: Infinity,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
