import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PeriodFigures, StatsPeriod } from '@ghost/events/contract';
import { Card, CardHeading } from '@/components/ui/card';
import { formatMoney } from '@/lib/format/money';
import { formatChange, revenueChange, trendOf } from '../revenue-change';
import styles from './dashboard.module.css';

const PeriodPanel = ({
  title,
  figures,
  change,
}: {
  title: string;
  figures: PeriodFigures;
  change?: number;
}) => {
  const { t, i18n } = useTranslation('dashboard');
  const id = useId();
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  return (
    <Card as="section" aria-labelledby={id} className={styles.period}>
      <CardHeading>
        <h2 id={id}>{title}</h2>
      </CardHeading>
      <p className={styles.periodRevenue}>
        <span className={styles.periodLabel}>{t('period.revenue')}</span>
        <span className={styles.periodValue}>
          {formatMoney(figures.revenue, 'USD', i18n.language)}
        </span>
        {change !== undefined && (
          <span className={styles.change} data-trend={trendOf(change)}>
            {t('period.change', { change: formatChange(change, i18n.language) })}
          </span>
        )}
      </p>
      <dl className={styles.figures}>
        <div>
          <dt>{t('period.transactions')}</dt>
          <dd>{count(figures.transactions)}</dd>
        </div>
        <div>
          <dt>{t('period.completed')}</dt>
          <dd>{count(figures.completed)}</dd>
        </div>
        <div>
          <dt>{t('period.pending')}</dt>
          <dd>{count(figures.pending)}</dd>
        </div>
      </dl>
    </Card>
  );
};

/**
 * The Last 24 Hours and Last 7 Days panels: revenue, transactions, completed,
 * pending; the week's revenue with its change against 7 times the last 24 hours.
 */
export const PeriodPanels = ({ period }: { period: StatsPeriod }) => {
  const { t } = useTranslation('dashboard');
  return (
    <div className={styles.periods}>
      <PeriodPanel title={t('period.last24Hours')} figures={period.last24Hours} />
      <PeriodPanel
        title={t('period.last7Days')}
        figures={period.last7Days}
        change={revenueChange(period.last7Days.revenue, period.last24Hours.revenue)}
      />
    </div>
  );
};
