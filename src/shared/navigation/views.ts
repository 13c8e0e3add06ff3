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
