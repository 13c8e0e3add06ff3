import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, toast, TOAST_DEFAULT_DURATION, TOAST_MAX_VISIBLE } from './toast';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  toast.dismiss();
  toast.resume();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('titles errors "Ошибка" and successes "Успешно"', () => {
    toast.error('Не удалось удалить таймслот');
    toast.success('Таймслот успешно создан');
    expect(getToasts().map(({ tone, title, message }) => ({ tone, title, message }))).toEqual([
      { tone: 'error', title: 'Ошибка', message: 'Не удалось удалить таймслот' },
      { tone: 'success', title: 'Успешно', message: 'Таймслот успешно создан' },
    ]);
  });

  it('accepts a custom title and an action', () => {
    const onClick = vi.fn();
    toast.error('Срок подписки закончился', { title: 'Подписка истекла', action: { label: 'Продлить', onClick } });
    const [item] = getToasts();
    expect(item?.title).toBe('Подписка истекла');
    expect(item?.action?.label).toBe('Продлить');
    item?.action?.onClick();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('disappears after 5000 ms by default', () => {
    toast.success('Автобронирование архивировано');
    expect(TOAST_DEFAULT_DURATION).toBe(5000);
    vi.advanceTimersByTime(4999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('honours a custom duration and Infinity', () => {
    toast.error('короткий', { duration: 1000 });
    toast.error('вечный', { duration: Infinity });
    vi.advanceTimersByTime(1000);
    expect(getToasts().map((item) => item.message)).toEqual(['вечный']);
    vi.advanceTimersByTime(60_000);
    expect(getToasts()).toHaveLength(1);
  });

  it('dismisses one toast by id or all at once', () => {
    const first = toast.error('один');
    toast.error('два');
    toast.dismiss(first);
    expect(getToasts().map((item) => item.message)).toEqual(['два']);
    toast.dismiss();
    expect(getToasts()).toEqual([]);
  });

  it('pauses and resumes with the remaining time', () => {
    toast.error('Не удалось обновить таймслот');
    vi.advanceTimersByTime(3000);
    toast.pause();
    vi.advanceTimersByTime(10_000);
    expect(getToasts()).toHaveLength(1);
    toast.resume();
    vi.advanceTimersByTime(1999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('replaces a toast shown again with the same id and restarts its timer', () => {
    toast.error('первый', { id: 'validation' });
    vi.advanceTimersByTime(4000);
    toast.error('второй', { id: 'validation', title: 'Ошибка валидации' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ message: 'второй', title: 'Ошибка валидации' });
    vi.advanceTimersByTime(4000);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(getToasts()).toHaveLength(0);
  });

  it(`keeps at most ${TOAST_MAX_VISIBLE} toasts, dropping the oldest`, () => {
    for (let index = 1; index <= TOAST_MAX_VISIBLE + 2; index += 1) toast.success(`toast ${index}`);
    expect(getToasts().map((item) => item.message)).toEqual(['toast 3', 'toast 4', 'toast 5']);
  });

  it('does not let a stale pause freeze toasts shown after the list emptied', () => {
    toast.error('наведение');
    toast.pause();
    toast.dismiss(getToasts()[0]?.id);
    toast.success('новый');
    vi.advanceTimersByTime(TOAST_DEFAULT_DURATION);
    expect(getToasts()).toHaveLength(0);
  });

  it('notifies subscribers through useToasts snapshots (new array on change)', () => {
    const before = getToasts();
    toast.success('x');
    expect(getToasts()).not.toBe(before);
  });
});
