// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '@/testing/intersection-observer-stub';
import { FormField } from './form-field';
import { Select, type SelectProps } from './select';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const DRAFTS = [
  { value: 'd1', label: 'Черновик от 20.11.2026' },
  { value: 'd2', label: 'Черновик от 18.11.2026' },
  { value: 'd3', label: 'Черновик от 01.11.2026', disabled: true },
];

function Harness(props: Partial<SelectProps<string>> & { spy?: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  const { spy, ...rest } = props;
  return (
    <FormField label="Черновик поставки" required error={value ? undefined : 'Выберите черновик'}>
      <Select<string>
        options={DRAFTS}
        placeholder="Выберите черновик"
        {...rest}
        value={value}
        onChange={(next) => {
          spy?.(next);
          setValue(next);
        }}
      />
    </FormField>
  );
}

const trigger = () => screen.getByRole('button', { name: /Черновик поставки/ });

describe('Select', () => {
  it('is labelled, described by the error and marked required', () => {
    render(<Harness />);
    // ARIA allows neither aria-invalid nor aria-required on a button: the error is its description, required is in
    // its name.
    expect(trigger().hasAttribute('aria-invalid')).toBe(false);
    expect(trigger().hasAttribute('aria-required')).toBe(false);
    expect(trigger().textContent).toContain('обязательное поле');
    expect(trigger().getAttribute('aria-describedby')).toBe(
      screen.getByText('Выберите черновик', { selector: 'p' }).id,
    );
  });

  it('picks an option, closes and shows its label', () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    fireEvent.click(trigger());
    fireEvent.click(screen.getByRole('option', { name: 'Черновик от 18.11.2026' }));
    expect(spy).toHaveBeenCalledWith('d2');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger().textContent).toContain('Черновик от 18.11.2026');
    expect(document.activeElement).toBe(trigger());
  });

  it('ignores disabled options', () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    fireEvent.click(trigger());
    const disabled = screen.getByRole('option', { name: 'Черновик от 01.11.2026' });
    expect(disabled.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(disabled);
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByRole('listbox')).toBeTruthy();
  });

  it('clears the value when clearable', () => {
    const spy = vi.fn();
    render(<Harness spy={spy} clearable />);
    fireEvent.click(trigger());
    fireEvent.click(screen.getByRole('option', { name: 'Черновик от 20.11.2026' }));
    fireEvent.click(screen.getByRole('button', { name: 'Очистить' }));
    expect(spy).toHaveBeenLastCalledWith(null);
  });

  it('searches with a debounce when searchable and shows the empty text', () => {
    vi.useFakeTimers();
    render(<Harness searchable emptyText="Склады не найдены" />);
    fireEvent.click(trigger());
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '18.11' } });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'нет такого' } });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByText('Склады не найдены')).toBeTruthy();
  });

  it('keeps the rows under a press: a search settling before the finger lifts picks the option pressed', () => {
    vi.useFakeTimers();
    const spy = vi.fn();
    render(<Harness searchable spy={spy} />);
    fireEvent.click(trigger());
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '18.11' } });
    // The list still shows every draft: the seller presses the first one as the search's debounce runs out.
    const pressed = screen.getByRole('option', { name: 'Черновик от 20.11.2026' });
    fireEvent.pointerDown(pressed);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(3);
    fireEvent.pointerUp(pressed);
    fireEvent.click(pressed);
    expect(spy).toHaveBeenCalledWith('d1');
  });

  it('filters once a press on the list ends without a pick', () => {
    vi.useFakeTimers();
    render(<Harness searchable />);
    fireEvent.click(trigger());
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '18.11' } });
    fireEvent.pointerDown(screen.getByRole('option', { name: 'Черновик от 20.11.2026' }));
    act(() => {
      vi.advanceTimersByTime(200);
    });
    // A scroll of the list, say: the browser cancels the press.
    fireEvent.pointerCancel(screen.getByRole('listbox'));
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
  });

  it('gives the list the focus once options that were loading arrive', () => {
    const spy = vi.fn();
    const { rerender } = render(<Harness spy={spy} loading options={[]} />);
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    expect(screen.queryByRole('listbox')).toBeNull();
    rerender(<Harness spy={spy} />);
    const list = screen.getByRole('listbox');
    expect(document.activeElement).toBe(list);
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(spy).toHaveBeenCalledWith('d1');
  });

  it('is not searchable by default and supports the keyboard on the list', () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    expect(screen.queryByRole('combobox')).toBeNull();
    const list = screen.getByRole('listbox');
    expect(document.activeElement).toBe(list);
    fireEvent.keyDown(list, { key: 'End' });
    // The last enabled option (d3 is disabled).
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(spy).toHaveBeenCalledWith('d2');
  });
});

describe('Select with hundreds of options', () => {
  const WAREHOUSES = Array.from({ length: 300 }, (_, index) => ({ value: `w${index}`, label: `Склад ${index + 1}` }));
  it('renders a few panels of rows, more as the end is reached, and always up to the active one', () => {
    const observed = stubIntersectionObserver();
    render(<Harness options={WAREHOUSES} />);
    fireEvent.click(trigger());
    const list = screen.getByRole('listbox');
    expect(within(list).getAllByRole('option')).toHaveLength(20);

    const last = observed.at(-1);
    expect(last?.node.textContent).toContain('Склад 20');
    act(() => last?.enterView());
    expect(within(list).getAllByRole('option')).toHaveLength(40);

    // The keyboard reaches the last of all 300.
    fireEvent.keyDown(list, { key: 'End' });
    expect(within(list).getAllByRole('option')).toHaveLength(300);
    expect(list.getAttribute('aria-activedescendant')).toBe(within(list).getByRole('option', { name: 'Склад 300' }).id);
  });
});
