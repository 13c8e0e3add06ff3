import { describe, expect, it } from 'vitest';
import { aTrigger } from '@/testing/trigger-fixture';
import { withCreated, withUpdated } from './trigger-writes';
import { type Trigger } from './triggers';
import { withActive, withoutTrigger } from './trigger-writes';

function trigger(id: number, isActive = true): Trigger {
  return aTrigger({
    id,
    isActive,
    lastNotificationAt: '2026-11-21T06:15:00.000Z',
    createdAt: '2026-11-20T19:02:11.000Z',
  });
}

const list = [trigger(3), trigger(2, false), trigger(1)];

describe('trigger cache updates', () => {
  it('puts a created trigger first, once', () => {
    expect(withCreated(list, trigger(4)).map((item) => item.id)).toEqual([4, 3, 2, 1]);
    expect(withCreated(withCreated(list, trigger(4)), trigger(4)).map((item) => item.id)).toEqual([4, 3, 2, 1]);
  });

  it('replaces the settings of an updated trigger and keeps its state and dates of creation and notification', () => {
    const settings = {
      warehouseIds: [117501, 686],
      supplyTypes: ['MONOPALLETE' as const],
      checkInterval: 60 as const,
      maxCoefficient: 5,
      searchMode: 'RANGE' as const,
      startDate: '2026-11-23T00:00:00.000Z',
      endDate: '2026-11-25T23:59:59.999Z',
      selectedDates: ['2026-11-23T00:00:00.000Z', '2026-11-24T00:00:00.000Z', '2026-11-25T00:00:00.000Z'],
    };
    const [, updated] = withUpdated(list, 2, settings);
    expect(updated).toEqual({ ...trigger(2, false), ...settings });
    expect(withUpdated(list, 2, settings)[0]).toBe(list[0]);
  });

  it('puts the filters an update leaves out back to their defaults (absent)', () => {
    const filtered = [{ ...trigger(2), minLeadDays: 2, weekdays: [1, 2, 3, 4, 5], maxLogisticsCoefficient: 150 }];
    const {
      id: _id,
      isActive: _active,
      status: _status,
      lastNotificationAt: _notified,
      createdAt: _created,
      ...settings
    } = trigger(2);
    const [updated] = withUpdated(filtered, 2, { ...settings, minLeadDays: 3 });
    expect(updated).toEqual({ ...trigger(2), minLeadDays: 3 });
  });

  it('sets isActive of the toggled trigger only, the same however often it is applied', () => {
    expect(withActive(list, 2, true).map((item) => item.isActive)).toEqual([true, true, true]);
    expect(withActive(list, 3, false).map((item) => item.isActive)).toEqual([false, false, true]);
    expect(withActive(withActive(list, 3, false), 3, false).map((item) => item.isActive)).toEqual([false, false, true]);
  });

  it('removes a deleted trigger', () => {
    expect(withoutTrigger(list, 2).map((item) => item.id)).toEqual([3, 1]);
  });

  it('never changes the list it is given', () => {
    withActive(list, 3, false);
    expect(list[0]?.isActive).toBe(true);
  });
});
