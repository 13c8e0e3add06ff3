import { useEffect, useRef } from 'react';
import { useBlocker } from '@tanstack/react-router';
import { confirm } from '@/shared/ui/confirm';
import { askBeforeLeaving, mayLeaveView } from './leave-question';

/**
 * Asks 'Отменить изменения?' before any way out of a changed form (back, the header, a link inside the app)
 * (docs/forms.md#leaving-a-changed-form). `isChanged` is read at the moment of leaving. On 'Отменить изменения'
 * `onDiscard` runs and the view changes; otherwise the seller stays on the form. Call the returned function right
 * before leaving on purpose: after a save, or off to buy what the form needs (its draft then stays).
 */
export function useLeaveGuard(isChanged: () => boolean, onDiscard: () => void): () => void {
  const saved = useRef(false);
  const latest = useRef({ isChanged, onDiscard });
  useEffect(() => {
    latest.current = { isChanged, onDiscard };
  });

  useEffect(() => {
    const guard = async () => {
      if (saved.current || !latest.current.isChanged()) return true;
      const leave = await confirm({
        title: 'Отменить изменения?',
        message: 'Введенные данные не сохранятся.',
        confirmLabel: 'Отменить изменения',
        cancelLabel: 'Остаться',
        destructive: true,
      });
      if (leave) {
        // Answered once: the navigation that follows does not ask again.
        saved.current = true;
        latest.current.onDiscard();
      }
      return leave;
    };
    return askBeforeLeaving(guard);
  }, []);

  useBlocker({ shouldBlockFn: async () => !(await mayLeaveView()), enableBeforeUnload: false });
  return () => {
    saved.current = true;
  };
}
