import { describe, expect, it } from 'vitest';
import { pathOf, sectionOf, viewNames, viewOfPath } from './views';

describe('views', () => {
  it('takes the section from the first segment', () => {
    expect(sectionOf('triggers-form')).toBe('triggers');
    expect(sectionOf('autobookings-main')).toBe('autobookings');
    expect(sectionOf('store-bookings')).toBe('store');
    expect(sectionOf('terms')).toBe('terms');
    expect(sectionOf('account')).toBe('account');
  });

  it('maps every view to a path and back', () => {
    for (const view of viewNames) expect(viewOfPath(pathOf(view))).toBe(view);
    expect(viewOfPath('/nowhere')).toBeUndefined();
  });
});
