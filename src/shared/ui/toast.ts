import { createAtom, useSelector } from '@tanstack/react-store';
import { haptics } from '@/shared/telegram/haptics';

/** Default time a toast stays on screen, ms (docs/errors.md). */
export const TOAST_DEFAULT_DURATION = 5000;
/** At most this many toasts are shown; older ones are dropped. */
export const TOAST_MAX_VISIBLE = 3;

/** Kind of a toast: decides its default title, icon and live-region politeness. */
type ToastTone = 'error' | 'success';

/** A button inside a toast ('Купить', 'Продлить'). Clicking it also dismisses the toast. */
interface ToastAction {
  label: string;
  onClick: () => void;
}

/** Options of {@link toast.error} and {@link toast.success}. */
export interface ToastOptions {
  /** Replaces the default title 'Ошибка' / 'Успешно', e.g. 'Подписка истекла'. */
  title?: string;
  action?: ToastAction;
  /** Time on screen in ms. Default 5000; `Infinity` keeps it until dismissed. */
  duration?: number;
  /** Stable id: showing a toast with the id of a visible one replaces it (no duplicates). */
  id?: string;
}

/** A toast as rendered by the `Toaster`. */
export interface ToastItem {
  id: string;
  tone: ToastTone;
  title: string;
  message: string;
  action?: ToastAction;
  duration: number;
}

const DEFAULT_TITLES: Record<ToastTone, string> = { error: 'Ошибка', success: 'Успешно' };

interface Timer {
  handle?: ReturnType<typeof setTimeout>;
  remaining: number;
  startedAt: number;
}

const items = createAtom<readonly ToastItem[]>([]);
let paused = false;
let sequence = 0;
const timers = new Map<string, Timer>();

function startTimer(id: string) {
  const timer = timers.get(id);
  if (!timer || paused || !Number.isFinite(timer.remaining)) return;
  clearTimeout(timer.handle);
  timer.startedAt = Date.now();
  timer.handle = setTimeout(() => dismiss(id), Math.max(0, timer.remaining));
}

function stopTimer(id: string) {
  const timer = timers.get(id);
  if (!timer) return;
  clearTimeout(timer.handle);
  timers.delete(id);
}

function show(tone: ToastTone, message: string, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${++sequence}`;
  haptics.notified(tone);
  // A pause belongs to the toasts that were hovered; with none left it must not freeze new ones.
  if (items.get().length === 0) paused = false;
  const duration = options.duration ?? TOAST_DEFAULT_DURATION;
  stopTimer(id);
  const item: ToastItem = {
    id,
    tone,
    title: options.title ?? DEFAULT_TITLES[tone],
    message,
    action: options.action,
    duration,
  };
  let next = [...items.get().filter((existing) => existing.id !== id), item];
  while (next.length > TOAST_MAX_VISIBLE) {
    const [oldest, ...rest] = next;
    if (oldest) stopTimer(oldest.id);
    next = rest;
  }
  timers.set(id, { remaining: duration, startedAt: Date.now() });
  items.set(next);
  startTimer(id);
  return id;
}

/** Removes one toast, or all of them when `id` is omitted. */
function dismiss(id?: string) {
  if (id === undefined) {
    for (const key of [...timers.keys()]) stopTimer(key);
    paused = false;
    if (items.get().length > 0) items.set([]);
    return;
  }
  stopTimer(id);
  const current = items.get();
  const next = current.filter((item) => item.id !== id);
  if (next.length === current.length) return;
  if (next.length === 0) paused = false;
  items.set(next);
}

/** Freezes every countdown (the Toaster calls this on hover and focus). */
function pause() {
  if (paused) return;
  paused = true;
  const now = Date.now();
  for (const timer of timers.values()) {
    if (timer.handle === undefined) continue;
    clearTimeout(timer.handle);
    timer.handle = undefined;
    timer.remaining -= now - timer.startedAt;
  }
}

/** Continues the countdowns frozen by {@link pause} with the time they had left. */
function resume() {
  if (!paused) return;
  paused = false;
  for (const id of timers.keys()) startTimer(id);
}

/**
 * Imperative toast API, usable anywhere (also outside React):
 * `toast.error('Не удалось удалить таймслот')`,
 * `toast.error(message, { title: 'Подписка истекла', action: { label: 'Продлить', onClick } })`,
 * `toast.success('Таймслот успешно создан')`. Each call returns the toast id.
 * Needs one mounted `<Toaster />`.
 */
export const toast = {
  /** Error toast titled 'Ошибка' (or `options.title`), announced assertively. */
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  /** Success toast titled 'Успешно' (or `options.title`). */
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  dismiss,
  pause,
  resume,
};

/** The visible toasts, oldest first (React hook over the toast store). */
export function useToasts(): readonly ToastItem[] {
  return useSelector(items);
}

/** Current toasts without subscribing (tests, non-React code). */
export function getToasts(): readonly ToastItem[] {
  return items.get();
}
