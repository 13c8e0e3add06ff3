import { lazy, Suspense } from 'react';
import type { SupplierSelectModalProps } from './supplier-select-modal';

// Opened by a tap or a deep link only: its code (the sheet, the main button, the list, their styles) loads then, not
// with the view that offers it, whose first content would otherwise wait for five more requests.
const LoadedSupplierSelectModal = lazy(() =>
  import('./supplier-select-modal').then((module) => ({ default: module.SupplierSelectModal })),
);

/** The supplier select (supplier-select-modal.tsx), shown once its code is in: an overlay, so nothing moves meanwhile. */
export function SupplierSelectModal(props: SupplierSelectModalProps) {
  return (
    <Suspense fallback={null}>
      <LoadedSupplierSelectModal {...props} />
    </Suspense>
  );
}
