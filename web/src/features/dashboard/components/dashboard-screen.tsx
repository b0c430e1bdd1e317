import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LiveIndicator } from '@/components/ui/live-indicator';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { liveAdminPath, useLiveUpdates } from '@/lib/live/use-live-updates';
import { useRecentTransactions } from '../api/recent-transactions';
import { useRevenueByDay } from '../api/revenue-by-day';
import { defaultPeriod, useStatsPeriod } from '../api/stats-period';
import { defaultSummary, useStatsSummary } from '../api/stats-summary';
import { CryptoBreakdown } from './crypto-breakdown';
import { PeriodPanels } from './period-panels';
import { QuickActions } from './quick-actions';
import { RecentTransactions } from './recent-transactions';
import { RevenueChart } from './revenue-chart';
import { StatCards } from './stat-cards';
import { SystemStatus } from './system-status';
import styles from './dashboard.module.css';

/** Without a live stream the figures are read again this often (and on focus). */
const fallbackRefreshMs = 30_000;
/** Payments and the figures made from them. */
const followed = liveAdminPath(['transactions', 'stats']);

/**
 * The dashboard: stat cards, the 24-hour and 7-day panels, revenue over 30 days,
 * the recent transactions, the coins, quick actions and the system status. It follows payment
 * changes live; Refresh reads everything again. A failed read shows "Failed to load dashboard
 * data" over the last figures held, or the default (zero) figures.
 */
export const DashboardScreen = () => {
  const { t } = useTranslation(['dashboard', 'common']);
  // Pushed changes (or the live client's own polling) re-read everything; SWR polls otherwise.
  const mode = useLiveUpdates(followed, () => {
    void reload();
  });
  const kept = mode === 'live' || mode === 'polling';
  const options = { refreshInterval: kept ? 0 : fallbackRefreshMs };
  const summary = useStatsSummary(options);
  const period = useStatsPeriod(options);
  const recent = useRecentTransactions(options);
  const revenue = useRevenueByDay(options);
  const [refreshing, setRefreshing] = useState(false);
  const [refreshed, setRefreshed] = useState(0);

  const { mutate: mutateSummary } = summary;
  const { mutate: mutatePeriod } = period;
  const { mutate: mutateRecent } = recent;
  const { mutate: mutateRevenue } = revenue;
  const reload = useCallback(
    () => Promise.all([mutateSummary(), mutatePeriod(), mutateRecent(), mutateRevenue()]),
    [mutateSummary, mutatePeriod, mutateRecent, mutateRevenue],
  );

  const refresh = async () => {
    setRefreshing(true);
    await reload();
    setRefreshing(false);
    setRefreshed((count) => count + 1);
  };

  const failed = Boolean(summary.error ?? period.error);
  const waiting = (!summary.data && !summary.error) || (!period.data && !period.error);
  const figures = summary.data ?? defaultSummary;
  const periods = period.data ?? defaultPeriod;

  return (
    <div className={styles.dashboard}>
      <PageHeader
        title={t('title')}
        description={t('description')}
        meta={<LiveIndicator mode={mode} />}
        actions={
          <Button variant="secondary" busy={refreshing} onClick={() => void refresh()}>
            {t('common:actions.refresh')}
          </Button>
        }
      />
      <p role="status" className="visually-hidden">
        {refreshed > 0 && !refreshing ? t('refreshed') : ''}
      </p>
      {failed && (
        <Alert
          tone="danger"
          action={
            <Button variant="secondary" size="small" onClick={() => void refresh()}>
              {t('common:actions.retry')}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      )}
      {waiting ? (
        <LoadingState />
      ) : (
        <>
          <StatCards summary={figures} />
          <PeriodPanels period={periods} />
          <RevenueChart days={revenue.data?.days} failed={Boolean(revenue.error)} />
          <div className={styles.columns}>
            <div className={styles.mainColumn}>
              <RecentTransactions answer={recent.data} failed={Boolean(recent.error)} />
              <CryptoBreakdown entries={periods.cryptoBreakdown} />
            </div>
            <div className={styles.sideColumn}>
              <QuickActions
                awaitingPayment={figures.pendingPaymentVerification}
                awaitingSubscription={figures.pendingSubscriptionUpdate}
              />
              <SystemStatus apiUp={!failed} live={mode} />
            </div>
          </div>
        </>
      )}
    </div>
  );
};
