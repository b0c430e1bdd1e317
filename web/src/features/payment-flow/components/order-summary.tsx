import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GiftCardRegion, SubscriptionDuration, TransactionType } from '@ghost/events/contract';
import { formatMoney } from '@/lib/format/money';
import type { FlowMethod } from '../payment-methods';
import styles from './order-summary.module.css';

export interface SummaryLine {
  type: TransactionType;
  duration: SubscriptionDuration | null;
  method: FlowMethod | null;
  /** The method's name as the operator set it, when not the default. */
  methodName: string | null;
  region: GiftCardRegion | null;
  amount: number | null;
  currency: string;
}

/**
 * The order, always in view on the payment step: what is bought, for how long, how it
 * is paid and what it costs. Beside the steps on a wide screen, one compact block above them on
 * a phone.
 */
export const OrderSummary = ({ order }: { order: SummaryLine }) => {
  const { t, i18n } = useTranslation(['payment', 'common']);
  const titleId = useId();
  const missing = <span className={styles.missing}>{t('summary.notChosen')}</span>;
  const rows: { key: string; term: string; value: ReactNode }[] = [
    { key: 'type', term: t('summary.type'), value: t(`common:types.${order.type}`) },
  ];
  if (order.type === 'ghost-eshop-pro') {
    rows.push({
      key: 'duration',
      term: t('summary.duration'),
      value: order.duration ? t(`common:durations.${order.duration}`) : missing,
    });
  }
  rows.push({
    key: 'method',
    term: t('summary.method'),
    value: order.methodName ?? (order.method ? t(`common:methods.${order.method}`) : missing),
  });
  if (order.region) {
    rows.push({
      key: 'region',
      term: t('summary.region'),
      value: t(`common:regions.${order.region}`),
    });
  }
  return (
    <aside className={styles.summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('summary.title')}
      </h2>
      <dl className={styles.rows}>
        {rows.map((row) => (
          <div key={row.key} className={styles.row}>
            <dt className={styles.term}>{row.term}</dt>
            <dd className={styles.value}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.total}>
        <span className={styles.totalLabel}>{t('summary.total')}</span>
        <strong className={styles.amount} aria-live="polite">
          {order.amount === null ? '—' : formatMoney(order.amount, order.currency, i18n.language)}
        </strong>
      </p>
    </aside>
  );
};
