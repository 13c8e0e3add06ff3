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
  'market',
] as const;

export type ViewName = (typeof viewNames)[number];
export type Section = 'triggers' | 'autobookings' | 'terms' | 'account' | 'store' | 'market';

export const defaultView: ViewName = 'triggers-main';

/**
 * The view whose first render is heavy (the market's table): a tap opens it in the task after its own, so the tap's
 * events and the view's first render are two tasks of under 50 ms each instead of one over it (docs/performance.md).
 */
export const viewOpenedAfterTheTap: ViewName = 'market';

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
