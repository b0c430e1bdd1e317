import { useTranslation } from 'react-i18next';
import type { AsOfStatsAnswer, StatsPeriod, StatsSummary } from '@ghost/events/contract';
import { formatMoney } from '@/lib/format/money';
import styles from './audit.module.css';

interface Figures {
  summary: StatsSummary;
  period: StatsPeriod;
}

interface Row {
  key: string;
  money: boolean;
  of: (figures: Figures) => number;
}

const rows: Row[] = [
  { key: 'totalRevenue', money: true, of: ({ summary }) => summary.totalRevenue },
  { key: 'transactions', money: false, of: ({ summary }) => summary.totalTransactions },
  { key: 'awaitingPayment', money: false, of: ({ summary }) => summary.pendingPaymentVerification },
  {
    key: 'awaitingSubscription',
    money: false,
    of: ({ summary }) => summary.pendingSubscriptionUpdate,
  },
  { key: 'completed', money: false, of: ({ summary }) => summary.completedTransactions },
  { key: 'failed', money: false, of: ({ summary }) => summary.failedTransactions },
  { key: 'revenue24Hours', money: true, of: ({ period }) => period.last24Hours.revenue },
  { key: 'revenue7Days', money: true, of: ({ period }) => period.last7Days.revenue },
];

/** The dashboard's figures as they stood at the moment, beside today's, and what changed since. */
export const StatsCompare = ({ then, today }: { then: AsOfStatsAnswer; today: Figures | null }) => {
  const { t, i18n } = useTranslation('audit');
  const show = (row: Row, value: number) =>
    row.money
      ? formatMoney(value, 'USD', i18n.language)
      : new Intl.NumberFormat(i18n.language).format(value);
  const change = (row: Row, value: number) => {
    if (value === 0) return '±0';
    const sign = value > 0 ? '+' : '−';
    return `${sign}${show(row, Math.abs(value))}`;
  };
  return (
    <section className={styles.compare} aria-labelledby="books-stats">
      <h3 id="books-stats" className={styles.sectionTitle}>
        {t('books.stats.title')}
      </h3>
      <div className={styles.tableFrame}>
        <table className={styles.compareTable}>
          <thead>
            <tr>
              <th scope="col">{t('books.stats.figure')}</th>
              <th scope="col" className={styles.numeric}>
                {t('books.then')}
              </th>
              <th scope="col" className={styles.numeric}>
                {t('books.today')}
              </th>
              <th scope="col" className={`${styles.numeric} ${styles.change}`}>
                {t('books.stats.change')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const was = row.of(then);
              const is = today ? row.of(today) : null;
              return (
                <tr key={row.key}>
                  <th scope="row">{t(`books.stats.${row.key}` as 'books.stats.totalRevenue')}</th>
                  <td className={styles.numeric}>{show(row, was)}</td>
                  <td className={styles.numeric}>{is === null ? '…' : show(row, is)}</td>
                  <td className={`${styles.numeric} ${styles.change} muted`}>
                    {is === null ? '…' : change(row, is - was)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
};
