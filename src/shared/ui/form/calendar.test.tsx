// @vitest-environment jsdom
// Own modules: the placeholder shows until react-day-picker's lazy chunk is in, which another file may have loaded.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Calendar } from './calendar';

/** The placeholder's height while react-day-picker loads (the first render, before the lazy chunk is in). */
function placeholderHeight(month: Date): string | undefined {
  const { container } = render(<Calendar defaultMonth={month} />);
  return container.querySelector<HTMLElement>('[aria-hidden="true"]')?.style.height;
}

describe('Calendar', () => {
  it("holds the height of the month it opens on: caption, weekdays and that month's rows of weeks", () => {
    // November 2026 starts on a Sunday: six rows from Monday. December 2026: five.
    expect(placeholderHeight(new Date(2026, 10, 1))).toBe(
      'calc(var(--calendar-caption) + var(--calendar-weekdays) + 6 * var(--calendar-day))',
    );
    expect(placeholderHeight(new Date(2026, 11, 1))).toContain('+ 5 * var(--calendar-day)');
    // February 2027 starts on a Monday and has 28 days: four.
    expect(placeholderHeight(new Date(2027, 1, 1))).toContain('+ 4 * var(--calendar-day)');
  });
});
