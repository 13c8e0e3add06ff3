import { describe, expect, it } from 'vitest';
import { formatDateTime, groupFindsBySlot } from './trigger-history-format';

describe('formatDateTime', () => {
  it("formats instants in the seller's time zone", () => {
    const local = new Date(2026, 10, 21, 9, 15).toISOString();
    expect(formatDateTime(local)).toBe('21.11.2026 09:15');
  });
});

describe('groupFindsBySlot', () => {
  const find = (id: number, foundAt: string, warehouseId: number, outcome: 'sent' | 'suppressed_repeat') => ({
    id,
    foundAt,
    warehouseId,
    day: '2026-11-21',
    supplyType: 'BOX' as const,
    coefficient: 0,
    logisticsCoefficient: 140,
    notification: { outcome, at: outcome === 'sent' ? foundAt : null, failure: null },
  });

  it('makes one row of a slot seen again, with its first sighting and its sent notification', () => {
    const slots = groupFindsBySlot([
      find(4, '2026-11-21T09:15:00.000Z', 117501, 'suppressed_repeat'),
      find(3, '2026-11-21T09:15:00.000Z', 507, 'suppressed_repeat'),
      find(2, '2026-11-21T08:15:00.000Z', 117501, 'suppressed_repeat'),
      find(1, '2026-11-20T19:15:00.000Z', 117501, 'sent'),
    ]);
    expect(slots.map((slot) => [slot.latest.id, slot.sightings, slot.firstFoundAt, slot.notification.outcome])).toEqual(
      [
        [4, 3, '2026-11-20T19:15:00.000Z', 'sent'],
        [3, 1, '2026-11-21T09:15:00.000Z', 'suppressed_repeat'],
      ],
    );
  });
});
