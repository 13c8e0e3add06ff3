import { ConfirmDialogHost } from '@/shared/ui/confirm-dialog-host';
import { Toaster } from '@/shared/ui/toaster';

/** The hosts of toasts and of in-app confirmations, in one chunk that app.tsx loads once the first view is on screen. */
export function OverlayHosts() {
  return (
    <>
      <Toaster />
      <ConfirmDialogHost preload />
    </>
  );
}
