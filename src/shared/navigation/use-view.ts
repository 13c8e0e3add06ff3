import { useCallback, useEffect } from 'react';
import { useCanGoBack, useRouter, useRouterState } from '@tanstack/react-router';
import { mayLeaveView } from './leave-question';
import { pathOf, sectionOf, viewOfPath, viewOpenedAfterTheTap, type ViewName } from './views';

// The view shown at each history index, so `returnTo` knows what "back" leads to.
const viewsByIndex: (ViewName | undefined)[] = [];

export interface ViewApi {
  view: ViewName | undefined;
  section: ReturnType<typeof sectionOf> | undefined;
  canGoBack: boolean;
  /**
   * Shows a view and remembers the current one, so `back()` returns to it. A view that takes search params is opened
   * with the router's typed `useNavigate()` instead, which checks them against the route's `validateSearch`.
   */
  setView: (view: ViewName, options?: { replace?: boolean }) => void;
  back: () => void;
  /** Leaves the current view for `view`: steps back when that is where the seller came from, else replaces. */
  returnTo: (view: ViewName) => void;
}

/** Current view, go-to and back on top of the in-memory router (docs/views-and-navigation.md). */
export function useView(): ViewApi {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const { pathname, index } = useRouterState({
    select: (state) => ({ pathname: state.location.pathname, index: state.location.state.__TSR_index ?? 0 }),
    structuralSharing: true,
  });
  const view = viewOfPath(pathname);
  useEffect(() => {
    viewsByIndex[index] = view;
  }, [index, view]);

  const setView = useCallback<ViewApi['setView']>(
    (next, options) => {
      const open = () => void router.navigate({ to: pathOf(next), replace: options?.replace ?? false });
      if (next === viewOpenedAfterTheTap) setTimeout(open);
      else open();
    },
    [router],
  );
  // The router's blockers do not see a step back through history: a changed form is asked here.
  const back = useCallback(() => {
    void mayLeaveView().then((leave) => {
      if (leave) router.history.back();
    });
  }, [router]);
  const returnTo = useCallback(
    (next: ViewName) => {
      if (canGoBack && viewsByIndex[index - 1] === next) router.history.back();
      else void router.navigate({ to: pathOf(next), replace: true });
    },
    [router, canGoBack, index],
  );

  return {
    view,
    section: view ? sectionOf(view) : undefined,
    canGoBack,
    setView,
    back,
    returnTo,
  };
}
