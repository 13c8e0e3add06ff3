import { useEffect, useId } from 'react';
import { setClosingConfirmation } from '@/shared/telegram/init';

const dirtyForms = new Set<string>();

/** True while any mounted form holds input the seller has not submitted. */
export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

/**
 * Marks the calling form as holding unsaved input while `dirty`: Telegram then asks before closing the app,
 * and the update check does not reload the page under the seller's fingers.
 */
export function useUnsavedChanges(dirty: boolean) {
  const id = useId();
  useEffect(() => {
    if (!dirty) return;
    dirtyForms.add(id);
    setClosingConfirmation(true);
    return () => {
      dirtyForms.delete(id);
      if (dirtyForms.size === 0) setClosingConfirmation(false);
    };
  }, [dirty, id]);
}
