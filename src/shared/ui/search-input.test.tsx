// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchInput } from './search-input';

afterEach(() => {
  vi.useRealTimers();
});

describe('SearchInput', () => {
  it('emits at once without debounce and clears with the button', () => {
    const onChange = vi.fn();
    const { rerender } = render(<SearchInput value="" onChange={onChange} placeholder="Поиск по складу..." />);
    const input = screen.getByRole('searchbox', { name: 'Поиск по складу...' });
    fireEvent.change(input, { target: { value: 'кол' } });
    expect(onChange).toHaveBeenLastCalledWith('кол');
    rerender(<SearchInput value="кол" onChange={onChange} placeholder="Поиск по складу..." />);
    fireEvent.click(screen.getByRole('button', { name: 'Очистить поиск' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('debounces typing, flushes a clear immediately and clears on Escape', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<SearchInput value="" onChange={onChange} debounceMs={300} />);
    const input = screen.getByRole('searchbox', { name: 'Поиск' });
    fireEvent.change(input, { target: { value: 'к' } });
    fireEvent.change(input, { target: { value: 'ка' } });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('ка');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onChange).toHaveBeenLastCalledWith('');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('follows a reset from the parent', () => {
    const onChange = vi.fn();
    const { rerender } = render(<SearchInput value="склад" onChange={onChange} debounceMs={200} />);
    rerender(<SearchInput value="" onChange={onChange} debounceMs={200} />);
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('');
  });
});
