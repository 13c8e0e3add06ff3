import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SchemaPaymentCreate } from '@generated/schema';
import { createPayment } from '@/api/payments';
import type { Tariff } from '@/api/tariffs';
import { failureMessage } from '@/api/failure-message';
import { useIdempotencyKey } from '@/api/idempotency-attempt';
import { useSingleFlightMutation } from '@/shared/lib/use-single-flight';
import { useUnsavedChanges } from '@/shared/lib/unsaved-changes';
import { formatMoney } from '@/shared/lib/money';
import { closeMiniApp } from '@/shared/telegram/init';
import { openExternalLink } from '@/shared/telegram/open-link';
import { useMainButton } from '@/shared/telegram/main-button';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form/form-field';
import { TextInput } from '@/shared/ui/form/text-input';
import { useAppForm } from '@/shared/ui/form/use-app-form';
import { CheckIcon } from '@/shared/ui/icons';
import { Modal } from '@/shared/ui/modal';
import { expectReturnFromChat } from '@/shared/telegram/foreground';
import { readSellerValue, writeSellerValue } from '@/shared/telegram/seller-storage';
import { paymentEmailSchema } from './payment-email';
import styles from './payment-modal.module.css';

interface PaymentModalProps {
  tariff: Tariff;
  /**
   * Whether the bot can write to the seller (`User.service.notifications`): when it cannot (blocked, never started),
   * the link cannot arrive in the chat, so the panel offers the link itself and never claims it was sent.
   */
  botCanWrite: boolean;
  /** Closing unmounts the modal, which resets the e-mail, the error and the attempt. */
  onClose: () => void;
}

/** The link went to the chat (the seller may also pay at once), or what the modal says about the failure. */
type Outcome = { confirmationUrl: string } | { failure: string };

/** Where the e-mail of the last payment is remembered, to prefill the next one. */
const rememberedEmail = 'payment_email';

const notStartedText = 'Платежная система не смогла создать платеж. Попробуйте еще раз позже.';
const failedText = 'Не удалось создать платеж. Попробуйте еще раз.';

/**
 * The card payment modal (docs/store-and-payments.md): an e-mail for the receipt, then the payment link goes to the
 * chat, or is offered here when the bot cannot write there.
 */
export function PaymentModal({ tariff, botCanWrite, onClose }: PaymentModalProps) {
  const queryClient = useQueryClient();
  const form = useAppForm(paymentEmailSchema, { defaultValues: { email: '' } });
  const [outcome, setOutcome] = useState<Outcome>();
  const idempotency = useIdempotencyKey<SchemaPaymentCreate>();

  const { reset, getFieldState } = form;
  useEffect(() => {
    let live = true;
    void readSellerValue(rememberedEmail).then((email) => {
      // Whatever the seller has typed meanwhile stays.
      if (live && email && !getFieldState('email').isDirty) reset({ email });
    });
    return () => {
      live = false;
    };
  }, [reset, getFieldState]);

  const payment = useSingleFlightMutation({
    mutationFn: (order: SchemaPaymentCreate) =>
      createPayment(queryClient, order, { idempotencyKey: idempotency.keyFor(order), tariff }),
    onSuccess: (created, order) => {
      const confirmationUrl = created.confirmation?.confirmation_url;
      if (confirmationUrl && order.email) void writeSellerValue(rememberedEmail, order.email);
      // The seller pays from the chat or the payment page: coming back reloads the balance, subscription and history.
      if (confirmationUrl && botCanWrite) expectReturnFromChat();
      setOutcome(confirmationUrl ? { confirmationUrl } : { failure: notStartedText });
    },
    // A refusal for now (too many calls, the provider down) says when to try again; other failures the modal's text.
    onError: (error) => setOutcome({ failure: failureMessage(error, failedText) }),
    onSettled: (_created, error) => idempotency.settle(error),
  });

  const confirmationUrl = outcome && 'confirmationUrl' in outcome ? outcome.confirmationUrl : undefined;
  const linkSent = confirmationUrl !== undefined;
  useUnsavedChanges(form.formState.isDirty && !linkSent);

  const submit = form.handleSubmit(({ email }) => {
    if (payment.isPending) return;
    setOutcome(undefined);
    void payment.run({ tariffId: tariff.id, email });
  });

  const openPaymentPage = () => {
    if (!confirmationUrl) return;
    expectReturnFromChat();
    openExternalLink(confirmationUrl);
  };
  // The sheet's one action is Telegram's main button, as the store's 'Оплатить' before it: to the chat where the link
  // went, or, when the bot cannot write there, to the payment page itself.
  useMainButton({
    text: linkSent ? (botCanWrite ? 'Перейти в чат' : 'Открыть страницу оплаты') : 'Получить ссылку на оплату',
    visible: true,
    loading: payment.isPending,
    onClick: linkSent ? (botCanWrite ? closeMiniApp : openPaymentPage) : () => void submit(),
    sheet: true,
  });

  return (
    <Modal open onClose={onClose} title="Оплата" size="sm" dismissible={!payment.isPending}>
      <div className={styles.summary}>
        <span className={styles.tariffName}>{tariff.name}</span>
        <span className={styles.price}>{formatMoney(tariff.price, tariff.currency)}</span>
      </div>
      {linkSent && !botCanWrite ? (
        <div className={styles.success} role="status" data-testid="payment-link-ready">
          <span className={styles.doneIcon} aria-hidden="true">
            <CheckIcon size={28} />
          </span>
          <p className={styles.successTitle}>Ссылка на оплату готова</p>
          <p className={styles.successText}>
            Бот не может написать вам в чат, поэтому ссылку мы не отправили. Откройте страницу оплаты отсюда: покупка
            появится в приложении сразу после оплаты.
          </p>
        </div>
      ) : linkSent ? (
        <div className={styles.success} role="status">
          <span className={styles.doneIcon} aria-hidden="true">
            <CheckIcon size={28} />
          </span>
          <p className={styles.successTitle}>Ссылка на оплату отправлена</p>
          <p className={styles.successText}>
            Мы отправили ссылку на оплату в чат с ботом. Перейдите в чат и завершите оплату: покупка появится в
            приложении сразу после нее.
          </p>
          <Button variant="secondary" fullWidth onClick={() => openExternalLink(confirmationUrl)}>
            Оплатить сейчас
          </Button>
        </div>
      ) : (
        <form id="payment-form" className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          <FormField
            label="Email"
            required
            help="На этот адрес придет чек об оплате"
            error={form.formState.errors.email?.message}
          >
            <TextInput
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="name@example.ru"
              readOnly={payment.isPending}
              {...form.registerDebounced('email')}
            />
          </FormField>
          {outcome && 'failure' in outcome ? (
            <p className={styles.error} role="alert">
              {outcome.failure}
            </p>
          ) : null}
        </form>
      )}
    </Modal>
  );
}
