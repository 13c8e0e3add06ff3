import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SchemaPaymentCreate } from '@generated/schema';
import { failureMessage } from '@/api/failure-message';
import { useIdempotencyKey } from '@/api/idempotency-attempt';
import { createPayment, recordSheetOutcome, refetchUser } from '@/api/payments';
import type { Tariff } from '@/api/tariffs';
import { isPurchaseApplied, paidConfirmationDelaysMs } from '@/domain/stars-payment';
import { useSingleFlight } from '@/shared/lib/use-single-flight';
import { isInvoiceLink, openInvoice } from '@/shared/telegram/invoice';

/**
 * Where a payment in Stars stands (docs/payments.md#lifecycles): Telegram's sheet is opening; it said `paid` and the
 * app waits for the purchase to show; it showed; it did not show within the wait; Telegram is still processing it;
 * the sheet failed (its invoice can be opened again); or the payment could not be started or opened at all.
 */
export type StarsCheckoutStep =
  | { kind: 'opening' }
  | { kind: 'confirming' }
  | { kind: 'applied' }
  | { kind: 'unconfirmed' }
  | { kind: 'pending' }
  | { kind: 'failed'; paymentId: string; invoiceLink: string }
  | { kind: 'error'; message: string };

const createFailedText = 'Не удалось создать платеж. Попробуйте еще раз.';
const notOpenedText = 'Не удалось открыть оплату в Telegram. Попробуйте еще раз или оплатите картой.';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A purchase in Telegram Stars: creates the payment (one per attempt, however often it is tapped), opens Telegram's
 * payment sheet with the invoice the backend made, and follows how the sheet closed. `cancelled` leaves no trace:
 * the step goes back to none and the store keeps the choice.
 */
export function useStarsCheckout() {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey<SchemaPaymentCreate>();
  const [step, setStep] = useState<StarsCheckoutStep>();
  // Each start or close begins a new run: what an older run learns later (a read that arrives after the seller
  // closed the sheet) no longer changes the step.
  const run = useRef(0);
  useEffect(
    () => () => {
      run.current += 1;
    },
    [],
  );

  async function follow(current: number, paymentId: string, invoiceLink: string) {
    const live = () => run.current === current;
    setStep({ kind: 'opening' });
    const outcome = await openInvoice(invoiceLink);
    if (outcome === 'cancelled' || outcome === 'failed') recordSheetOutcome(paymentId, 'closed');
    if (outcome === 'pending' || outcome === 'paid') recordSheetOutcome(paymentId, 'processing');
    if (!live()) return;
    switch (outcome) {
      case 'cancelled':
        return setStep(undefined);
      case 'failed':
        return setStep({ kind: 'failed', paymentId, invoiceLink });
      case 'unavailable':
        return setStep({ kind: 'error', message: notOpenedText });
      case 'pending':
        setStep({ kind: 'pending' });
        await refetchUser(queryClient).catch(() => undefined);
        return;
      case 'paid':
        setStep({ kind: 'confirming' });
        for (const delay of paidConfirmationDelaysMs) {
          await pause(delay);
          if (!live()) return;
          const user = await refetchUser(queryClient).catch(() => undefined);
          if (!live()) return;
          if (user && isPurchaseApplied(user.payments, paymentId)) return setStep({ kind: 'applied' });
        }
        return setStep({ kind: 'unconfirmed' });
    }
  }

  const start = useSingleFlight(async (tariff: Tariff) => {
    const current = ++run.current;
    setStep({ kind: 'opening' });
    const order: SchemaPaymentCreate = { tariffId: tariff.id, method: 'stars' };
    let created;
    try {
      created = await createPayment(queryClient, order, { idempotencyKey: idempotency.keyFor(order), tariff });
      idempotency.settle(null);
    } catch (error) {
      idempotency.settle(error);
      if (run.current === current) setStep({ kind: 'error', message: failureMessage(error, createFailedText) });
      return;
    }
    if (run.current !== current) return;
    // Only Telegram's own invoice link opens: anything else is refused before Telegram is asked.
    if (!isInvoiceLink(created.invoiceLink)) return setStep({ kind: 'error', message: notOpenedText });
    await follow(current, created.id, created.invoiceLink);
  });

  /** Opens the invoice that failed again: the payment stays the same, Telegram charges it at most once. */
  const reopen = useSingleFlight(async () => {
    if (step?.kind !== 'failed') return;
    await follow(++run.current, step.paymentId, step.invoiceLink);
  });

  const close = () => {
    run.current += 1;
    setStep(undefined);
  };

  return { step, start, reopen, close };
}
