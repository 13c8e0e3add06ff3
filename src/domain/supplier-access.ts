/**
 * The seller's marketplace authorisation, one of the contract's Access states (docs/account.md#marketplace-authorisation),
 * and the next step the app offers in each:
 * - `not-started`: no supplier, no message sent → 'Авторизоваться' (the bot sends the instructions);
 * - `message-sent`: the message was sent and the marketplace lists no supplier yet → 'Перейти в чат';
 * - `choose-supplier`: authorised, the marketplace lists suppliers and none is chosen → the supplier choice (with
 *   exactly one, the app links it at once);
 * - `linked`: a supplier is linked and its authorisation holds (or was not found otherwise);
 * - `revoked`: a supplier is linked, but the authorisation was revoked or expired → 'Авторизоваться' again.
 */
export type SupplierAccessState = 'not-started' | 'message-sent' | 'choose-supplier' | 'linked' | 'revoked';

export interface SupplierAccessFacts<Supplier> {
  /** The user's `supplierId` and `authMessageSent`. */
  supplierId: string | null;
  authMessageSent: boolean;
  /** What `suppliers/info` listed; undefined while unknown (not read yet, or the read failed). */
  suppliers: readonly Supplier[] | undefined;
  /** The authorisation check (`validate`, or a `403 supplier_auth_revoked` answer); undefined while unknown. */
  authorisationValid: boolean | undefined;
}

/**
 * The state the facts describe. An unknown check counts as valid and an unknown list as empty: a failed read never
 * invents a problem the seller would be asked to fix.
 */
export function supplierAccessState<Supplier>(facts: SupplierAccessFacts<Supplier>): SupplierAccessState {
  if (facts.supplierId) return facts.authorisationValid === false ? 'revoked' : 'linked';
  if (facts.suppliers && facts.suppliers.length > 0) return 'choose-supplier';
  return facts.authMessageSent ? 'message-sent' : 'not-started';
}

/** The supplier to link without asking: the only one the marketplace lists while none is chosen. */
export function onlySupplier<Supplier>(facts: SupplierAccessFacts<Supplier>): Supplier | undefined {
  return supplierAccessState(facts) === 'choose-supplier' && facts.suppliers?.length === 1
    ? facts.suppliers[0]
    : undefined;
}
