import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsSummary } from '@ghost/events/contract';
import { Icon, type IconName } from '@/components/ui/icons';
import { formatMoney } from '@/lib/format/money';
import styles from './dashboard.module.css';

interface Stat {
  key: 'totalRevenue' | 'active' | 'awaitingPayment' | 'awaitingSubscription';
  icon: IconName;
  tone: 'primary' | 'success' | 'warning' | 'info';
  value: string;
  note: string;
}

/**
 * The four stat cards: Total Revenue, Active Subscriptions (the completed
 * count), Awaiting Payment, Awaiting Subscription.
 */
export const StatCards = ({ summary }: { summary: StatsSummary }) => {
  const { t, i18n } = useTranslation('dashboard');
  const headingId = useId();
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const stats: Stat[] = [
    {
      key: 'totalRevenue',
      icon: 'revenue',
      tone: 'primary',
      value: formatMoney(summary.totalRevenue, 'USD', i18n.language),
      note: t('cards.totalRevenueNote', { count: summary.totalTransactions }),
    },
    {
      key: 'active',
      icon: 'check',
      tone: 'success',
      value: count(summary.completedTransactions),
      note: t('cards.activeNote'),
    },
    {
      key: 'awaitingPayment',
      icon: 'clock',
      tone: 'warning',
      value: count(summary.pendingPaymentVerification),
      note: t('cards.awaitingPaymentNote'),
    },
    {
      key: 'awaitingSubscription',
      icon: 'gift',
      tone: 'info',
      value: count(summary.pendingSubscriptionUpdate),
      note: t('cards.awaitingSubscriptionNote'),
    },
  ];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('overview')}
      </h2>
      <ul className={styles.stats}>
        {stats.map((stat) => (
          <li key={stat.key} className={styles.stat} data-tone={stat.tone}>
            <span className={styles.statIcon} aria-hidden="true">
              <Icon name={stat.icon} />
            </span>
            <span className={styles.statLabel}>{t(`cards.${stat.key}`)}</span>
            <span className={styles.statValue}>{stat.value}</span>
            <span className={styles.statNote}>{stat.note}</span>
          </li>
        ))}
      </ul>
    </section>
  );
};
