import { defaultView, type ViewName } from '@/shared/navigation/views';
import { launchViews } from './launch-manifest';

export interface StartLocation {
  view: ViewName;
  openSupplierSelect: boolean;
  /** The query's `view` names no start view: the app opens on the not-found page (its button leads to `view`). */
  unknownView: boolean;
}

/**
 * The first view from the launch URL's query: one of the launch views' `view` values (launch-manifest.ts), the
 * not-found page for any other `view` value, the default without one; `action=change_supplier` is honoured on the
 * account view only. A `t.me/<bot>/<app>?startapp=…` link cannot carry a query, so Telegram's start parameter is
 * read the same way when the query has no view: `startapp=account` or `startapp=account__change_supplier`; an
 * unknown start parameter opens the default view (docs/views-and-navigation.md). The boot script reads the launch
 * with this same function.
 */
export function startLocationOf(search: string, startParam?: string | null): StartLocation {
  const params = new URLSearchParams(search);
  const queried = params.get('view');
  let requested = queried;
  let action = params.get('action');
  if (requested === null && startParam) [requested = null, action = null] = startParam.split('__');
  const accepted = launchViews.find((launch) => launch.query === requested);
  const view = accepted ? accepted.view : defaultView;
  return {
    view,
    openSupplierSelect: view === 'account' && action === 'change_supplier',
    unknownView: Boolean(queried) && !accepted,
  };
}
