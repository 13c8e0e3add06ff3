import { describe, expect, it } from 'vitest';
import type { Autobooking } from '@/api/autobookings';
import {
  failureAction,
  pausedAction,
  acceptedSupplyTypes,
  allowsTransit,
  createBlocker,
  creditsLeftAfter,
  creditsNeeded,
  isTransitUsable,
  refundOnDelete,
  storeTabForCreation,
} from './autobooking-rules';

function booking(overrides: Partial<Autobooking>): Autobooking {
  return {
    id: 1,
    status: 'ARCHIVED',
    warehouseId: 507,
    transitWarehouseId: null,
    transitWarehouseName: null,
    supplyType: 'BOX',
    dateType: 'WEEK',
    startDate: null,
    endDate: null,
    customDates: [],
    completedDates: [],
    maxCoefficient: 0,
    createdAt: '2026-11-01T09:00:00.000Z',
    draftId: 'draft',
    ...overrides,
  };
}

describe('credits', () => {
  it('needs one credit per custom date and one for any other date type', () => {
    expect(creditsNeeded('CUSTOM_DATES', ['2026-11-22', '2026-11-23', '2026-11-24'])).toBe(3);
    expect(creditsNeeded('CUSTOM_DATES', [])).toBe(0);
    expect(creditsNeeded('WEEK', [])).toBe(1);
    expect(creditsNeeded('MONTH', [])).toBe(1);
    expect(creditsNeeded('CUSTOM_PERIOD', [])).toBe(1);
    expect(creditsNeeded(null, [])).toBe(1);
  });

  it('leaves the balance minus the credits used, below 0 when it does not suffice', () => {
    expect(creditsLeftAfter(12, 'WEEK', [])).toBe(11);
    expect(creditsLeftAfter(2, 'CUSTOM_DATES', ['2026-11-22', '2026-11-23'])).toBe(0);
    expect(creditsLeftAfter(2, 'CUSTOM_DATES', ['2026-11-22', '2026-11-23', '2026-11-24'])).toBe(-1);
    expect(creditsLeftAfter(0, 'MONTH', [])).toBe(-1);
  });

  it('returns one credit per custom date not booked yet on delete, one otherwise', () => {
    expect(refundOnDelete(booking({ dateType: 'CUSTOM_DATES', customDates: ['2026-12-03', '2026-12-04'] }))).toBe(2);
    expect(
      refundOnDelete(
        booking({
          dateType: 'CUSTOM_DATES',
          customDates: ['2026-11-10', '2026-11-30'],
          completedDates: ['2026-11-30'],
        }),
      ),
    ).toBe(1);
    expect(
      refundOnDelete(
        booking({ dateType: 'CUSTOM_DATES', customDates: ['2026-11-30'], completedDates: ['2026-11-30'] }),
      ),
    ).toBe(0);
    expect(refundOnDelete(booking({ dateType: 'CUSTOM_DATES', customDates: ['2026-12-03', '2026-12-03'] }))).toBe(1);
    expect(refundOnDelete(booking({ dateType: 'WEEK', startDate: '2026-10-01' }))).toBe(1);
    expect(refundOnDelete(booking({ dateType: 'CUSTOM_PERIOD', startDate: '2026-11-28', endDate: '2026-12-15' }))).toBe(
      1,
    );
  });
});

describe('createBlocker', () => {
  it('names the missing fields first, then the empty balance, then the dates the balance does not cover', () => {
    expect(createBlocker(['склад', 'тип периода'], 0, -1)).toBe('Выберите склад и тип периода');
    expect(createBlocker([], 0, -1)).toBe('Пополните баланс автобронирований');
    expect(createBlocker([], 2, -1)).toBe('Выберите меньше дат: не хватает автобронирований');
  });

  it('lets the booking be created when complete and paid for, down to the last credit', () => {
    expect(createBlocker([], 2, 0)).toBeUndefined();
    expect(createBlocker([], 12, 11)).toBeUndefined();
  });
});

describe('storeTabForCreation', () => {
  it('sends a seller without a subscription to the plans first, then one without credits to the packs', () => {
    expect(storeTabForCreation(false, 0)).toBe('store-subscription');
    expect(storeTabForCreation(false, 12)).toBe('store-subscription');
    expect(storeTabForCreation(true, 0)).toBe('store-bookings');
    expect(storeTabForCreation(true, 1)).toBeUndefined();
  });
});

