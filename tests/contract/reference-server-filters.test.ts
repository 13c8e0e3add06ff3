import { describe, expect, it } from 'vitest';
import {
  bookingDays,
  filtersConflict,
  slotPasses,
  storedFilters,
  triggerDays,
} from '../../tools/reference-server/slot-filters.mjs';
import { createReferenceServer } from '../../tools/reference-server/server.mjs';

const today = '2026-11-21';

describe('the reference backend applies the slot filters', () => {
  it('stores each filter as sent, or its default', () => {
    expect(storedFilters({})).toEqual({
      minLeadDays: 0,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      maxLogisticsCoefficient: null,
    });
    expect(storedFilters({ minLeadDays: 2, weekdays: [5, 1], maxLogisticsCoefficient: 150 })).toEqual({
      minLeadDays: 2,
      weekdays: [5, 1],
      maxLogisticsCoefficient: 150,
    });
  });

  it('finds the days of every search mode and date type', () => {
    expect(triggerDays({ searchMode: 'UNTIL_FOUND', selectedDates: [] })).toEqual([]);
    expect(triggerDays({ searchMode: 'TODAY', selectedDates: ['2026-11-21T00:00:00.000Z'] })).toEqual([today]);
    expect(bookingDays({ dateType: 'WEEK', startDate: '2026-12-28' }).at(-1)).toBe('2027-01-04');
    expect(bookingDays({ dateType: 'MONTH', startDate: '2027-01-31' }).at(-1)).toBe('2027-02-28');
    expect(bookingDays({ dateType: 'CUSTOM_PERIOD', startDate: today, endDate: '2026-11-22' })).toEqual([
      today,
      '2026-11-22',
    ]);
    expect(bookingDays({ dateType: 'CUSTOM_DATES', customDates: ['2026-11-25'] })).toEqual(['2026-11-25']);
  });

  it('refuses dates the filters leave empty', () => {
    const filters = storedFilters({ minLeadDays: 1 });
    expect(filtersConflict([today], today, filters)).toBe('minLeadDays');
    expect(filtersConflict(['2026-11-28', '2026-11-29'], today, storedFilters({ weekdays: [1, 2, 3, 4, 5] }))).toBe(
      'weekdays',
    );
    expect(filtersConflict([], today, filters)).toBeUndefined();
  });

  it('lets a slot through only within every filter', () => {
    const filters = storedFilters({ minLeadDays: 2, weekdays: [1, 2, 3, 4, 5], maxLogisticsCoefficient: 150 });
    expect(slotPasses({ day: '2026-11-23', deliveryCoef: 150 }, today, filters)).toBe(true);
    expect(slotPasses({ day: '2026-11-22', deliveryCoef: 100 }, today, filters)).toBe(false);
    expect(slotPasses({ day: '2026-11-28', deliveryCoef: 100 }, today, filters)).toBe(false);
    expect(slotPasses({ day: '2026-11-23', deliveryCoef: 160 }, today, filters)).toBe(false);
    expect(slotPasses({ day: '2026-11-23' }, today, filters)).toBe(false);
    expect(slotPasses({ day: '2026-11-23' }, today, storedFilters({}))).toBe(true);
    expect(slotPasses({ day: '2026-11-20' }, today, storedFilters({}))).toBe(false);
  });

  it('records only the finds and bookings that pass the filters of the trigger or booking', () => {
    const server = createReferenceServer({ botToken: 'test', now: () => Date.parse('2026-11-21T09:00:00.000Z') });
    const seller = 5;
    // Trigger 114 of the examples: at least 2 days ahead, weekdays only, logistics up to 150 %.
    expect(server.simulate.recordFind(seller, 114, { day: '2026-11-22', logisticsCoefficient: 100 })).toBeNull();
    expect(server.simulate.recordFind(seller, 114, { day: '2026-11-28', logisticsCoefficient: 100 })).toBeNull();
    expect(server.simulate.recordFind(seller, 114, { day: '2026-11-23', logisticsCoefficient: 160 })).toBeNull();
    expect(server.simulate.recordFind(seller, 114, { day: '2026-11-23', logisticsCoefficient: 150 })).toMatchObject({
      day: '2026-11-23',
    });
    // Booking 9012: a month from 01.12.2026, at least 3 days ahead, weekends only, logistics up to 200 %.
    expect(server.simulate.completeBooking(seller, 9012, { day: '2026-12-07' }, 120)).toBeNull();
    expect(server.simulate.completeBooking(seller, 9012, { day: '2026-12-05' }, 250)).toBeNull();
    expect(server.simulate.completeBooking(seller, 9012, { day: '2026-12-05' }, 120)).toMatchObject({
      day: '2026-12-05',
    });
  });
});
