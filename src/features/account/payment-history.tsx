import { useQuery } from '@tanstack/react-query';
import { findTariff, tariffsQueryOptions } from '@/api/tariffs';
import type { User } from '@/api/user';
import { formatMoney, starsCurrency } from '@/shared/lib/money';
import { Badge } from '@/shared/ui/badge';
import { Card } from '@/shared/ui/card';
import { EmptyState } from '@/shared/ui/empty-state';
import { StarsAmount } from '@/shared/ui/stars-amount';
import { formatDisplayDate } from '@/shared/ui/form/date-format';
import { sheetOutcomeOf } from '@/api/payments';
import { paymentStatusBadge } from './payment-status';
import styles from './payment-history.module.css';

/**
 * The seller's payments, newest first (docs/account.md): date, tariff, status, amount. On phones each row
 * becomes two lines, so long tariff names keep whole words; the explicit roles keep it a table for screen readers.
 */
export function PaymentHistory({ payments }: { payments: User['payments'] }) {
  // Names come from the price list; until it is in (the account does not wait for it) a name is left blank.
  const { data: tariffs } = useQuery(tariffsQueryOptions());
  const tariffName = (id: string) => (tariffs ? (findTariff(tariffs, id)?.name ?? 'Неизвестный тариф') : '');
  return (
    <Card title="История платежей" padding="none">
      {payments.length === 0 ? (
        <EmptyState compact title="Нет платежей" />
      ) : (
        <table role="table" className={styles.table} aria-label="История платежей">
          <thead role="rowgroup" className={styles.head}>
            <tr role="row">
              <th role="columnheader" scope="col">
                Дата
              </th>
              <th role="columnheader" scope="col">
                Тариф
              </th>
              <th role="columnheader" scope="col">
                Статус
              </th>
              <th role="columnheader" scope="col" className={styles.amount}>
                Сумма
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {/* Keyed by position: rows never move, and the contract does not promise unique ids in the history. */}
            {payments.map((payment, index) => (
              <tr role="row" key={index} className={styles.row}>
                <td role="cell" className={styles.date}>
                  {formatDisplayDate(new Date(payment.createdAt))}
                </td>
                <td role="cell" className={styles.tariff}>
                  {tariffName(payment.tariffId)}
                </td>
                <td role="cell" className={styles.status}>
                  <PaymentStatusBadge payment={payment} />
                </td>
                <td role="cell" className={styles.amount}>
                  {payment.currency === starsCurrency ? (
                    <StarsAmount stars={payment.amount} />
                  ) : (
                    formatMoney(payment.amount, payment.currency)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

function PaymentStatusBadge({ payment }: { payment: User['payments'][number] }) {
  const { label, tone } = paymentStatusBadge(payment, sheetOutcomeOf(payment.id));
  return <Badge tone={tone}>{label}</Badge>;
}
