import { describe, expect, it } from 'vitest';
import { paymentStatusBadge } from './payment-status';

describe('paymentStatusBadge', () => {
  it('calls only a succeeded payment paid', () => {
    expect(paymentStatusBadge({ status: 'succeeded' })).toEqual({ label: 'Оплачено', tone: 'green' });
    expect(paymentStatusBadge({ status: 'succeeded', method: 'stars' })).toEqual({ label: 'Оплачено', tone: 'green' });
  });

  it('says a card payment the provider still waits for is awaiting payment, not failed', () => {
    expect(paymentStatusBadge({ status: 'pending' })).toEqual({ label: 'Ожидает оплаты', tone: 'yellow' });
    expect(paymentStatusBadge({ status: 'pending', method: 'card' })).toEqual({
      label: 'Ожидает оплаты',
      tone: 'yellow',
    });
    expect(paymentStatusBadge({ status: 'waiting_for_capture' })).toEqual({ label: 'Ожидает оплаты', tone: 'yellow' });
  });

  it('never says a pending Stars payment awaits payment: unconfirmed, processing or not completed', () => {
    const stars = { status: 'pending', method: 'stars' } as const;
    expect(paymentStatusBadge(stars)).toEqual({ label: 'Не подтверждено', tone: 'yellow' });
    expect(paymentStatusBadge(stars, 'processing')).toEqual({ label: 'Обрабатывается', tone: 'yellow' });
    expect(paymentStatusBadge(stars, 'closed')).toEqual({ label: 'Не завершено', tone: 'gray' });
    // How the sheet closed matters only while the backend still waits.
    expect(paymentStatusBadge({ status: 'succeeded', method: 'stars' }, 'closed').label).toBe('Оплачено');
  });

  it('calls a canceled payment, or a status it does not know, not paid', () => {
    expect(paymentStatusBadge({ status: 'canceled' })).toEqual({ label: 'Не оплачено', tone: 'gray' });
    expect(paymentStatusBadge({ status: 'refunded' as never })).toEqual({ label: 'Не оплачено', tone: 'gray' });
  });
});
