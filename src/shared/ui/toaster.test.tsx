// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, toast } from './toast';
import { Toaster } from './toaster';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => {
    toast.dismiss();
    toast.resume();
  });
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('renders errors as alerts and successes as status inside a polite live region', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Не удалось удалить таймслот');
      toast.success('Таймслот успешно удален');
    });
    const region = screen.getByRole('region', { name: 'Уведомления' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('alert').textContent).toContain('Ошибка');
    expect(screen.getByRole('alert').textContent).toContain('Не удалось удалить таймслот');
    expect(screen.getByRole('status').textContent).toContain('Успешно');
  });

  it('runs the action and dismisses the toast', () => {
    const onClick = vi.fn();
    render(<Toaster />);
    act(() => {
      toast.error('Недостаточно средств', {
        title: 'Нет доступных автобронирований',
        action: { label: 'Купить', onClick },
      });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Купить' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(getToasts()).toHaveLength(0);
  });

  it('closes with the dismiss button', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Автобронирование архивировано');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть уведомление' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('pauses the countdown while focused', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Не удалось обновить таймслот');
    });
    act(() => {
      screen.getByRole('button', { name: 'Закрыть уведомление' }).focus();
    });
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(screen.getByRole('alert')).toBeTruthy();
    act(() => {
      screen.getByRole('button', { name: 'Закрыть уведомление' }).blur();
    });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
