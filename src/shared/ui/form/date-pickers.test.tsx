// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { calendarDayOf } from '@/domain/calendar-day';
import { DatePicker } from './date-picker';
import { DateRangePicker, type DateRangeValue } from './date-range-picker';
import { FormField } from './form-field';
import { MultiDatePicker } from './multi-date-picker';

const TODAY = new Date(2026, 10, 21); // 21.11.2026, a Saturday
const keys = (dates: readonly Date[]) => dates.map(calendarDayOf);
const day = (pattern: RegExp) => screen.getByRole('button', { name: pattern });

/** The picker's value kept in state as a form would, each change also reported to `spy`. */
function useSpiedState<T>(initial: T, spy?: (value: T) => void) {
  const [value, setValue] = useState(initial);
  const onChange = (next: T) => {
    spy?.(next);
    setValue(next);
  };
  return [value, onChange] as const;
}

/** The calendars load react-day-picker on demand: renders and waits for the month grid. */
async function renderWithCalendar(ui: ReactElement) {
  const result = render(ui);
  await screen.findAllByRole('grid');
  return result;
}

describe('MultiDatePicker', () => {
  function Harness(props: {
    maxSelected?: number;
    maxDate?: Date;
    onLimit?: () => void;
    spy?: (value: Date[]) => void;
  }) {
    const [value, onChange] = useSpiedState<Date[]>([], props.spy);
    return (
      <MultiDatePicker
        aria-label="Даты"
        today={TODAY}
        maxDate={props.maxDate}
        maxSelected={props.maxSelected}
        onLimit={props.onLimit}
        value={value}
        onChange={onChange}
      />
    );
  }

  it('shows a Monday-first Russian month and disables past days', async () => {
    const { container } = await renderWithCalendar(<Harness />);
    const headers = [...container.querySelectorAll('th')].map((cell) => cell.getAttribute('aria-label'));
    expect(headers[0]).toBe('понедельник');
    expect(headers[6]).toBe('воскресенье');
    expect(container.querySelector('[data-day="2026-11-20"]')?.getAttribute('data-disabled')).toBe('true');
    expect(container.querySelector('[data-day="2026-11-21"]')?.getAttribute('data-disabled')).toBeNull();
  });

  it('offers the days from today to maxDate only (the next 30 days of an autobooking)', async () => {
    const { container } = await renderWithCalendar(<Harness maxDate={new Date(2026, 11, 20)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Перейти к следующему месяцу' }));
    expect(container.querySelector('[data-day="2026-12-20"]')?.getAttribute('data-disabled')).toBeNull();
    expect(container.querySelector('[data-day="2026-12-21"]')?.getAttribute('data-disabled')).toBe('true');
  });

  it('selects dates as dd.MM.yyyy chips and refuses picks over maxSelected', async () => {
    const spy = vi.fn();
    const onLimit = vi.fn();
    await renderWithCalendar(<Harness maxSelected={1} onLimit={onLimit} spy={spy} />);
    fireEvent.click(day(/24 ноября 2026/));
    expect(keys(spy.mock.lastCall?.[0] as Date[])).toEqual(['2026-11-24']);
    expect(screen.getByRole('list', { name: 'Выбранные даты' }).textContent).toContain('24.11.2026');

    spy.mockClear();
    fireEvent.click(day(/26 ноября 2026/));
    expect(spy).not.toHaveBeenCalled();
    expect(onLimit).toHaveBeenCalledOnce();

    fireEvent.click(screen.getByRole('button', { name: 'Убрать дату 24.11.2026' }));
    expect(spy).toHaveBeenLastCalledWith([]);
  });
});

describe('DateRangePicker', () => {
  function Harness(props: {
    maxDays?: number;
    onLimit?: () => void;
    spy?: (value: DateRangeValue | undefined) => void;
  }) {
    const [value, onChange] = useSpiedState<DateRangeValue | undefined>(undefined, props.spy);
    return (
      <DateRangePicker
        aria-label="Период"
        today={TODAY}
        maxDays={props.maxDays}
        onLimit={props.onLimit}
        value={value}
        onChange={onChange}
      />
    );
  }

  it('picks a start and an end and shows them as dd.MM.yyyy', async () => {
    const spy = vi.fn();
    await renderWithCalendar(<Harness spy={spy} />);
    expect(screen.getByText('Выберите период')).toBeTruthy();
    fireEvent.click(day(/23 ноября 2026/));
    fireEvent.click(day(/27 ноября 2026/));
    const last = spy.mock.lastCall?.[0] as DateRangeValue;
    expect(keys([last.from as Date, last.to as Date])).toEqual(['2026-11-23', '2026-11-27']);
    expect(screen.getByText('23.11.2026 — 27.11.2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(spy).toHaveBeenLastCalledWith(undefined);
  });

  it('restarts the period and reports the limit when it would exceed maxDays', async () => {
    const spy = vi.fn();
    const onLimit = vi.fn();
    await renderWithCalendar(<Harness maxDays={3} onLimit={onLimit} spy={spy} />);
    fireEvent.click(day(/23 ноября 2026/));
    fireEvent.click(day(/27 ноября 2026/));
    expect(onLimit).toHaveBeenCalledOnce();
    const last = spy.mock.lastCall?.[0] as DateRangeValue;
    expect(calendarDayOf(last.from as Date)).toBe('2026-11-27');
    expect(last.to).toBeUndefined();
  });
});

describe('DatePicker', () => {
  function Harness(props: { spy?: (value: Date | undefined) => void }) {
    const [value, onChange] = useSpiedState<Date | undefined>(undefined, props.spy);
    return (
      <FormField label="Дата начала">
        <DatePicker
          today={TODAY}
          formatValue={(picked) => `с ${calendarDayOf(picked)}`}
          value={value}
          onChange={onChange}
        />
      </FormField>
    );
  }

  it('picks one day from today on and shows it above the calendar', async () => {
    const spy = vi.fn();
    const { container } = await renderWithCalendar(<Harness spy={spy} />);
    expect(screen.getByRole('group', { name: 'Дата начала' })).toBeTruthy();
    expect(screen.getByText('Выберите дату')).toBeTruthy();
    expect(container.querySelector('[data-day="2026-11-20"]')?.getAttribute('data-disabled')).toBe('true');

    fireEvent.click(day(/23 ноября 2026/));
    expect(keys([spy.mock.lastCall?.[0] as Date])).toEqual(['2026-11-23']);
    expect(screen.getByText('с 2026-11-23')).toBeTruthy();

    fireEvent.click(day(/23 ноября 2026/));
    expect(spy).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByText('Выберите дату')).toBeTruthy();
  });
});
