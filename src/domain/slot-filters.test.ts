import { describe, expect, it } from 'vitest';
import { eachDay, moscowToday } from './calendar-day';
import { dayPasses, isoWeekday } from './slot-days';
import { defaultSlotFilters, filtersFacts, slotFiltersOf, weekdaysText, type SlotFilters } from './slot-filters';
import { conflictMessage, filtersConflict, leadTimeHelp, slotFiltersRequest } from './slot-filter-rules';

const filters = (patch: Partial<SlotFilters>): SlotFilters => ({ ...defaultSlotFilters, ...patch });

describe('isoWeekday', () => {
  it('numbers Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-27')).toBe(5);
    expect(isoWeekday('2026-11-21')).toBe(6);
    expect(isoWeekday('2026-11-22')).toBe(7);
  });

  it('runs on across month and year ends and leap days', () => {
    expect(isoWeekday('2026-11-30')).toBe(1);
    expect(isoWeekday('2026-12-01')).toBe(2);
    expect(isoWeekday('2026-12-31')).toBe(4);
    expect(isoWeekday('2027-01-01')).toBe(5);
    expect(isoWeekday('2027-01-03')).toBe(7);
    expect(isoWeekday('2028-02-29')).toBe(2);
    expect(isoWeekday('2028-03-01')).toBe(3);
  });
});

describe('lead time at Moscow midnight', () => {
  // 21:00 UTC on 21.11 is already 22.11 in Moscow: the lead counts from Moscow's date, not the UTC one.
  const justAfterMidnight = moscowToday(new Date('2026-11-21T21:00:00.000Z'));
  const justBeforeMidnight = moscowToday(new Date('2026-11-21T20:59:59.999Z'));

  it('counts from the Moscow day on either side of its midnight', () => {
    expect(justBeforeMidnight).toBe('2026-11-21');
    expect(justAfterMidnight).toBe('2026-11-22');
    const twoDays = filters({ minLeadDays: 2 });
    expect(dayPasses('2026-11-23', justBeforeMidnight, twoDays)).toBe(true);
    expect(dayPasses('2026-11-23', justAfterMidnight, twoDays)).toBe(false);
    expect(dayPasses('2026-11-24', justAfterMidnight, twoDays)).toBe(true);
  });

  const today = '2026-11-21';
  // The days each search mode and date type covers on 21.11.2026 (a Saturday).
  const modes: Record<string, string[]> = {
    TODAY: [today],
    TOMORROW: ['2026-11-22'],
    WEEK: eachDay(today, '2026-11-27'),
    RANGE: eachDay('2026-11-23', '2026-11-25'),
    CUSTOM_DATES: ['2026-11-21', '2026-11-22'],
    'autobooking MONTH': eachDay('2026-11-21', '2026-12-20'),
    'autobooking CUSTOM_PERIOD': eachDay('2026-11-21', '2026-11-21'),
  };

  it('lets every mode through without a lead time', () => {
    for (const days of Object.values(modes)) expect(filtersConflict(days, today, defaultSlotFilters)).toBeUndefined();
  });

  it('refuses TODAY with any lead time, and TOMORROW from 2 days on', () => {
    expect(filtersConflict(modes.TODAY ?? [], today, filters({ minLeadDays: 1 }))).toBe('minLeadDays');
    expect(filtersConflict(modes.TOMORROW ?? [], today, filters({ minLeadDays: 1 }))).toBeUndefined();
    expect(filtersConflict(modes.TOMORROW ?? [], today, filters({ minLeadDays: 2 }))).toBe('minLeadDays');
  });

  it('keeps a WEEK while one of its days is far enough, and refuses it beyond', () => {
    expect(filtersConflict(modes.WEEK ?? [], today, filters({ minLeadDays: 6 }))).toBeUndefined();
    expect(filtersConflict(modes.WEEK ?? [], today, filters({ minLeadDays: 7 }))).toBe('minLeadDays');
  });

  it('applies to a period, picked dates and a month the same way', () => {
    expect(filtersConflict(modes.RANGE ?? [], today, filters({ minLeadDays: 4 }))).toBeUndefined();
    expect(filtersConflict(modes.RANGE ?? [], today, filters({ minLeadDays: 5 }))).toBe('minLeadDays');
    expect(filtersConflict(modes.CUSTOM_DATES ?? [], today, filters({ minLeadDays: 2 }))).toBe('minLeadDays');
    expect(filtersConflict(modes['autobooking MONTH'] ?? [], today, filters({ minLeadDays: 29 }))).toBeUndefined();
    expect(filtersConflict(modes['autobooking MONTH'] ?? [], today, filters({ minLeadDays: 30 }))).toBe('minLeadDays');
    expect(filtersConflict(modes['autobooking CUSTOM_PERIOD'] ?? [], today, filters({ minLeadDays: 1 }))).toBe(
      'minLeadDays',
    );
  });

  it('has nothing to refuse while no day is known (UNTIL_FOUND, dates not picked yet)', () => {
    expect(filtersConflict([], today, filters({ minLeadDays: 30, weekdays: [1] }))).toBeUndefined();
  });

  it('says what the lead time removes', () => {
    expect(leadTimeHelp(today, 0)).toBe('Подходят слоты начиная с сегодняшнего дня');
    expect(leadTimeHelp(today, 2)).toBe('Слоты раньше 23.11.2026 не подходят');
    expect(leadTimeHelp('2026-12-30', 3)).toBe('Слоты раньше 02.01.2027 не подходят');
  });
});

