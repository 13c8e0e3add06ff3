import { lazy, Suspense, useEffect } from 'react';
import { registerConfirmHost, useConfirmRequest } from './confirm';

const loadDialog = () => import('./confirm-dialog');
// The dialog (a modal with its focus handling) is asked for only outside Telegram or when its popup fails: it loads
// then, or ahead of time once `preload` says the first view is on screen, never with the first load.
const ConfirmDialog = lazy(() => loadDialog().then((module) => ({ default: module.ConfirmDialog })));

/**
 * Renders the in-app dialogs of {@link confirm} when Telegram's native popup is unavailable.
 * Mount it once in the app shell; `preload` fetches the dialog's code ahead of its first question.
 */
export function ConfirmDialogHost({ preload = false }: { preload?: boolean }) {
  const request = useConfirmRequest();

  useEffect(() => registerConfirmHost(), []);
  useEffect(() => {
    if (preload) void loadDialog();
  }, [preload]);

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog key={request.id} request={request} />
    </Suspense>
  );
}
