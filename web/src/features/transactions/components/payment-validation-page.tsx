import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LiveIndicator } from '@/components/ui/live-indicator';
import { LoadingState } from '@/components/ui/loading-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useNow } from '@/hooks/use-now';
import { useErrorText } from '@/lib/error-text';
import { liveAdminPath, useLiveUpdates } from '@/lib/live/use-live-updates';
import { useStatsSummary } from '../api/get-stats-summary';
import { useTransactionList } from '../api/list-transactions';
import { reloadTransactions } from '../api/reload-transactions';
import {
  hasActiveFilter,
  readListView,
  withFilters,
  writeListView,
  type ListFilters,
  type ListView,
} from '../list-params';
import { ActionFeedback } from './action-feedback';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { DetailDialog } from './detail-dialog';
import { ExportOutcomeNotice } from './export-outcome';
import { FilterBar } from './filter-bar';
import { PaginationBar } from './pagination-bar';
import { SummaryCards } from './summary-cards';
import { TransactionCards } from './transaction-cards';
import { TransactionsTable } from './transactions-table';
import { useCsvExport } from './use-csv-export';
import { useListLayout } from './use-list-layout';
import { usePaymentLabels } from './use-payment-labels';
import { listFocusFallbackId, useTransactionActions } from './use-transaction-actions';
import styles from './payment-validation-page.module.css';

/** The admin stream's topics this page shows: the list (and details), and the summary. */
const livePath = liveAdminPath(['transactions', 'stats']);

/** With export=true in the address the export starts this long after arrival (admin spec §9). */
export const autoExportDelayMs = 500;

/**
 * Payment Validation (admin spec §2): summary, search and filters, the list (table or cards),
 * its pages, the actions on each payment, the details with the history, and the CSV export.
 * Filters, search, page, page size and the open payment live in the address.
 */
