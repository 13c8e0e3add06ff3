import { describe, expect, it } from 'vitest';
import { moscowToday } from './calendar-day';
import {
  cellKey,
  cellOf,
  cellText,
  cellsBySupplyType,
  dayVerdict,
  logisticsRange,
  marketDays,
  passingDays,
  toneOf,
  type MarketConditions,
  type MarketRow,
} from './market';
import { defaultSlotFilters } from './slot-filters';

const row = (patch: Partial<MarketRow>): MarketRow => ({
  warehouseId: 507,
  day: '2026-11-23',
  supplyType: 'BOX',
  coefficient: 0,
  logisticsCoefficient: 160,
  allowUnload: true,
  observedAt: '2026-11-21T09:24:00.000Z',
  ...patch,
});

describe('the colour scale', () => {
  it('steps from free through five paid tones to the most expensive', () => {
    const tones = [0, 1, 2, 3, 4, 6, 7, 10, 11, 20].map((coefficient) => toneOf(cellOf(row({ coefficient }))));
    expect(tones).toEqual(['free', 'paid1', 'paid2', 'paid2', 'paid3', 'paid3', 'paid4', 'paid4', 'paid5', 'paid5']);
  });

  it('keeps closed days apart: −1, or a coefficient without unloading', () => {
    expect(toneOf(cellOf(row({ coefficient: -1 })))).toBe('closed');
    expect(toneOf(cellOf(row({ coefficient: 0, allowUnload: false })))).toBe('closed');
    expect(cellText(cellOf(row({ coefficient: 3, allowUnload: false })))).toBe('×');
  });

  it('shows a cell never seen, or outside the contract’s bounds, as unknown and never as a colour', () => {
    expect(toneOf(cellOf(undefined))).toBe('unknown');
    for (const coefficient of [-2, 21, 2.5, Number.NaN])
      expect(cellOf(row({ coefficient }))).toMatchObject({ kind: 'unknown', logistics: null });
    expect(cellText(cellOf(row({ coefficient: 21 })))).toBe('?');
    expect(cellOf(row({ logisticsCoefficient: -5 })).logistics).toBeNull();
  });

  it('always shows the number beside the colour', () => {
    expect(cellText(cellOf(row({ coefficient: 0 })))).toBe('0');
    expect(cellText(cellOf(row({ coefficient: 17 })))).toBe('17');
  });
});

describe('the days that pass a form’s conditions', () => {
  const conditions = (patch: Partial<MarketConditions['filters']> = {}, maxCoefficient = 2): MarketConditions => ({
    maxCoefficient,
    filters: { ...defaultSlotFilters, ...patch },
  });

  it('counts the lead time from Moscow’s today: at 00:30 Moscow (21:30 UTC the day before) today is already the new day', () => {
    const today = moscowToday(new Date('2026-11-21T21:30:00.000Z'));
    expect(today).toBe('2026-11-22');
    const lead = conditions({ minLeadDays: 1 });
    expect(dayVerdict('2026-11-22', cellOf(row({ day: '2026-11-22' })), today, lead)).toBe('leadTime');
    expect(dayVerdict('2026-11-23', cellOf(row({ day: '2026-11-23' })), today, lead)).toBe('pass');
    // A minute before Moscow's midnight the lead time still counts from the 21st.
    const before = moscowToday(new Date('2026-11-21T20:59:00.000Z'));
    expect(dayVerdict('2026-11-22', cellOf(row({ day: '2026-11-22' })), before, lead)).toBe('pass');
  });

  it('drops the weekdays not chosen', () => {
    const workdays = conditions({ weekdays: [1, 2, 3, 4, 5] });
    expect(dayVerdict('2026-11-22', cellOf(row({})), '2026-11-21', workdays)).toBe('weekday');
    expect(dayVerdict('2026-11-23', cellOf(row({})), '2026-11-21', workdays)).toBe('pass');
  });

  it('holds both caps: the acceptance coefficient and the logistics %', () => {
    const today = '2026-11-21';
    expect(dayVerdict('2026-11-23', cellOf(row({ coefficient: 3 })), today, conditions())).toBe('coefficient');
    expect(dayVerdict('2026-11-23', cellOf(row({ coefficient: 2 })), today, conditions())).toBe('pass');
    const capped = conditions({ maxLogisticsCoefficient: 150 });
    expect(dayVerdict('2026-11-23', cellOf(row({ logisticsCoefficient: 160 })), today, capped)).toBe('logistics');
    expect(dayVerdict('2026-11-23', cellOf(row({ logisticsCoefficient: 150 })), today, capped)).toBe('pass');
    expect(dayVerdict('2026-11-23', cellOf(row({ logisticsCoefficient: null })), today, capped)).toBe('logistics');
    expect(dayVerdict('2026-11-23', cellOf(row({ logisticsCoefficient: null })), today, conditions())).toBe('pass');
  });

  it('lets in only the days the form’s dates cover, and every day while it has none', () => {
    const watched = { ...conditions({}, 20), watchedDays: ['2026-11-24', '2026-11-25'] };
    expect(dayVerdict('2026-11-23', cellOf(row({})), '2026-11-21', watched)).toBe('dates');
    expect(dayVerdict('2026-11-24', cellOf(row({ day: '2026-11-24' })), '2026-11-21', watched)).toBe('pass');
    expect(dayVerdict('2026-11-23', cellOf(row({})), '2026-11-21', { ...watched, watchedDays: [] })).toBe('pass');
  });

  it('never lets a closed or unknown day pass', () => {
    expect(dayVerdict('2026-11-23', cellOf(row({ coefficient: -1 })), '2026-11-21', conditions({}, 20))).toBe('closed');
    expect(dayVerdict('2026-11-23', cellOf(undefined), '2026-11-21', conditions({}, 20))).toBe('unknown');
  });

  it('counts a day once when any warehouse has it', () => {
    expect(
      passingDays(
        [
          ['pass', 'coefficient', 'closed'],
          ['pass', 'pass', 'unknown'],
        ],
        3,
      ),
    ).toBe(2);
  });

  it('gives the range of logistics seen, and none without any', () => {
    const cells = [160, 120, null, 170].map((logisticsCoefficient) => cellOf(row({ logisticsCoefficient })));
    expect(logisticsRange(cells)).toEqual({ min: 120, max: 170 });
    expect(logisticsRange([cellOf(undefined)])).toBeUndefined();
  });

  it('lays out 14 days from today across a month end', () => {
    const days = marketDays('2026-11-28');
    expect(days).toHaveLength(14);
    expect([days[0], days[3], days[13]]).toEqual(['2026-11-28', '2026-12-01', '2026-12-11']);
  });
});

describe('the table’s lookups', () => {
  it('finds each supply type’s row by warehouse and day, and no other type’s', () => {
    const box = row({});
    const pallet = row({ supplyType: 'MONOPALLETE', coefficient: 5 });
    const later = row({ day: '2026-11-24', coefficient: 2 });
    const lookups = cellsBySupplyType([box, pallet, later]);
    expect(lookups.get('BOX')?.get(cellKey(507, '2026-11-23'))).toBe(box);
    expect(lookups.get('BOX')?.get(cellKey(507, '2026-11-24'))).toBe(later);
    expect(lookups.get('MONOPALLETE')?.get(cellKey(507, '2026-11-23'))).toBe(pallet);
    expect(lookups.get('MONOPALLETE')?.get(cellKey(507, '2026-11-24'))).toBeUndefined();
    expect(lookups.get('SUPERSAFE')).toBeUndefined();
  });
});
