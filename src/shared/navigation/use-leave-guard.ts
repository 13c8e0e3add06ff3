import { useEffect, useRef } from 'react';
import { useBlocker } from '@tanstack/react-router';
import { confirm } from '@/shared/ui/confirm';

/** The question of the form on screen, if it holds changes: resolves true when the seller may leave. */
let activeGuard: (() => Promise<boolean>) | undefined;

/**
 * Whether the seller may leave the current view: asks first when a changed form is on screen. Telegram's back button
 * steps back through history, which the router's blockers do not see, so `back()` asks here.
 */
export function mayLeaveView(): Promise<boolean> {
  return activeGuard ? activeGuard() : Promise.resolve(true);
}

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
    activeGuard = guard;
    return () => {
      if (activeGuard === guard) activeGuard = undefined;
    };
  }, []);

  useBlocker({ shouldBlockFn: async () => !(await mayLeaveView()), enableBeforeUnload: false });
  return () => {
    saved.current = true;
  };
}
