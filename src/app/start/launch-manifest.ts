// The one list of the app's views as the start-up sees them: which module draws each view, which loading screen
// stands in for it, and for the views a launch may open on, the `?view=` value that opens it, the reads sent before
// the app's code arrives, whether its answers and screen are kept for the next launch, and where the seller most
// likely goes next. The router, the boot script, the kept answers, the prefetch, the Vite plugins and the benchmark
// all read it. Plain data with type-only imports, so Node (the build, the benchmark) loads it as it is.
import type { paths } from '../../../generated/schema';
import type { ViewName } from '@/shared/navigation/views';

/** A GET read of the contract, written as the API client requests it (path and query). */
type StartRead = keyof paths | `${keyof paths}?${string}`;

/** The loading screens of src/app/view-skeletons.tsx; the launch views' are rendered into index.html at build time. */
export type SkeletonName = 'triggers' | 'autobookings' | 'store' | 'account' | 'terms' | 'market' | 'form';

export interface LaunchEntry {
  /** The `view` value of a deep link (or of Telegram's start parameter) that opens this view. */
  query: string;
  /** What the view shows first, sent by the boot script with the page (production builds inside Telegram). */
  reads: readonly StartRead[];
  /** Whether its answers and its screen are kept for a reopen, which paints them at once (every read kept). */
  kept: boolean;
  /** The views a seller most likely opens next from here: their code is fetched once the seller's data is on screen. */
  next: readonly ViewName[];
}

export interface ViewEntry {
  /** The module the route loads lazily, from the project root. */
  module: `src/features/${string}-view.tsx`;
  /** Its export that draws the view. */
  component: string;
  skeleton: SkeletonName;
  /** Present for the views a launch may open on. */
  launch?: LaunchEntry;
}

/** Every view needs the seller: the header and the access rules read the user, cards and forms the warehouses. */
const sellerReads = ['/api/v1/user', '/api/v1/warehouses'] as const satisfies readonly StartRead[];

export const viewManifest = {
  'triggers-main': {
    module: 'src/features/triggers/triggers-list-view.tsx',
    component: 'TriggersListView',
    skeleton: 'triggers',
    launch: {
      query: 'triggers-main',
      reads: [...sellerReads, '/api/v1/triggers'],
      kept: true,
      next: ['triggers-form', 'autobookings-main'],
    },
  },
  'triggers-form': {
    module: 'src/features/triggers/trigger-form-view.tsx',
    component: 'TriggerFormView',
    skeleton: 'form',
  },
  'autobookings-main': {
    module: 'src/features/autobookings/autobookings-list-view.tsx',
    component: 'AutobookingsListView',
    skeleton: 'autobookings',
    launch: {
      query: 'autobookings-main',
      // The first page of the active group, no search: the list the view opens with.
      reads: [...sellerReads, '/api/v1/autobooking?group=active'],
      kept: true,
      next: ['autobookings-form', 'triggers-main'],
    },
  },
  'autobookings-form': {
    module: 'src/features/autobookings/autobooking-form-view.tsx',
    component: 'AutobookingFormView',
    skeleton: 'form',
  },
  terms: {
    module: 'src/features/terms/terms-view.tsx',
    component: 'TermsView',
    skeleton: 'terms',
    // Seen once, before the first autobooking: nothing of it is worth keeping.
    launch: { query: 'terms', reads: sellerReads, kept: false, next: ['autobookings-main'] },
  },
  account: {
    module: 'src/features/account/account-view.tsx',
    component: 'AccountView',
    skeleton: 'account',
    // The payment history names its tariffs from the price list.
    launch: { query: 'account', reads: [...sellerReads, '/api/v1/tariffs'], kept: true, next: ['store-subscription'] },
  },
  'store-subscription': {
    module: 'src/features/store/store-view.tsx',
    component: 'StoreSubscriptionView',
    skeleton: 'store',
    // 'store' opens the store on its first tab; a purchase is then put to use in the autobookings.
    launch: { query: 'store', reads: [...sellerReads, '/api/v1/tariffs'], kept: true, next: ['autobookings-main'] },
  },
  'store-bookings': {
    module: 'src/features/store/store-view.tsx',
    component: 'StoreBookingsView',
    skeleton: 'store',
  },
  market: {
    module: 'src/features/market/market-view.tsx',
    component: 'MarketView',
    skeleton: 'market',
    // Opened from a notification or a shared link: its table is read once the view's code is in, and changes too
    // often to be kept for a reopen.
    launch: { query: 'market', reads: sellerReads, kept: false, next: ['triggers-form', 'autobookings-form'] },
  },
} as const satisfies Record<ViewName, ViewEntry>;

type LaunchView = {
  [View in ViewName]: (typeof viewManifest)[View] extends { launch: LaunchEntry } ? View : never;
}[ViewName];

/** A read some launch view sends: each has a kept answer (start-answers-cache.ts). */
export type LaunchRead = {
  [View in LaunchView]: (typeof viewManifest)[View]['launch']['reads'][number];
}[LaunchView];

export interface Launch extends LaunchEntry {
  view: LaunchView;
  reads: readonly LaunchRead[];
}

/** The views a launch may open on, in the manifest's order, each with its launch entry. */
export const launchViews = (Object.entries(viewManifest) as [ViewName, ViewEntry][]).flatMap(([view, entry]) =>
  entry.launch ? [{ view, ...entry.launch } as Launch] : [],
);

/** The launch entry of `view`, undefined for a view no launch opens on. */
export function launchOf(view: ViewName): LaunchEntry | undefined {
  return (viewManifest[view] as ViewEntry).launch;
}
