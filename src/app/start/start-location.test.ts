import { describe, expect, it } from 'vitest';
import { startLocationOf } from './start-location';

describe('the launch view', () => {
  it.each([
    ['?view=triggers-main', 'triggers-main'],
    ['?view=store', 'store-subscription'],
    ['?view=autobookings-main', 'autobookings-main'],
    ['?view=account', 'account'],
    ['?view=terms', 'terms'],
  ])('accepts %s', (search, view) => {
    expect(startLocationOf(search).view).toBe(view);
  });

  it.each(['', '?view=', '?action=change_supplier'])('opens the default view without a view: %j', (search) => {
    expect(startLocationOf(search)).toEqual({ view: 'triggers-main', openSupplierSelect: false, unknownView: false });
  });

  it.each(['?view=triggers-form', '?view=autobookings-form', '?view=store-bookings', '?view=admin', '?view=Store'])(
    'opens the not-found page for a view no deep link opens: %j',
    (search) => {
      expect(startLocationOf(search)).toEqual({ view: 'triggers-main', openSupplierSelect: false, unknownView: true });
    },
  );

  it('opens the supplier selection only on the account view', () => {
    expect(startLocationOf('?view=account&action=change_supplier')).toEqual({
      view: 'account',
      openSupplierSelect: true,
      unknownView: false,
    });
    expect(startLocationOf('?view=store&action=change_supplier').openSupplierSelect).toBe(false);
    expect(startLocationOf('?view=account&action=other').openSupplierSelect).toBe(false);
  });

  it('reads a startapp parameter when the query names no view, and opens the default for an unknown one', () => {
    expect(startLocationOf('', 'account__change_supplier')).toMatchObject({
      view: 'account',
      openSupplierSelect: true,
    });
    expect(startLocationOf('', 'store')).toMatchObject({ view: 'store-subscription', openSupplierSelect: false });
    expect(startLocationOf('', 'triggers-form')).toEqual({
      view: 'triggers-main',
      openSupplierSelect: false,
      unknownView: false,
    });
    expect(startLocationOf('?view=terms', 'account__change_supplier')).toEqual({
      view: 'terms',
      openSupplierSelect: false,
      unknownView: false,
    });
  });
});
