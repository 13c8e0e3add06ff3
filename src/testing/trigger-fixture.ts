import type { Trigger } from '@/api/triggers';

/** For unit tests: a started, relevant watch of one warehouse for today, with the fields a test is about changed. */
export function aTrigger(changes: Partial<Trigger> & Pick<Trigger, 'id'>): Trigger {
  return {
    warehouseIds: [507],
    supplyTypes: ['BOX'],
    searchMode: 'TODAY',
    startDate: '2026-11-21T00:00:00.000Z',
    endDate: '2026-11-21T23:59:59.999Z',
    selectedDates: ['2026-11-21T00:00:00.000Z'],
    checkInterval: 180,
    maxCoefficient: 0,
    isActive: true,
    status: 'RELEVANT',
    lastNotificationAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...changes,
  };
}
