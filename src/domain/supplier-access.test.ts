import { describe, expect, it } from 'vitest';
import { onlySupplier, supplierAccessState, type SupplierAccessFacts } from './supplier-access';

const one = { id: 'a', name: 'ИП Смирнова А. В.' };
const two = { id: 'b', name: 'ООО «Северный ветер»' };
const facts = (change: Partial<SupplierAccessFacts<typeof one>>): SupplierAccessFacts<typeof one> => ({
  supplierId: null,
  authMessageSent: false,
  suppliers: [],
  authorisationValid: undefined,
  ...change,
});

describe('supplierAccessState: the rows of the contract’s marketplace authorisation table', () => {
  it('not started: no supplier, no message', () => {
    expect(supplierAccessState(facts({}))).toBe('not-started');
  });

  it('message sent, waiting for the seller: no supplier, an empty list', () => {
    expect(supplierAccessState(facts({ authMessageSent: true }))).toBe('message-sent');
  });

  it('authorised, no supplier chosen: the list names suppliers, whether or not the flag says a message was sent', () => {
    expect(supplierAccessState(facts({ authMessageSent: true, suppliers: [one, two] }))).toBe('choose-supplier');
    expect(supplierAccessState(facts({ suppliers: [one] }))).toBe('choose-supplier');
  });

  it('linked: a supplier whose check holds, or is not known yet', () => {
    expect(supplierAccessState(facts({ supplierId: 'a', authorisationValid: true }))).toBe('linked');
    expect(supplierAccessState(facts({ supplierId: 'a' }))).toBe('linked');
  });

  it('revoked: a supplier whose check failed or whose calls answered supplier_auth_revoked', () => {
    expect(supplierAccessState(facts({ supplierId: 'a', authorisationValid: false }))).toBe('revoked');
  });

  it('never invents a step from a list it could not read', () => {
    expect(supplierAccessState(facts({ authMessageSent: true, suppliers: undefined }))).toBe('message-sent');
  });
});

describe('onlySupplier', () => {
  it('is the one listed supplier while none is chosen', () => {
    expect(onlySupplier(facts({ suppliers: [one] }))).toBe(one);
  });

  it('is nothing with several, none, or a supplier already linked', () => {
    expect(onlySupplier(facts({ suppliers: [one, two] }))).toBeUndefined();
    expect(onlySupplier(facts({ suppliers: [] }))).toBeUndefined();
    expect(onlySupplier(facts({ supplierId: 'b', suppliers: [one] }))).toBeUndefined();
  });
});
