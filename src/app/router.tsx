import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, errorCodeOf } from '@/api/client';
import { autobookingsQueryOptions } from '@/api/autobookings';
import { tariffsQueryOptions } from '@/api/tariffs';
import { triggersQueryOptions } from '@/api/triggers';
import { userQueryKey, userQueryOptions, type User } from '@/api/user';
import { warehousesQueryOptions } from '@/api/warehouses';
import {
  createMemoryHistory,
  createRouter,
  lazyRouteComponent,
  redirect,
  type createRootRouteWithContext as createReactRootRoute,
  type createRoute as createReactRoute,
} from '@tanstack/react-router';
import { BaseRootRoute, BaseRoute } from '@tanstack/router-core';
import { defaultView, pathOf, type ViewName } from '@/shared/navigation/views';
import type { StartLocation } from './start/start-location';
import { Shell } from './shell';
import { isKeptAnswer } from './start/start-answers-cache';
import { ContentErrorPage, NotFoundPage, ViewErrorPage } from './lazy-error-pages';
import { viewSkeletons } from './view-skeletons';
import { viewManifest } from './start/launch-manifest';
import type { SlotPrefill } from '@/domain/slot-prefill';

interface RouterContext {
  queryClient: QueryClient;
}

// The routes are router-core's own: React's route classes add only route-bound hooks and a `Link` component, which no
// view uses (they read the router through `useSearch` and `useNavigate`), and would bring the link's machinery into
// the first load (about 2 KB gzip). Typed as React's, whose extra members are never called here.
const createRoute = ((options: ConstructorParameters<typeof BaseRoute>[0]) =>
  new BaseRoute(options)) as unknown as typeof createReactRoute;
const createRootRouteWithContext = (() => (options: ConstructorParameters<typeof BaseRootRoute>[0]) =>
  new BaseRootRoute(options)) as unknown as typeof createReactRootRoute;

// Each view's loader names the queries it needs; they are requested in parallel, and a cached one is not asked
// again. Every view needs the user (header, access) and the warehouses (names on cards and in forms).
async function ensureSellerData(queryClient: QueryClient): Promise<[User, unknown]> {
  const answers = await Promise.all([
    queryClient.ensureQueryData(userQueryOptions()),
    queryClient.ensureQueryData(warehousesQueryOptions()),
  ]);
  // Init data the server refused (401) refuses every view, even while answers kept from a launch are cached.
  const userError = queryClient.getQueryState(userQueryKey)?.error;
  if (userError instanceof ApiError && userError.status === 401) throw userError;
  return answers;
}

/**
 * The user an access decision is taken on. A user kept from an earlier launch may let a view paint at once, but a
 * refusal waits for the server's own answer (already on its way): the seller may have accepted the terms, linked a
 * supplier or paid since. An allowance taken on kept data is taken again when that answer differs (main.tsx).
 */
async function userToRefuseWith(queryClient: QueryClient, user: User): Promise<User> {
  return isKeptAnswer(userQueryKey) ? queryClient.fetchQuery({ ...userQueryOptions(), staleTime: 0 }) : user;
}

const termsRedirect = () => redirect({ to: '/terms', replace: true });

/** The autobooking views need the accepted user agreement: without it the seller is sent to the terms view. */
async function requireAcceptedTerms(queryClient: QueryClient, user: User): Promise<User> {
  if (user.agreeTerms) return user;
  const fresh = await userToRefuseWith(queryClient, user);
  if (!fresh.agreeTerms) throw termsRedirect();
  return fresh;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Shell,
  notFoundComponent: NotFoundPage,
  errorComponent: ViewErrorPage,
});

/** The feature modules that draw the views, each loaded when its view first opens (named in the manifest). */
const viewModules = import.meta.glob<Record<string, ComponentType>>('/src/features/*/*-view.tsx');

/** A view's route path. */
const pathOfView = <View extends ViewName>(view: View) => `/${view}` as const;

/** A view's loading screen, named in the launch manifest. */
const skeletonOf = (view: ViewName) => viewSkeletons[viewManifest[view].skeleton];

/** A view's component, loaded from the module the launch manifest names when the view first opens. */
function componentOf(view: ViewName) {
  const { module, component } = viewManifest[view];
  const load = viewModules[`/${module}`];
  if (!load) throw new Error(`The launch manifest names ${module} for ${view}, which is not a view module`);
  return lazyRouteComponent(load, component);
}

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: pathOf(defaultView), replace: true });
  },
});

const triggersMainRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pathOfView('triggers-main'),
  loader: ({ context: { queryClient } }) =>
    Promise.all([ensureSellerData(queryClient), queryClient.ensureQueryData(triggersQueryOptions())]),
  pendingComponent: skeletonOf('triggers-main'),
  component: componentOf('triggers-main'),
});

/** A form opened on one slot (from the market or a find): its fields as search params. */
type SlotSearch = Partial<SlotPrefill>;

/**
 * The slot's search params as they came: the form views read them with `slotPrefillOf`, which drops a broken slot
 * whole, so the parse loads with them rather than with the first load.
 */
const slotSearchOf = <Search extends SlotSearch = SlotSearch>(search: Record<string, unknown>) => search as Search;

interface TriggerFormSearch extends SlotSearch {
  /** The trigger being edited; absent when creating. */
  triggerId?: number;
}

const triggersFormRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pathOfView('triggers-form'),
  validateSearch: (search: Record<string, unknown>): TriggerFormSearch => {
    const id = Number(search.triggerId);
    if (Number.isInteger(id) && id > 0) return { triggerId: id };
    return slotSearchOf(search);
  },
  loader: ({ context: { queryClient } }) =>
    Promise.all([ensureSellerData(queryClient), queryClient.ensureQueryData(triggersQueryOptions())]),
  pendingComponent: skeletonOf('triggers-form'),
  component: componentOf('triggers-form'),
});

const autobookingsMainRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pathOfView('autobookings-main'),
  loader: async ({ context: { queryClient } }) => {
    // The list is requested together with the user, unless the cached user already says it would be refused.
    const listOf = (user: User | undefined) =>
      !user || (user.agreeTerms && user.supplierId)
        ? queryClient.ensureInfiniteQueryData(autobookingsQueryOptions())
        : undefined;
    const early = listOf(queryClient.getQueryData(userQueryKey));
    early?.catch(() => undefined);
    const [cached] = await ensureSellerData(queryClient);
    const user = await requireAcceptedTerms(queryClient, cached);
    // Without a supplier the screen shows the authorisation notice instead of the list.
    const list = early ?? listOf(user);
    if (!user.supplierId || !list) return;
    try {
      await list;
    } catch (error) {
      switch (errorCodeOf(error)) {
        case 'terms_not_accepted':
          throw termsRedirect();
        // The server no longer has the supplier the cached user names (unlinked elsewhere): the screen shows the
        // authorisation notice of the user read afresh.
        case 'supplier_not_linked':
          await queryClient.fetchQuery({ ...userQueryOptions(), staleTime: 0 });
          return;
        default:
          throw error;
      }
    }
  },
  pendingComponent: skeletonOf('autobookings-main'),
  component: componentOf('autobookings-main'),
});

interface AutobookingFormSearch extends SlotSearch {
  /** A booking that failed for good, to create again with its settings ('Создать заново'). */
  copyOf?: number;
}

const autobookingsFormRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pathOfView('autobookings-form'),
  validateSearch: slotSearchOf<AutobookingFormSearch>,
  loader: async ({ context: { queryClient } }) => {
    const [user] = await ensureSellerData(queryClient);
    await requireAcceptedTerms(queryClient, user);
  },
  pendingComponent: skeletonOf('autobookings-form'),
  component: componentOf('autobookings-form'),
});

const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pathOfView('terms'),
  loader: ({ context: { queryClient } }) => ensureSellerData(queryClient),
  pendingComponent: skeletonOf('terms'),
  component: componentOf('terms'),
});

interface AccountSearch {
  /** `change_supplier` opens the supplier selection modal. */
  action?: 'change_supplier';
}

const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pathOfView('account'),
  validateSearch: (search: Record<string, unknown>): AccountSearch =>
    search.action === 'change_supplier' ? { action: 'change_supplier' } : {},
  // The payment history names tariffs from the price list, read alongside; a failed list does not keep the seller
  // out of the account (the names show once the list arrives).
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      ensureSellerData(queryClient),
      queryClient.ensureQueryData(tariffsQueryOptions()).catch(() => undefined),
    ]),
  pendingComponent: skeletonOf('account'),
  component: componentOf('account'),
});

interface StoreSearch {
  /** The seller was sent here to buy what creating an autobooking needs: the store says so in one line. */
  purpose?: 'autobooking';
}

const validateStoreSearch = (search: Record<string, unknown>): StoreSearch =>
  search.purpose === 'autobooking' ? { purpose: 'autobooking' } : {};

/** The store shows the price list: its skeleton stays until the list is in, and a failed list shows the error page. */
function ensureStoreData(queryClient: QueryClient) {
  return Promise.all([ensureSellerData(queryClient), queryClient.ensureQueryData(tariffsQueryOptions())]);
}

const storeSubscriptionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pathOfView('store-subscription'),
  validateSearch: validateStoreSearch,
  loader: ({ context: { queryClient } }) => ensureStoreData(queryClient),
  pendingComponent: skeletonOf('store-subscription'),
  component: componentOf('store-subscription'),
});

const storeBookingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pathOfView('store-bookings'),
  validateSearch: validateStoreSearch,
  loader: ({ context: { queryClient } }) => ensureStoreData(queryClient),
  pendingComponent: skeletonOf('store-bookings'),
  component: componentOf('store-bookings'),
});

const marketRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pathOfView('market'),
  loader: ({ context: { queryClient } }) => ensureSellerData(queryClient),
  pendingComponent: skeletonOf('market'),
  component: componentOf('market'),
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
  marketRoute,
]);

/** A path no route has: the router shows its not-found page there. */
const unknownViewPath = '/unknown-view';

/**
 * An in-memory router: views never touch the page URL, and it starts on the launch view (the not-found page when
 * the launch URL names an unknown view).
 */
export function createAppRouter(queryClient: QueryClient, start: StartLocation) {
  const initial = start.unknownView
    ? unknownViewPath
    : start.openSupplierSelect
      ? `${pathOf(start.view)}?action=change_supplier`
      : pathOf(start.view);
  return createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [initial] }),
    context: { queryClient },
    // Under the root, a failed view keeps the shell (header, navigation) and shows its error in the content area.
    defaultErrorComponent: ContentErrorPage,
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
