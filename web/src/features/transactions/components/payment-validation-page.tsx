import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusUpdateDialog } from '@/components/admin/status-update-dialog';
import { Button } from '@/components/ui/button';
import { LiveIndicator } from '@/components/ui/live-indicator';
import { LoadingState } from '@/components/ui/loading-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useNow } from '@/hooks/use-now';
import { useSignedInAdmin } from '@/lib/auth/admin-session';
import { permissions } from '@/lib/auth/permissions';
import { liveAdminPath, useLiveUpdates } from '@/lib/live/use-live-updates';
import { usePendingLimit } from '../api/get-pending-limit';
import { useStatsSummary } from '../api/get-stats-summary';
import { useTransactionList } from '../api/list-transactions';
import { reloadTransactions } from '../api/reload-transactions';
import { hasActiveFilter } from '../list-params';
import { ActionFeedback } from './action-feedback';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { DetailDialog } from './detail-dialog';
import { ExportOutcomeNotice } from './export-outcome';
import { FilterBar } from './filter-bar';
import { SummaryCards } from './summary-cards';
import { listHeadingId, TransactionsList } from './transactions-list';
import { useAutoExport } from './use-auto-export';
import { useCsvExport } from './use-csv-export';
import { useListView } from './use-list-view';
import { usePaymentLabels } from './use-payment-labels';
import { useTransactionActions } from './use-transaction-actions';
import styles from './payment-validation-page.module.css';

/** The admin stream's topics this page shows: the list (and details), and the summary. */
const livePath = liveAdminPath(['transactions', 'stats']);

const samePayment = (a: string, b: string | null) => a.toUpperCase() === b?.toUpperCase();

/**
 * Payment Validation: summary, search and filters, the list (table or cards),
 * its pages, the actions on each payment, the details with the history, and the CSV export.
 * Filters, search, page, page size and the open payment live in the address.
 */
export const PaymentValidationPage = () => {
  // Not suspended while the texts load, so the list and the summary are asked for at once.
  const { t, ready } = useTranslation('transactions', { useSuspense: false });
  const labels = usePaymentLabels();
  // Relative dates and the overdue marks follow the clock without a reload.
  const now = useNow(30_000);
  const pendingLimit = usePendingLimit();
  const { view, filters, update, changeFilters } = useListView();
  const list = useTransactionList(filters, view.page, view.limit);
  const summary = useStatsSummary();
  const actions = useTransactionActions(listHeadingId);
  const { user } = useSignedInAdmin();
  const csv = useCsvExport(filters);
  const [refreshing, setRefreshing] = useState(false);
  // Another admin's action or a new payment: the list, the summary and an open detail are read
  // again where they stand (same filters, page, scroll and dialogs), the pushed position making
  // each answer hold the change.
  const liveMode = useLiveUpdates(livePath, () => {
    void reloadTransactions();
  });
  useDocumentTitle(ready ? t('title') : null);

  const data = list.data;
  const total = data?.pagination.total ?? 0;
  const pages = data?.pagination.pages ?? 0;
  // A page past the end (rows gone, another page size, an old link) shows the last page.
  useEffect(() => {
    if (pages > 0 && view.page > pages) update((current) => ({ ...current, page: pages }));
  }, [pages, view.page, update]);

  const startExport = csv.run;
  const runExport = useCallback(() => void startExport(), [startExport]);
  const exportAsked = useCallback(() => {
    update((current) => ({ ...current, exportRequested: false }));
  }, [update]);
  useAutoExport({
    requested: view.exportRequested,
    total: data?.pagination.total,
    start: runExport,
    done: exportAsked,
  });
  const openDetails = useCallback(
    (payment: string) => {
      update((current) => ({ ...current, payment }));
    },
    [update],
  );

  if (!ready) return <LoadingState />;

  const refresh = async () => {
    setRefreshing(true);
    await reloadTransactions();
    setRefreshing(false);
  };
  const feedback = actions.feedback;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.titles}>
          <h1 className="page-title">{t('title')}</h1>
          <p className="muted">{t('intro')}</p>
        </div>
        <div className={styles.toolbar}>
          <LiveIndicator mode={liveMode} />
          <Button variant="secondary" busy={refreshing} onClick={() => void refresh()}>
            {refreshing ? t('toolbar.refreshing') : t('toolbar.refresh')}
          </Button>
          <Button
            busy={csv.running}
            disabled={csv.running || total === 0}
            onClick={() => void csv.run()}
          >
            {csv.running
              ? t('toolbar.exporting')
              : t('toolbar.export', { total: labels.number(total) })}
          </Button>
        </div>
      </header>

      <SummaryCards
        summary={summary.data}
        failed={summary.error !== undefined}
        activeStatus={view.status}
        onShowStatus={(status) => {
          changeFilters({ status });
        }}
        labels={labels}
      />

      <FilterBar filters={filters} onChange={changeFilters} />

      {(feedback ?? csv.outcome) && (
        <div className={styles.notices}>
          {feedback && <ActionFeedback feedback={feedback} onDismiss={actions.dismiss} />}
          {csv.outcome && (
            <ExportOutcomeNotice outcome={csv.outcome} onDismiss={csv.dismiss} labels={labels} />
          )}
        </div>
      )}

      <TransactionsList
        list={{
          data,
          error: list.error,
          isValidating: list.isValidating,
          retry: () => void list.mutate(),
        }}
        filtered={hasActiveFilter(filters)}
        onPage={(page) => {
          update((current) => ({ ...current, page }));
        }}
        onPageSize={(limit) => {
          update((current) => ({ ...current, limit, page: 1 }));
        }}
        busy={actions.busy}
        onAction={actions.start}
        onDetails={openDetails}
        labels={labels}
        now={now}
        pendingLimit={pendingLimit}
      />

      <DetailDialog
        paymentId={view.payment}
        onClose={() => {
          update((current) => ({ ...current, payment: null }));
        }}
        busy={
          actions.busy && samePayment(actions.busy.paymentId, view.payment)
            ? actions.busy.action
            : null
        }
        onAction={actions.start}
        feedback={feedback && samePayment(feedback.paymentId, view.payment) ? feedback : null}
        onDismissFeedback={actions.dismiss}
        labels={labels}
        now={now}
        pendingLimit={pendingLimit}
        onUpdateStatus={permissions.updateStatus(user.role) ? actions.startStatusUpdate : undefined}
      />

      <StatusUpdateDialog
        payment={actions.statusUpdating}
        onCancel={actions.cancelStatusUpdate}
        onUpdated={actions.statusUpdated}
        returnFocusTo={actions.focusTarget}
      />

      <ConfirmActionDialog
        confirming={actions.confirming}
        busy={actions.busy !== null && actions.confirming !== null}
        error={actions.dialogError}
        onConfirm={(text) => void actions.confirm(text)}
        onCancel={actions.cancel}
        returnFocusTo={actions.focusTarget}
        labels={labels}
      />
    </div>
  );
};
