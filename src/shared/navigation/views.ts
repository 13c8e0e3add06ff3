/** Every view of the app (docs/views-and-navigation.md). A view name ending in `-form` is a form view; its first segment is its section. */
export const viewNames = [
  'triggers-main',
  'triggers-form',
  'autobookings-main',
  'autobookings-form',
  'terms',
  'account',
  'store-subscription',
  'store-bookings',
] as const;

export type ViewName = (typeof viewNames)[number];
export type Section = 'triggers' | 'autobookings' | 'terms' | 'account' | 'store';

export const defaultView: ViewName = 'triggers-main';

/** The views a deep link may open with `?view=` ('store' opens the subscription tab). */
const startViews = ['triggers-main', 'store', 'autobookings-main', 'account', 'terms'] as const;
type StartView = (typeof startViews)[number];

/** The view a deep link's `view` value opens. */
const viewOfStart = (start: StartView): ViewName => (start === 'store' ? 'store-subscription' : start);

/** Every view a launch may open on (the build preloads the launch view's code from the boot script). */
export const launchViews: readonly ViewName[] = startViews.map(viewOfStart);

export function isFormView(view: string): boolean {
  return view.endsWith('-form');
}

export function sectionOf(view: ViewName): Section {
  return view.split('-')[0] as Section;
}

/** The in-memory route path of a view. */
export function pathOf(view: ViewName): `/${ViewName}` {
  return `/${view}`;
}

/** The view a route path shows, or undefined for an unknown path. */
export function viewOfPath(path: string): ViewName | undefined {
  const name = path.replace(/^\//, '').replace(/\/$/, '');
  return (viewNames as readonly string[]).includes(name) ? (name as ViewName) : undefined;
}

export interface StartLocation {
  view: ViewName;
  openSupplierSelect: boolean;
  /** The query's `view` names no start view: the app opens on the not-found page (its button leads to `view`). */
  unknownView: boolean;
}

/**
 * The first view from the launch URL's query: one of the five accepted `view` values, the not-found page for any
 * other `view` value, the default without one; `action=change_supplier` is honoured on the account view only.
 * A `t.me/<bot>/<app>?startapp=…` link cannot carry a query, so Telegram's start parameter is read the same
 * way when the query has no view: `startapp=account` or `startapp=account__change_supplier`; an unknown start
 * parameter opens the default view (docs/views-and-navigation.md).
 */
export function startLocationOf(search: string, startParam?: string): StartLocation {
  const params = new URLSearchParams(search);
  const queried = params.get('view');
  let requested = queried;
  let action = params.get('action');
  if (requested === null && startParam) [requested = null, action = null] = startParam.split('__');
  const accepted = (startViews as readonly string[]).includes(requested ?? '') ? (requested as StartView) : undefined;
  const view = accepted ? viewOfStart(accepted) : defaultView;
  return {
    view,
    openSupplierSelect: view === 'account' && action === 'change_supplier',
    unknownView: Boolean(queried) && !accepted,
  };
}
