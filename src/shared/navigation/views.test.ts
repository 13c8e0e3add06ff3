import { describe, expect, it } from 'vitest';
import { isFormView, pathOf, sectionOf, startLocationOf, viewNames, viewOfPath } from './views';

describe('views', () => {
  it('recognises form views by the -form suffix', () => {
    expect(isFormView('triggers-form')).toBe(true);
    expect(isFormView('autobookings-form')).toBe(true);
    expect(isFormView('triggers-main')).toBe(false);
    expect(isFormView('store-subscription')).toBe(false);
  });

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
