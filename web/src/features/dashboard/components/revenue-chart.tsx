import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RevenueDay } from '@ghost/events/contract';
import { Alert } from '@/components/ui/alert';
import { Card, CardHeading } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/loading-state';
import { formatMoney } from '@/lib/format/money';
import { chartDays } from '../api/revenue-by-day';
import { dayLabel, seriesSummary } from '../revenue-series';
import styles from './dashboard.module.css';

/** uPlot and its styles load with the chart, after the dashboard's figures. */
const RevenuePlot = lazy(() => import('./revenue-plot'));

/**
 * Revenue over the last 30 days: a bar chart for the eye (uPlot, colours from the design
 * tokens, redrawn for dark mode), a sentence that sums it up, and the same figures as a table
 * for screen readers and anyone who wants the numbers.
 */
export const RevenueChart = ({
  days,
  failed,
}: {
  days: RevenueDay[] | undefined;
  failed: boolean;
}) => {
  const { t, i18n } = useTranslation('dashboard');
  const id = useId();
  const language = i18n.language;
  const money = (value: number) => formatMoney(value, 'USD', language);
  const summary = days ? seriesSummary(days) : null;
  return (
    <Card as="section" aria-labelledby={id}>
      <CardHeading>
        <h2 id={id}>{t('chart.title', { days: chartDays })}</h2>
        {summary && summary.total > 0 && (
          <span className={styles.chartTotal}>{money(summary.total)}</span>
        )}
      </CardHeading>
      {!days && failed && <Alert tone="danger">{t('chart.failed')}</Alert>}
      {!days && !failed && <LoadingState />}
      {days && summary && (
        <figure className={styles.figure}>
          {summary.total === 0 ? (
            <figcaption className={styles.empty}>
              <span className={styles.emptyTitle}>{t('chart.empty', { days: chartDays })}</span>
            </figcaption>
          ) : (
            <>
              <Suspense fallback={<div className={styles.plotSpace} />}>
                <RevenuePlot days={days} />
              </Suspense>
              <figcaption className={styles.caption}>
                {t('chart.summary', {
                  total: money(summary.total),
                  days: chartDays,
                  best: money(summary.best.revenue),
                  day: dayLabel(summary.best.date, language),
                })}
              </figcaption>
            </>
          )}
          <details className={styles.tableToggle}>
            <summary>{t('chart.showTable')}</summary>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('chart.title', { days: chartDays })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('chart.date')}</th>
                  <th scope="col" className={styles.number}>
                    {t('chart.revenue')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('chart.transactions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...days].reverse().map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{dayLabel(day.date, language)}</th>
                    <td className={styles.number}>{money(day.revenue)}</td>
                    <td className={styles.number}>
                      {new Intl.NumberFormat(language).format(day.transactions)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </figure>
      )}
    </Card>
  );
};
