// The seller's marketplace authorisation as the account and the autobooking views read it: the state of the
// contract's Access states table (src/domain/supplier-access.ts) from the user, the supplier list and the check.
import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSingleFlightMutation } from '@/shared/lib/use-single-flight';
import { onlySupplier, supplierAccessState, type SupplierAccessState } from '@/domain/supplier-access';
import { suppliersQueryOptions, supplierAuthQueryOptions, type Supplier } from './supplier-accounts';
import type { User } from './user';
import type { SupplierSelectModalProps } from '@/shared/supplier-auth/supplier-select-modal';
import { chooseSupplier } from './user-writes';

/** How long the autobooking views trust a check: they gate on it, the account checks each time it opens. */
const checkTrustedMs = 5 * 60_000;

export interface SupplierAccess {
  state: SupplierAccessState;
  /** The only listed supplier is being linked (the app does it without asking). */
  linking: boolean;
  /** No supplier is linked and the supplier list is not in yet: the state may still turn to `choose-supplier`. */
  reading: boolean;
}

/**
 * Reads what the seller's state needs: the check of a linked supplier's authorisation (at every call with
 * `checkEachTime`, else at most every few minutes), the supplier list while none is linked. With exactly one
 * supplier listed and none chosen, links it at once; `onLinkFailed` hears of a failure (the seller then chooses).
 */
export function useSupplierAccess(
  user: User,
  { checkEachTime, onLinkFailed }: { checkEachTime: boolean; onLinkFailed: (error: unknown) => void },
): SupplierAccess {
  const queryClient = useQueryClient();
  const linked = Boolean(user.supplierId);
  const check = useQuery({
    ...supplierAuthQueryOptions(user.supplierId ?? ''),
    enabled: linked,
    ...(checkEachTime ? {} : { staleTime: checkTrustedMs }),
  });
  const suppliers = useQuery({ ...suppliersQueryOptions(), enabled: !linked });
  const facts = {
    supplierId: user.supplierId,
    authMessageSent: user.authMessageSent,
    suppliers: suppliers.data,
    authorisationValid: check.data,
  };

  const link = useMutation({
    mutationFn: (supplier: Supplier) => chooseSupplier(queryClient, supplier),
    onError: onLinkFailed,
  });
  const only = onlySupplier(facts);
  // Once per supplier: after a failure the seller chooses it in the supplier select.
  const triedToLink = useRef<string>(undefined);
  const { mutate } = link;
  useEffect(() => {
    if (!only || triedToLink.current === only.id) return;
    triedToLink.current = only.id;
    mutate(only);
  }, [only, mutate]);

  return { state: supplierAccessState(facts), linking: link.isPending, reading: !linked && suppliers.isPending };
}

/** What the supplier select shows and does: the listed suppliers, the current one, and saving a choice. */
export type SupplierSelect = Omit<SupplierSelectModalProps, 'onClose'>;

/** The supplier select's data: linking the chosen supplier, then `onChosen`; `onFailed` hears of a failed save. */
export function useSupplierSelect(
  user: User,
  { onChosen, onFailed }: { onChosen: () => void; onFailed: (error: unknown) => void },
): SupplierSelect {
  const queryClient = useQueryClient();
  const suppliers = useQuery(suppliersQueryOptions());
  const choose = useSingleFlightMutation({
    mutationFn: (supplier: Supplier) => chooseSupplier(queryClient, supplier),
    onSuccess: onChosen,
    onError: onFailed,
  });
  return {
    suppliers: suppliers.data,
    loading: suppliers.isPending,
    failed: suppliers.isError,
    retry: () => void suppliers.refetch(),
    currentId: user.supplierId,
    save: (supplier) => void choose.run(supplier),
    saving: choose.isPending,
  };
}