export const PaymentValidationPage = () => {
  // Not suspended while the texts load, so the list and the summary are asked for at once.
  const { t, ready } = useTranslation('transactions', { useSuspense: false });
  const { t: common } = useTranslation();
  const errorText = useErrorText();
  const labels = usePaymentLabels();
  const now = useNow(30_000);
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readListView(params), [params]);
  const { status, type, method, search, page, limit } = view;
  const filters = useMemo<ListFilters>(
    () => ({ status, type, method, search }),
    [status, type, method, search],
  );
  const list = useTransactionList(filters, page, limit);
  const summary = useStatsSummary();
  const actions = useTransactionActions();
  const csv = useCsvExport(filters);
  const listRef = useRef<HTMLElement>(null);
  const layout = useListLayout(listRef);
  const [refreshing, setRefreshing] = useState(false);
  // Another admin's action or a new payment: the list, the summary and an open detail are read
  // again where they stand (same filters, page, scroll and dialogs), the pushed position making
  // each answer hold the change.
  const liveMode = useLiveUpdates(livePath, () => {
    void reloadTransactions();
  });
  useDocumentTitle(ready ? t('title') : null);

  const update = useCallback(
    (change: (view: ListView) => ListView) => {
      setParams((current) => writeListView(change(readListView(current))), { replace: true });
    },
    [setParams],
  );
  const changeFilters = useCallback(
    (change: Partial<ListFilters>) => {
      update((current) => withFilters(current, change));
    },
    [update],
  );
  const openDetails = useCallback(
    (payment: string) => {
      update((current) => ({ ...current, payment }));
    },
    [update],
  );

  const data = list.data;
  const total = data?.pagination.total ?? 0;
  const pages = data?.pagination.pages ?? 0;

  // A page past the end (rows gone, a page size changed, an old link) shows the last page.
  useEffect(() => {
    if (data && pages > 0 && page > pages) update((current) => ({ ...current, page: pages }));
  }, [data, page, pages, update]);

  // export=true: once arrived, wait 500 ms, then export what the list holds (none: nothing).
  const [exportDue, setExportDue] = useState(false);
  useEffect(() => {
    if (!view.exportRequested) return;
    const timer = window.setTimeout(() => {
      setExportDue(true);
    }, autoExportDelayMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [view.exportRequested]);
  const runExport = csv.run;
  useEffect(() => {
    if (!exportDue || !data) return;
    setExportDue(false);
    update((current) => ({ ...current, exportRequested: false }));
    if (data.pagination.total > 0) void runExport();
  }, [exportDue, data, runExport, update]);

  const refresh = async () => {
    setRefreshing(true);
    await reloadTransactions();
    setRefreshing(false);
  };

  if (!ready) return <LoadingState />;

  const feedbackFor = (paymentId: string | null) =>
    actions.feedback && paymentId?.toUpperCase() === actions.feedback.paymentId.toUpperCase()
      ? actions.feedback
      : null;
  const rowsProps = {
    transactions: data?.transactions ?? [],
    busy: actions.busy,
    onAction: actions.start,
    onDetails: openDetails,
    labels,
    now,
    labelledBy: listFocusFallbackId,
  };

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
        activeStatus={status}
        onShowStatus={(next) => {
          changeFilters({ status: next });
        }}
        labels={labels}
      />

      <FilterBar filters={filters} onChange={changeFilters} />

      {(actions.feedback ?? csv.outcome) && (
        <div className={styles.notices}>
          {actions.feedback && (
            <ActionFeedback feedback={actions.feedback} onDismiss={actions.dismiss} />
          )}
          {csv.outcome && (
            <ExportOutcomeNotice outcome={csv.outcome} onDismiss={csv.dismiss} labels={labels} />
          )}
        </div>
      )}

      <section className={styles.list} ref={listRef} aria-labelledby={listFocusFallbackId}>
        <div className={styles.listHead}>
          <h2 id={listFocusFallbackId} tabIndex={-1} className={styles.listTitle}>
            {t('list.heading', { total: labels.number(total) })}
          </h2>
          <span role="status" className={styles.updating}>
            {data && list.isValidating ? t('list.updating') : ''}
          </span>
        </div>

        {list.error && (
          <div className={styles.banner}>
            <Alert
              tone={data ? 'warning' : 'danger'}
              announce="alert"
              title={data ? undefined : t('list.loadFailed')}
              action={
                <Button variant="secondary" size="small" onClick={() => void list.mutate()}>
                  {common('actions.retry')}
                </Button>
              }
            >
              <p>{data ? t('list.loadFailedStale') : errorText(list.error.error)}</p>
            </Alert>
          </div>
        )}

        {!data && !list.error && <LoadingState />}

        {data?.transactions.length === 0 && (
          <EmptyState title={t('list.empty.title')}>
            {hasActiveFilter(filters) ? t('list.empty.filtered') : t('list.empty.none')}
          </EmptyState>
        )}

        {data &&
          data.transactions.length > 0 &&
          (layout === 'cards' ? (
            <TransactionCards {...rowsProps} />
          ) : (
            <TransactionsTable {...rowsProps} medium={layout === 'medium'} />
          ))}

        {data && total > 0 && (
          <PaginationBar
            pagination={data.pagination}
            onPage={(next) => {
              update((current) => ({ ...current, page: next }));
            }}
            onPageSize={(size) => {
              update((current) => ({ ...current, limit: size, page: 1 }));
            }}
            formatNumber={labels.number}
          />
        )}
      </section>

      <DetailDialog
        paymentId={view.payment}
        onClose={() => {
          update((current) => ({ ...current, payment: null }));
        }}
        busy={
          actions.busy && actions.busy.paymentId.toUpperCase() === view.payment?.toUpperCase()
            ? actions.busy.action
            : null
        }
        onAction={actions.start}
        feedback={feedbackFor(view.payment)}
        onDismissFeedback={actions.dismiss}
        labels={labels}
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