describe('weekdays', () => {
  it('refuse a period holding none of the chosen days, across a month end', () => {
    // 28.11–29.11.2026 is a weekend, 30.11 a Monday.
    const weekend = eachDay('2026-11-28', '2026-11-29');
    expect(filtersConflict(weekend, '2026-11-21', filters({ weekdays: [1, 2, 3, 4, 5] }))).toBe('weekdays');
    expect(filtersConflict([...weekend, '2026-11-30'], '2026-11-21', filters({ weekdays: [1] }))).toBeUndefined();
    expect(filtersConflict(eachDay('2026-11-30', '2026-12-04'), '2026-11-21', filters({ weekdays: [6, 7] }))).toBe(
      'weekdays',
    );
  });

  it('refuse across a year end, counting only the days left after the lead time', () => {
    // 31.12.2026 Thursday, 01.01.2027 Friday, 02.01 Saturday.
    const days = eachDay('2026-12-31', '2027-01-02');
    expect(filtersConflict(days, '2026-12-30', filters({ weekdays: [4] }))).toBeUndefined();
    expect(filtersConflict(days, '2026-12-30', filters({ weekdays: [4], minLeadDays: 2 }))).toBe('weekdays');
    expect(filtersConflict(days, '2026-12-30', filters({ weekdays: [6], minLeadDays: 3 }))).toBeUndefined();
  });

  it('read as runs and lists', () => {
    expect(weekdaysText([1, 2, 3, 4, 5])).toBe('пн–пт');
    expect(weekdaysText([6, 7])).toBe('сб, вс');
    expect(weekdaysText([1, 3, 4, 5, 7])).toBe('пн, ср–пт, вс');
    expect(weekdaysText([1, 2, 3, 4, 5, 6, 7])).toBe('все дни');
  });

  it('explain an empty intersection in words', () => {
    const today = '2026-11-21';
    expect(conflictMessage('minLeadDays', today, filters({ minLeadDays: 1 }))).toBe(
      'Все выбранные дни раньше 22.11.2026: уменьшите «Не раньше чем через» или выберите даты позже',
    );
    expect(conflictMessage('weekdays', today, filters({ weekdays: [1, 2, 3, 4, 5] }))).toBe(
      'В выбранных датах нет дней «пн–пт»: выберите другие дни недели или даты',
    );
  });
});

describe('stored and sent filters', () => {
  it('read an object without the fields (contract 2.0) as the defaults', () => {
    expect(slotFiltersOf({})).toEqual(defaultSlotFilters);
    expect(slotFiltersOf({ minLeadDays: 2, weekdays: [5, 1], maxLogisticsCoefficient: 150 })).toEqual({
      minLeadDays: 2,
      weekdays: [1, 5],
      maxLogisticsCoefficient: 150,
    });
  });

  it('send only what differs from the defaults', () => {
    expect(slotFiltersRequest(defaultSlotFilters)).toEqual({});
    expect(slotFiltersRequest(filters({ weekdays: [7, 6, 5, 4, 3, 2, 1] }))).toEqual({});
    expect(slotFiltersRequest(filters({ minLeadDays: 3, weekdays: [6, 7], maxLogisticsCoefficient: 200 }))).toEqual({
      minLeadDays: 3,
      weekdays: [6, 7],
      maxLogisticsCoefficient: 200,
    });
  });

  it('show on a card only when they differ from the defaults', () => {
    expect(filtersFacts(defaultSlotFilters)).toEqual([]);
    expect(filtersFacts(filters({ minLeadDays: 2, weekdays: [1, 2, 3, 4, 5], maxLogisticsCoefficient: 150 }))).toEqual([
      'через 2 дн.',
      'пн–пт',
      'логистика до 150%',
    ]);
  });
});
