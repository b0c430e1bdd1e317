import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminTransaction } from '@ghost/events/contract';
import { StatusBadge } from '@/components/ui/status-badge';
import type { TransactionAction } from '../row-actions';
import { AmountText, PaymentIdCell, TypeMethodCell, UserCell, WhenText } from './cells';
import { ChainCheckMark } from './chain-check-mark';
import { OverdueMark } from './overdue-mark';
import { RowActions, type StartAction } from './row-actions';
import type { PaymentLabels } from './use-payment-labels';
import styles from './transactions-table.module.css';

export interface RowsProps {
  transactions: readonly AdminTransaction[];
  /** The running action, and whose. */
  busy: { paymentId: string; action: TransactionAction } | null;
  onAction: StartAction;
  onDetails: (paymentId: string) => void;
  labels: PaymentLabels;
  now: Date;
  /** The maximum pending hours, past which a payment awaiting verification is overdue. */
  pendingLimit: number | null;
}

interface RowProps {
  transaction: AdminTransaction;
  medium: boolean;
  busy: TransactionAction | null;
  onAction: StartAction;
  onDetails: (paymentId: string) => void;
  labels: PaymentLabels;
  now: Date;
  pendingLimit: number | null;
}

/** One payment; re-rendered only when its data, its running action or the clock changes. */
const Row = memo(
  ({ transaction, medium, busy, onAction, onDetails, labels, now, pendingLimit }: RowProps) => {
    const marks = (
      <>
        <OverdueMark payment={transaction} limitHours={pendingLimit} now={now} />
        <ChainCheckMark check={transaction.chain_check} />
      </>
    );
    const actions = (
      <RowActions
        transaction={transaction}
        busy={busy}
        onAction={onAction}
        onDetails={onDetails}
        look="icons"
      />
    );
    if (medium) {
      return (
        <tr data-payment={transaction.id}>
          <td>
            <PaymentIdCell id={transaction.id} />
            <WhenText iso={transaction.created_at} now={now} />
          </td>
          <td className={styles.userCell}>
            <UserCell transaction={transaction} />
          </td>
          <td>
            <span className={styles.amountLine}>
              <AmountText transaction={transaction} labels={labels} />
              <StatusBadge status={transaction.status} />
              {marks}
            </span>
            <TypeMethodCell transaction={transaction} labels={labels} />
          </td>
          <td className={styles.actionsCell}>{actions}</td>
        </tr>
      );
    }
    return (
      <tr data-payment={transaction.id}>
        <td>
          <PaymentIdCell id={transaction.id} />
        </td>
        <td className={styles.userCell}>
          <UserCell transaction={transaction} />
        </td>
        <td>
          <TypeMethodCell transaction={transaction} labels={labels} />
        </td>
        <td className={styles.amountCell}>
          <AmountText transaction={transaction} labels={labels} />
        </td>
        <td>
          <span className={styles.statusMarks}>
            <StatusBadge status={transaction.status} />
            {marks}
          </span>
        </td>
        <td>
          <WhenText iso={transaction.created_at} now={now} />
        </td>
        <td className={styles.actionsCell}>{actions}</td>
      </tr>
    );
  },
);
Row.displayName = 'TransactionRow';

/**
 * The list as a table: every column when there is room, and a medium table that
 * folds the date under the payment ID, the status beside the amount and the type and method
 * under them, its action buttons two by two.
 */
export const TransactionsTable = ({
  transactions,
  medium,
  busy,
  onAction,
  onDetails,
  labels,
  now,
  pendingLimit,
  labelledBy,
}: RowsProps & { medium: boolean; labelledBy: string }) => {
  const { t } = useTranslation('transactions');
  const columns = medium
    ? (['payment', 'user', 'amountStatus', 'actions'] as const)
    : (['paymentId', 'user', 'typeMethod', 'amount', 'status', 'date', 'actions'] as const);
  return (
    <div className={styles.scroller}>
      <table
        className={[styles.table, medium ? styles.medium : styles.wide].join(' ')}
        aria-labelledby={labelledBy}
      >
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={
                  column === 'actions'
                    ? styles.actionsCell
                    : column === 'amount' && !medium
                      ? styles.amountCell
                      : undefined
                }
              >
                {t(`list.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => (
            <Row
              key={transaction.id}
              transaction={transaction}
              medium={medium}
              busy={busy?.paymentId === transaction.id ? busy.action : null}
              onAction={onAction}
              onDetails={onDetails}
              labels={labels}
              now={now}
              pendingLimit={pendingLimit}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
};
