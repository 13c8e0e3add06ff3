import { describe, expect, it } from 'vitest';
import { todayResultsText } from './today-results';

// 28.11.2026 00:30 in Moscow is still 27.11 in UTC: the day counted is Moscow's.
const now = new Date('2026-11-27T21:30:00.000Z');
const today = (bookedCount: number, failedCount: number, date = '2026-11-28') => ({ date, bookedCount, failedCount });

describe('todayResultsText', () => {
  it('names the dates booked and the bookings failed today, each with its plural', () => {
    expect(todayResultsText(today(1, 1), now)).toBe('Сегодня: 1 бронь, 1 ошибка');
    expect(todayResultsText(today(2, 3), now)).toBe('Сегодня: 2 брони, 3 ошибки');
    expect(todayResultsText(today(5, 11), now)).toBe('Сегодня: 5 броней, 11 ошибок');
    expect(todayResultsText(today(21, 22), now)).toBe('Сегодня: 21 бронь, 22 ошибки');
  });

  it('leaves out a kind with none', () => {
    expect(todayResultsText(today(4, 0), now)).toBe('Сегодня: 4 брони');
    expect(todayResultsText(today(0, 1), now)).toBe('Сегодня: 1 ошибка');
  });

  it('says nothing for a quiet day, a backend without the summary, or a summary of another day', () => {
    expect(todayResultsText(today(0, 0), now)).toBeUndefined();
    expect(todayResultsText(undefined, now)).toBeUndefined();
    expect(todayResultsText(today(1, 1, '2026-11-27'), now)).toBeUndefined();
  });
});
