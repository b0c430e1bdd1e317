import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminTransaction } from '@ghost/events/contract';
import { StatusBadge } from '@/components/ui/status-badge';
import type { TransactionAction } from '../row-actions';
import { AmountText, PaymentIdCell, TypeMethodCell, UserCell, WhenText } from './cells';
import { ChainCheckMark } from './chain-check-mark';
import { OverdueMark } from './overdue-mark';
import { RowActions, type StartAction } from './row-actions';
import type { RowsProps } from './transactions-table';
import type { PaymentLabels } from './use-payment-labels';
import styles from './transaction-cards.module.css';

const Check = ({ done, yes, no }: { done: boolean; yes: string; no: string }) => (
  <span className={done ? styles.done : styles.notDone}>
    <span aria-hidden="true">{done ? '✓' : '○'}</span> {done ? yes : no}
  </span>
);

interface CardProps {
  transaction: AdminTransaction;
  busy: TransactionAction | null;
  onAction: StartAction;
  onDetails: (paymentId: string) => void;
  labels: PaymentLabels;
  now: Date;
  pendingLimit: number | null;
}

const TransactionCard = memo(
  ({ transaction, busy, onAction, onDetails, labels, now, pendingLimit }: CardProps) => {
    const { t } = useTranslation('transactions');
    return (
      <li className={styles.card} data-payment={transaction.id}>
        <div className={styles.top}>
          <PaymentIdCell id={transaction.id} />
          <span className={styles.statusMarks}>
            <StatusBadge status={transaction.status} />
            <OverdueMark payment={transaction} limitHours={pendingLimit} now={now} />
            <ChainCheckMark check={transaction.chain_check} />
          </span>
        </div>
        <div className={styles.main}>
          <AmountText transaction={transaction} labels={labels} />
          <WhenText iso={transaction.created_at} now={now} />
        </div>
        <TypeMethodCell transaction={transaction} labels={labels} />
        <UserCell transaction={transaction} />
        <div className={styles.checks}>
          <Check
            done={transaction.payment_verified}
            yes={t('list.paymentVerified')}
            no={t('list.paymentNotVerified')}
          />
          {transaction.type === 'ghost-eshop-pro' && (
            <Check
              done={transaction.subscription_updated}
              yes={t('list.subscriptionUpdated')}
              no={t('list.subscriptionNotUpdated')}
            />
          )}
        </div>
        {(transaction.region ?? transaction.notes) && (
          <dl className={styles.facts}>
            {transaction.region && (
              <div>
                <dt>{t('list.region')}</dt>
                <dd>{labels.region(transaction.region)}</dd>
              </div>
            )}
            {transaction.notes && (
              <div>
                <dt>{t('list.notes')}</dt>
                <dd className={styles.notes}>{transaction.notes}</dd>
              </div>
            )}
          </dl>
        )}
        <RowActions
          transaction={transaction}
          busy={busy}
          onAction={onAction}
          onDetails={onDetails}
          look="block"
        />
      </li>
    );
  },
);
TransactionCard.displayName = 'TransactionCard';

/** The list as cards on small screens, with the verified marks, region and notes. */
export const TransactionCards = ({
  transactions,
  busy,
  onAction,
  onDetails,
  labels,
  now,
  pendingLimit,
  labelledBy,
}: RowsProps & { labelledBy: string }) => (
  <ul className={styles.cards} aria-labelledby={labelledBy}>
    {transactions.map((transaction) => (
      <TransactionCard
        key={transaction.id}
        transaction={transaction}
        busy={busy?.paymentId === transaction.id ? busy.action : null}
        onAction={onAction}
        onDetails={onDetails}
        labels={labels}
        now={now}
        pendingLimit={pendingLimit}
      />
    ))}
  </ul>
);
