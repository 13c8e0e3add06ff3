// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '@/testing/intersection-observer-stub';
import { FormField } from './form-field';
import { MultiSelect, type MultiSelectProps } from './multi-select';
import type { SelectOption } from './use-picker';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const WAREHOUSES: SelectOption<number>[] = [
  { value: 1, label: 'Коледино' },
  { value: 2, label: 'Подольск' },
  { value: 3, label: 'Электросталь' },
  { value: 4, label: 'Казань' },
  { value: 5, label: 'СЦ Внуково' },
];

function Harness({
  initial = [],
  onChangeSpy,
  ...props
}: Partial<MultiSelectProps<number>> & { initial?: number[]; onChangeSpy?: (value: number[]) => void }) {
  const [value, setValue] = useState<number[]>(initial);
  return (
    <FormField label="Склады" required>
      <MultiSelect<number>
        options={WAREHOUSES}
        placeholder="Выберите склады"
        {...props}
        value={value}
        onChange={(next) => {
          onChangeSpy?.(next);
          setValue(next);
        }}
      />
    </FormField>
  );
}

const trigger = () => screen.getByRole('button', { name: /Склады/ });
const listbox = () => screen.getByRole('listbox');
const option = (name: string) => within(listbox()).getByRole('option', { name });

describe('MultiSelect', () => {
  it('is labelled by its FormField and shows the placeholder', () => {
    render(<Harness />);
    expect(trigger()).toHaveProperty('id', screen.getByText('Склады').closest('label')?.htmlFor);
    expect(trigger().textContent).toContain('Выберите склады');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it("defaults to the 'Select options' placeholder and the Russian search placeholder", () => {
    render(<MultiSelect options={WAREHOUSES} value={[]} onChange={() => {}} aria-label="Склады" />);
    const button = screen.getByRole('button', { name: /Склады/ });
    expect(button.textContent).toContain('Select options');
    fireEvent.click(button);
    expect(screen.getByPlaceholderText('Поиск')).toBeTruthy();
  });

  it('adds picked values as chips in pick order and toggles a picked value off instead of adding it twice', () => {
    const spy = vi.fn();
    render(<Harness onChangeSpy={spy} />);
    fireEvent.click(trigger());
    fireEvent.click(option('Подольск'));
    fireEvent.click(option('Коледино'));
    expect(spy).toHaveBeenLastCalledWith([2, 1]);
    expect(option('Подольск').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(option('Подольск'));
    expect(spy).toHaveBeenLastCalledWith([1]);
    for (const call of spy.mock.calls) {
      const value = call[0] as number[];
      expect(new Set(value).size).toBe(value.length);
    }
  });

  it('never emits duplicates even if the incoming value has them', () => {
    const spy = vi.fn();
    render(<Harness initial={[1, 1, 2]} onChangeSpy={spy} />);
    expect(screen.getAllByRole('button', { name: /^Убрать: / })).toHaveLength(2);
    fireEvent.click(trigger());
    fireEvent.click(option('Казань'));
    expect(spy).toHaveBeenLastCalledWith([1, 2, 4]);
  });

  it('ignores picks beyond maxSelectable, marks the rest disabled and reports the limit', () => {
    const spy = vi.fn();
    const onLimit = vi.fn();
    render(<Harness maxSelectable={3} onLimit={onLimit} onChangeSpy={spy} />);
    fireEvent.click(trigger());
    fireEvent.click(option('Коледино'));
    fireEvent.click(option('Подольск'));
    fireEvent.click(option('Электросталь'));
    expect(spy).toHaveBeenLastCalledWith([1, 2, 3]);
    spy.mockClear();

    expect(option('Казань').getAttribute('aria-disabled')).toBe('true');
    expect(option('Коледино').getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByText('Можно выбрать не более 3')).toBeTruthy();
    expect(trigger().textContent).toContain('Выбрано 3 из 3');

    fireEvent.click(option('Казань'));
    expect(spy).not.toHaveBeenCalled();
    expect(onLimit).toHaveBeenCalledTimes(1);

    // Unpicking frees a slot again.
    fireEvent.click(option('Коледино'));
    expect(spy).toHaveBeenLastCalledWith([2, 3]);
    expect(option('Казань').getAttribute('aria-disabled')).toBeNull();
  });

  it('removes a value with its chip button', () => {
    const spy = vi.fn();
    render(<Harness initial={[1, 3]} onChangeSpy={spy} />);
    const chips = screen.getByRole('list', { name: 'Выбранные значения' });
    expect(within(chips).getByText('Коледино')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Убрать: Коледино' }));
    expect(spy).toHaveBeenLastCalledWith([3]);
    expect(within(chips).queryByText('Коледино')).toBeNull();
    expect(within(chips).getByText('Электросталь')).toBeTruthy();
  });

  it('filters only after the search debounce (200 ms default), case- and ё-insensitively', () => {
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.click(trigger());
    const search = screen.getByRole('combobox');
    fireEvent.change(search, { target: { value: 'ПОДОЛ' } });
    expect(within(listbox()).getAllByRole('option')).toHaveLength(WAREHOUSES.length);
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(within(listbox()).getAllByRole('option')).toHaveLength(WAREHOUSES.length);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(
      within(listbox())
        .getAllByRole('option')
        .map((item) => item.textContent),
    ).toEqual(['Подольск']);
  });

  it('restarts the debounce on every keystroke and honours a custom delay', () => {
    vi.useFakeTimers();
    render(<Harness searchDebounceMs={500} />);
    fireEvent.click(trigger());
    const search = screen.getByRole('combobox');
    fireEvent.change(search, { target: { value: 'ка' } });
    act(() => {
      vi.advanceTimersByTime(400);
    });
    fireEvent.change(search, { target: { value: 'каз' } });
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(within(listbox()).getAllByRole('option')).toHaveLength(WAREHOUSES.length);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(
      within(listbox())
        .getAllByRole('option')
        .map((item) => item.textContent),
    ).toEqual(['Казань']);
  });

  it('shows the empty text when nothing matches', () => {
    vi.useFakeTimers();
    render(<Harness emptyText="Склады не найдены" />);
    fireEvent.click(trigger());
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Новосибирск' } });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByText('Склады не найдены')).toBeTruthy();
  });

  it('works with the keyboard: arrows move, Enter picks, Escape closes and returns focus', () => {
    const spy = vi.fn();
    render(<Harness onChangeSpy={spy} />);
    trigger().focus();
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    const search = screen.getByRole('combobox');
    expect(document.activeElement).toBe(search);
    expect(search.getAttribute('aria-activedescendant')).toBe(option('Коледино').id);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(search.getAttribute('aria-activedescendant')).toBe(option('Подольск').id);
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(spy).toHaveBeenLastCalledWith([2]);
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('calls onBlur when focus leaves the control', () => {
    const onBlur = vi.fn();
    render(
      <>
        <Harness onBlur={onBlur} />
        <button type="button">снаружи</button>
      </>,
    );
    fireEvent.click(trigger());
    const search = screen.getByRole('combobox');
    fireEvent.blur(search, { relatedTarget: screen.getByRole('button', { name: 'снаружи' }) });
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('does nothing when disabled', () => {
    render(<Harness disabled initial={[1]} />);
    expect(trigger()).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: /^Убрать/ })).toBeNull();
  });

  it('handles 300+ options and filters them', () => {
    vi.useFakeTimers();
    stubIntersectionObserver();
    const many = Array.from({ length: 350 }, (_, index) => ({ value: index, label: `Склад №${index}` }));
    render(<Harness options={many} />);
    fireEvent.click(trigger());
    const count = () => listbox().querySelectorAll('[role="option"]').length;
    // The first 20 rows; the rest render as the panel is scrolled (see the Select test).
    expect(count()).toBe(20);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '№34' } });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    // №34 and №340–349
    expect(count()).toBe(11);
  });
});
