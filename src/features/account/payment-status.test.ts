import { describe, expect, it } from 'vitest';
import { paymentStatusBadge } from './payment-status';

describe('paymentStatusBadge', () => {
  it('calls only a succeeded payment paid', () => {
    expect(paymentStatusBadge('succeeded')).toEqual({ label: 'Оплачено', tone: 'green' });
  });

  it('says a payment the provider still waits for is awaiting payment, not failed', () => {
    expect(paymentStatusBadge('pending')).toEqual({ label: 'Ожидает оплаты', tone: 'yellow' });
    expect(paymentStatusBadge('waiting_for_capture')).toEqual({ label: 'Ожидает оплаты', tone: 'yellow' });
  });

  it('calls a canceled payment, or a status it does not know, not paid', () => {
    expect(paymentStatusBadge('canceled')).toEqual({ label: 'Не оплачено', tone: 'gray' });
    expect(paymentStatusBadge('refunded' as never)).toEqual({ label: 'Не оплачено', tone: 'gray' });
  });
});
