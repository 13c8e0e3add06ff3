import { describe, expect, it } from 'vitest';
import { formatInstant, lastCustomDate } from './autobooking-dates';

describe('autobooking dates', () => {
  it('ends the custom-dates choice 29 days after today (30 days), across the year end', () => {
    expect(lastCustomDate('2026-11-21')).toBe('2026-12-20');
    expect(lastCustomDate('2026-12-15')).toBe('2027-01-13');
  });

  it('formats an instant with the local time', () => {
    expect(formatInstant(new Date(2026, 10, 20, 17, 32).toISOString())).toBe('20.11.2026, 17:32');
    // An instant with an offset, as the contract's date-time allows: shown in the seller's zone.
    expect(formatInstant('2026-11-20T14:32:00+00:00')).toBe(
      formatInstant(new Date(Date.UTC(2026, 10, 20, 14, 32)).toISOString()),
    );
  });
});