describe('supply types and transit', () => {
  const transit = (storeBox: boolean, storePallet: boolean, storeSupersafe: boolean) => ({
    transitWarehouseId: 210127,
    transitWarehouseName: 'СЦ Внуково',
    storeBox,
    storePallet,
    storeSupersafe,
  });

  it('offers the types the warehouse takes more than 0 units of, in the contract order', () => {
    expect(acceptedSupplyTypes({ monoMixQuantity: 120, supersafeQuantity: 4, palletQuantity: 2 })).toEqual([
      'BOX',
      'SUPERSAFE',
      'MONOPALLETE',
    ]);
    expect(acceptedSupplyTypes({ monoMixQuantity: 64, supersafeQuantity: 0, palletQuantity: 0 })).toEqual(['BOX']);
    expect(acceptedSupplyTypes({ monoMixQuantity: 0, supersafeQuantity: 1, palletQuantity: 3 })).toEqual([
      'SUPERSAFE',
      'MONOPALLETE',
    ]);
    expect(acceptedSupplyTypes({ monoMixQuantity: 0, supersafeQuantity: 0, palletQuantity: 0 })).toEqual([]);
  });

  it('keeps only what the transit warehouse stores', () => {
    const meta = { monoMixQuantity: 120, supersafeQuantity: 4, palletQuantity: 2 };
    expect(acceptedSupplyTypes(meta, transit(true, true, false))).toEqual(['BOX', 'MONOPALLETE']);
    expect(acceptedSupplyTypes(meta, transit(false, false, true))).toEqual(['SUPERSAFE']);
  });

  it('refuses a transit warehouse that stores nothing', () => {
    expect(isTransitUsable(transit(false, false, false))).toBe(false);
    expect(isTransitUsable(transit(true, false, false))).toBe(true);
    expect(isTransitUsable(transit(false, false, true))).toBe(true);
  });

  it('allows no transit for sorting centres', () => {
    expect(allowsTransit('СЦ Внуково')).toBe(false);
    expect(allowsTransit('Коледино')).toBe(true);
    expect(allowsTransit('СЦБ Склад')).toBe(true);
  });
});

describe('failureAction', () => {
  const active = { subscriptionActive: true };

  it('offers authorising, a subscription or a new booking by the failure code', () => {
    expect(failureAction({ code: 'supplier_auth_revoked', retryable: true }, active)).toBe('authorize');
    expect(failureAction({ code: 'supplier_not_linked', retryable: true }, active)).toBe('choose-supplier');
    expect(failureAction({ code: 'no_slot_in_time', retryable: false }, active)).toBe('create-new');
    expect(failureAction({ code: 'subscription_inactive', retryable: true }, active)).toBe('buy-subscription');
  });

  it('offers a retry only when the failure says it can help, and a subscription first when it lapsed', () => {
    expect(failureAction({ code: 'refused_by_marketplace', retryable: true }, active)).toBe('retry');
    expect(failureAction({ code: 'refused_by_marketplace', retryable: true }, { subscriptionActive: false })).toBe(
      'buy-subscription',
    );
    expect(failureAction(null, active)).toBeUndefined();
  });

  it('offers creating it anew with its settings when a retry cannot help, whatever the code', () => {
    expect(failureAction({ code: 'draft_not_found', retryable: false }, active)).toBe('create-new');
    expect(failureAction({ code: 'warehouse_inactive', retryable: false }, { subscriptionActive: false })).toBe(
      'create-new',
    );
    // A code of a newer contract, unknown here: its `retryable` still decides.
    const unknown = 'a_code_of_a_newer_contract' as 'internal_error';
    expect(failureAction({ code: unknown, retryable: false }, active)).toBe('create-new');
    expect(failureAction({ code: unknown, retryable: true }, active)).toBe('retry');
  });
});

describe('pausedAction', () => {
  it('offers choosing the supplier on the card only for the pause no banner explains', () => {
    expect(pausedAction('supplier_not_linked')).toBe('choose-supplier');
    for (const said of ['subscription_inactive', 'supplier_auth_revoked', 'source_unavailable'] as const)
      expect(pausedAction(said)).toBeUndefined();
  });
});
