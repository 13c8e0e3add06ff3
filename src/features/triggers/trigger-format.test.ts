import { describe, expect, it } from 'vitest';
import { warehouseNameOf } from '@/domain/warehouse-names';
import { checkIntervalText, findsSummaryText, searchFacts, triggerDatesText } from './trigger-format';
import { customDates, datesForMode, rangeDates } from './trigger-dates';

describe('triggerDatesText', () => {
  it('shows one day for TODAY and TOMORROW, by its UTC calendar date', () => {
    expect(triggerDatesText({ searchMode: 'TODAY', ...datesForMode('TODAY', '2026-11-21') })).toBe('21.11.2026');
    expect(triggerDatesText({ searchMode: 'TOMORROW', ...datesForMode('TOMORROW', '2026-12-31') })).toBe('01.01.2027');
  });

  it('shows the ends of a week and a period', () => {
    expect(triggerDatesText({ searchMode: 'WEEK', ...datesForMode('WEEK', '2026-11-20') })).toBe(
      '20.11.2026 – 26.11.2026',
    );
    expect(triggerDatesText({ searchMode: 'RANGE', ...rangeDates('2026-11-23', '2026-11-27') })).toBe(
      '23.11.2026 – 27.11.2026',
    );
  });

  it('shows the start of an open-ended watch', () => {
    expect(triggerDatesText({ searchMode: 'UNTIL_FOUND', ...datesForMode('UNTIL_FOUND', '2026-11-18') })).toBe(
      'с 18.11.2026, без окончания',
    );
  });

  it('lists custom dates, shortening long lists', () => {
    expect(
      triggerDatesText({ searchMode: 'CUSTOM_DATES', ...customDates(['2026-11-25', '2026-11-28', '2026-12-05']) }),
    ).toBe('25.11.2026, 28.11.2026, 05.12.2026');
    const many = customDates([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
      '2026-12-07',
    ]);
    expect(triggerDatesText({ searchMode: 'CUSTOM_DATES', ...many })).toBe(
      '01.12.2026, 02.12.2026, 03.12.2026, 04.12.2026, 05.12.2026 и еще 2',
    );
  });

  it('shows a dash when dates are missing', () => {
    expect(triggerDatesText({ searchMode: 'RANGE', startDate: null, endDate: null, selectedDates: [] })).toBe('—');
  });
});

describe('texts of a card', () => {
  it('shows the interval as the picker names it, its number glued to its unit', () => {
    expect(checkIntervalText(60)).toBe('каждый час');
    expect(checkIntervalText(180)).toBe('каждые 3\u00a0часа');
    expect(checkIntervalText(360)).toBe('каждые 6\u00a0часов');
    expect(checkIntervalText(720)).toBe('каждые 12\u00a0часов');
    expect(checkIntervalText(1440)).toBe('каждые 24\u00a0часа');
    expect(checkIntervalText(1260)).toBe('каждый 21\u00a0час');
    expect(checkIntervalText(90)).toBe('каждые 90\u00a0мин');
  });
});

describe('searchFacts', () => {
  const tomorrow = { searchMode: 'TOMORROW', ...datesForMode('TOMORROW', '2026-11-19') } as const;

  it('shows the mode and dates of a relevant trigger', () => {
    expect(searchFacts({ status: 'RELEVANT', ...tomorrow })).toEqual({ mode: 'Завтра', dates: '20.11.2026' });
  });

  it("names picked dates as what they are, not as the form's option 'Выбрать даты'", () => {
    const picked = { searchMode: 'CUSTOM_DATES', ...customDates(['2026-11-25', '2026-11-28']) } as const;
    expect(searchFacts({ status: 'RELEVANT', ...picked })).toEqual({
      mode: 'Выбранные даты',
      dates: '25.11.2026, 28.11.2026',
    });
  });

  it('says a finished trigger is over and which day it was for, never a relative day', () => {
    expect(searchFacts({ status: 'COMPLETED', ...tomorrow })).toEqual({ mode: 'Завершен', dates: 'был на 20.11.2026' });
    expect(searchFacts({ status: 'EXPIRED', ...tomorrow })).toEqual({ mode: 'Истек', dates: 'был на 20.11.2026' });
    expect(
      searchFacts({ status: 'COMPLETED', searchMode: 'UNTIL_FOUND', ...datesForMode('UNTIL_FOUND', '2026-11-18') }),
    ).toEqual({ mode: 'Завершен', dates: 'был с 18.11.2026' });
  });
});

describe('findsSummaryText', () => {
  const now = new Date(2026, 10, 21, 9, 0);
  const names = warehouseNameOf([
    { ID: 507, name: 'Коледино' },
    { ID: 117501, name: 'Подольск' },
  ]);
  const find = (count: number) =>
    ({
      findsSummary: {
        count,
        lastFind: {
          id: 1,
          foundAt: '2026-11-21T09:15:00.000Z',
          warehouseId: 117501,
          day: '2026-11-21',
          supplyType: 'BOX',
          coefficient: 0,
          logisticsCoefficient: 140,
          notification: { outcome: 'sent', at: '2026-11-21T09:15:00.000Z', failure: null },
        },
      },
    }) as const;

  it('counts the finds and names the last one, the word agreeing with the number', () => {
    expect(findsSummaryText(find(23), names, now)).toBe('23 находки\u00a0· последняя: Подольск, на 21.11, бесплатно');
    expect(findsSummaryText(find(23), names, new Date(2027, 0, 2))).toBe(
      '23 находки\u00a0· последняя: Подольск, на 21.11.2026, бесплатно',
    );
    expect(findsSummaryText(find(23), names, now, { brief: true })).toBe(
      '23 находки\u00a0· последняя: Подольск, на 21.11',
    );
    expect(findsSummaryText(find(1), names, now)).toMatch(/^1 находка/);
    expect(findsSummaryText(find(5), names, now)).toMatch(/^5 находок/);
  });

  it('counts different slots, not sightings, when the backend counts them', () => {
    const slots = (count: number, slotCount: number) => ({
      ...find(count),
      findsSummary: { ...find(count).findsSummary, slotCount, todaySlotCount: 0 },
    });
    expect(findsSummaryText(slots(23, 2), names, now, { brief: true })).toBe(
      '2 слота\u00a0· замечены 23 раза\u00a0· последний: Подольск, на 21.11',
    );
    expect(findsSummaryText(slots(5, 1), names, now, { brief: true })).toBe(
      '1 слот\u00a0· замечен 5 раз\u00a0· последний: Подольск, на 21.11',
    );
    expect(findsSummaryText(slots(3, 3), names, now, { brief: true })).toBe(
      '3 слота\u00a0· последний: Подольск, на 21.11',
    );
  });

  it('says when nothing was found yet, and shows nothing without a summary', () => {
    expect(findsSummaryText({ findsSummary: { count: 0, lastFind: null } }, names, now)).toBe('Слотов пока не найдено');
    expect(findsSummaryText({}, names, now)).toBeUndefined();
  });
});
