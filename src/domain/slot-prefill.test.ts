import { describe, expect, it } from 'vitest';
import { slotBookingStep } from './slot-booking-step';
import { slotPrefillOf } from './slot-prefill';

const now = new Date('2026-11-21T09:00:00.000Z');
const ready = {
  agreeTerms: true,
  supplierId: 'a1b2',
  subscriptionExpiresAt: '2026-12-21T09:00:00.000Z',
  autobookingCount: 3,
};

describe('a slot a form opens on', () => {
  it('reads a whole slot from the search params, and nothing from a broken one', () => {
    const search = { warehouseId: '507', supplyType: 'BOX', day: '2026-11-25', coefficient: '3' };
    expect(slotPrefillOf(search)).toEqual({ warehouseId: 507, supplyType: 'BOX', day: '2026-11-25', coefficient: 3 });
    expect(slotPrefillOf({ ...search, supplyType: 'PALLET' })).toBeUndefined();
    expect(slotPrefillOf({ ...search, day: '25.11.2026' })).toBeUndefined();
    expect(slotPrefillOf({ ...search, warehouseId: '-1' })).toBeUndefined();
    // A cap outside the contract's 0–20 starts at free.
    expect(slotPrefillOf({ ...search, coefficient: '21' })?.coefficient).toBe(0);
  });

  it('books only once nothing is missing, asking first for what is: terms, supplier, subscription, a credit', () => {
    expect(slotBookingStep(ready, now)).toBe('autobookings-form');
    expect(slotBookingStep({ ...ready, agreeTerms: false, supplierId: null }, now)).toBe('terms');
    expect(slotBookingStep({ ...ready, supplierId: null, autobookingCount: 0 }, now)).toBe('autobookings-main');
    expect(slotBookingStep({ ...ready, subscriptionExpiresAt: '2026-11-21T08:59:59.000Z' }, now)).toBe(
      'store-subscription',
    );
    expect(slotBookingStep({ ...ready, autobookingCount: 0 }, now)).toBe('store-bookings');
  });
});
