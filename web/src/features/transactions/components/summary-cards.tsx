import { useTranslation } from 'react-i18next';
import type { StatsSummary, TransactionStatus } from '@ghost/events/contract';
import type { PaymentLabels } from './use-payment-labels';
import styles from './summary-cards.module.css';

type CountedStatus = Extract<
  TransactionStatus,
  'pending_payment_verification' | 'pending_subscription_update' | 'failed'
>;

interface CountCard {
  status: CountedStatus;
  field: 'pendingPaymentVerification' | 'pendingSubscriptionUpdate' | 'failedTransactions';
  label: 'awaitingPayment' | 'awaitingSubscription' | 'failed';
  tone: 'warning' | 'info' | 'danger';
}

const counts: CountCard[] = [
  {
    status: 'pending_payment_verification',
    field: 'pendingPaymentVerification',
    label: 'awaitingPayment',
    tone: 'warning',
  },
  {
    status: 'pending_subscription_update',
    field: 'pendingSubscriptionUpdate',
    label: 'awaitingSubscription',
    tone: 'info',
  },
  { status: 'failed', field: 'failedTransactions', label: 'failed', tone: 'danger' },
];

interface SummaryCardsProps {
  summary: StatsSummary | undefined;
  failed: boolean;
  activeStatus: TransactionStatus | null;
  onShowStatus: (status: TransactionStatus | null) => void;
  labels: PaymentLabels;
}

/**
 * The four figures: revenue in dollars with two decimals, and the payments
 * awaiting payment, awaiting their subscription, and failed. A count is also the quickest filter:
 * pressing it shows only that status (pressing it again shows all).
 */
export const SummaryCards = ({
  summary,
  failed,
  activeStatus,
  onShowStatus,
  labels,
}: SummaryCardsProps) => {
  const { t } = useTranslation('transactions');
  const figure = (value: number | undefined) => (value === undefined ? '—' : labels.number(value));
  return (
    <section aria-labelledby="summary-heading" className={styles.section}>
      <h2 id="summary-heading" className="visually-hidden">
        {t('summary.label')}
      </h2>
      <div className={styles.grid}>
        <div className={`${styles.card} ${styles.revenue}`}>
          <span className={styles.label}>{t('summary.totalRevenue')}</span>
          <span className={styles.value}>
            {summary ? labels.money(summary.totalRevenue, 'USD') : '—'}
          </span>
          <span className={styles.hint}>{t('summary.totalRevenueHint')}</span>
        </div>
        {counts.map(({ status, field, label, tone }) => {
          const active = activeStatus === status;
          const title = t(`summary.${label}`);
          return (
            <button
              key={status}
              type="button"
              className={`${styles.card} ${styles.filter} ${styles[tone]}`}
              aria-pressed={active}
              title={t('summary.show', { status: title })}
              onClick={() => {
                onShowStatus(active ? null : status);
              }}
            >
              <span className={styles.label}>{title}</span>
              <span className={styles.value}>{figure(summary?.[field])}</span>
            </button>
          );
        })}
      </div>
      {failed && !summary && (
        <p className={`${styles.hint} muted`} role="status">
          {t('summary.unavailable')}
        </p>
      )}
    </section>
  );
};
