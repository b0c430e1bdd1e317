import { useTranslation } from 'react-i18next';
import type { AdminTransaction } from '@ghost/events/contract';
import { CopyButton } from '@/components/ui/copy-button';
import { RelativeTime } from '@/components/ui/relative-time';
import { shortPaymentId } from '../payment-codes';
import type { PaymentLabels } from './use-payment-labels';
import styles from './cells.module.css';

/** The payment ID, shortened to its start and end, whole for screen readers and in its title. */
export const PaymentIdCell = ({ id }: { id: string }) => {
  const { t } = useTranslation('transactions');
  return (
    <span className={styles.withCopy}>
      <span className={styles.id} title={id}>
        <span aria-hidden="true">{shortPaymentId(id)}</span>
        <span className="visually-hidden">{id}</span>
      </span>
      <CopyButton value={id} what={t('copy.paymentId')} variant="ghost" icon />
    </span>
  );
};

/** Who paid: the username or "Anonymous", and the e-mail with its copy button. */
export const UserCell = ({ transaction }: { transaction: AdminTransaction }) => {
  const { t } = useTranslation('transactions');
  const { user_username: username, user_email: email } = transaction;
  return (
    <span className={styles.user}>
      <span className={username ? styles.name : `${styles.name} ${styles.anonymous}`}>
        {username ?? t('list.anonymous')}
      </span>
      {email && (
        <span className={styles.withCopy}>
          <span className={styles.email} title={email}>
            {email}
          </span>
          <CopyButton value={email} what={t('copy.email')} variant="ghost" icon />
        </span>
      )}
    </span>
  );
};

/** The type, and the method with its coin, region or card provider. */
export const TypeMethodCell = ({
  transaction,
  labels,
}: {
  transaction: AdminTransaction;
  labels: PaymentLabels;
}) => {
  const detail = transaction.crypto_type
    ? labels.coin(transaction.crypto_type)
    : transaction.region
      ? labels.region(transaction.region)
      : transaction.payment_provider
        ? labels.provider(transaction.payment_provider)
        : null;
  return (
    <span className={styles.stacked}>
      <span className={styles.strong}>{labels.type(transaction.type)}</span>
      <span className={styles.muted}>
        {labels.method(transaction.payment_method)}
        {detail && ` · ${detail}`}
      </span>
    </span>
  );
};

export const AmountText = ({
  transaction,
  labels,
}: {
  transaction: AdminTransaction;
  labels: PaymentLabels;
}) => (
  <span className={styles.amount}>{labels.money(transaction.amount, transaction.currency)}</span>
);

/** "5 minutes ago", "Yesterday, 14:02", the full date and time in its title. */
export const WhenText = ({ iso, now }: { iso: string; now: Date }) => (
  <RelativeTime iso={iso} now={now} className={styles.when} />
);
