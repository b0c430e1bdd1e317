import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminTransaction } from '@ghost/events/contract';
import { StatusUpdateDialog } from '@/components/admin/status-update-dialog';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeading } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/field';
import { LiveIndicator } from '@/components/ui/live-indicator';
import { LoadingState } from '@/components/ui/loading-state';
import { useSignedInAdmin } from '@/lib/auth/admin-session';
import { useErrorText } from '@/lib/error-text';
import { liveAdminPath, useLiveUpdates } from '@/lib/live/use-live-updates';
import { useCardQueue } from '../api/get-card-queue';
import { searchQueue } from '../queue-search';
import { useManualActions } from '../use-manual-actions';
import { usePayGateChecks, type CheckReport } from '../use-paygate-checks';
import { VerifiedResult } from './check-result';
import { CheckAnnouncement } from './check-announcement';
import { ManualActionDialog } from './manual-action-dialog';
import { ManualOutcomeNotice } from './manual-outcome';
import { MonitoringGuide, QueueInfo } from './queue-info';
import { QueueList } from './queue-list';
import { QueuePaging } from './queue-paging';
import { QueueTiles } from './queue-tiles';
import styles from './card-payments-page.module.css';

/**
 * Card Payments: the card payments awaiting verification, 20 a page,
 * searchable on the page, each with "Check PayGate", and what an admin does by hand when the
 * processor cannot say: verify it, mark it failed, and for a super admin, set its status; a
 * verified payment's confirmation, or what was done by hand, stays above the list its row has
 * left.
 */
export const CardPaymentsPage = () => {
  const { t } = useTranslation(['cardPayments', 'common']);
  const errorText = useErrorText();
  const { user } = useSignedInAdmin();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [refreshing, setRefreshing] = useState(false);
  const [lastOutcome, setLastOutcome] = useState<CheckReport | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const manualNotice = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const queue = useCardQueue(page);
  const { mutate } = queue;

  const reload = useCallback(() => {
    void mutate();
  }, [mutate]);
  const checks = usePayGateChecks(reload);
  const manual = useManualActions(mutate);
  // Done, the row and its buttons have left the list: the outcome above it takes the focus
  // (cancelled, focus goes back to the button, as the dialog does by itself).
  const afterManual = () => (manual.done() ? manualNotice.current : null);
  // Payments paid, verified or failed elsewhere leave the list without a reload.
  const live = useLiveUpdates(liveAdminPath(['card-payments']), reload);

  const refresh = async () => {
    setRefreshing(true);
    await mutate();
    setRefreshing(false);
  };

  const check = async (payment: AdminTransaction) => {
    const outcome = await checks.check(payment);
    setLastOutcome(outcome);
    // The row and its button leave the list: the confirmation takes the focus.
    if (outcome?.kind === 'verified') window.setTimeout(() => confirmation.current?.focus(), 0);
  };

  // A page emptied by verifications moves back to the last page that has rows.
  const pages = queue.data?.pagination.pages;
  useEffect(() => {
    if (pages !== undefined && pages > 0 && page > pages) setPage(pages);
  }, [page, pages]);

  const rows = queue.data ? searchQueue(queue.data.transactions, search) : [];

  const list = () => {
    if (!queue.data) return null;
    if (queue.data.pagination.total === 0) {
      return <EmptyState title={t('empty.title')}>{t('empty.text')}</EmptyState>;
    }
    if (rows.length === 0) {
      return <p className={styles.noMatch}>{t('search.noMatch', { query: search.trim() })}</p>;
    }
    return (
      <QueueList
        payments={rows}
        labelledBy={headingId}
        running={checks.running}
        notes={checks.notes}
        onCheck={(payment) => {
          void check(payment);
        }}
        onManual={manual.start}
        onDismissNote={checks.dismissNote}
      />
    );
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <div className={styles.titleRow}>
            <h1 className="page-title">{t('title')}</h1>
            <Badge tone={user.role === 'super_admin' ? 'primary' : 'info'}>
              {t(`access.${user.role}`)}
            </Badge>
          </div>
          <p className="muted">{t('subtitle')}</p>
          <div className={styles.liveLine}>
            <LiveIndicator mode={live} />
          </div>
        </div>
        <Button
          variant="secondary"
          busy={refreshing}
          onClick={() => {
            void refresh();
          }}
        >
          {t('actions.refresh', { ns: 'common' })}
        </Button>
      </header>

      <QueueTiles summary={queue.data?.summary} />

      <CheckAnnouncement outcome={lastOutcome} />
      {manual.outcome && (
        <ManualOutcomeNotice
          ref={manualNotice}
          outcome={manual.outcome}
          onDismiss={manual.dismissOutcome}
        />
      )}
      {checks.confirmations.map((outcome, index) => (
        <VerifiedResult
          key={outcome.paymentId}
          ref={index === 0 ? confirmation : undefined}
          outcome={outcome}
          onDismiss={() => {
            checks.dismissConfirmation(outcome.paymentId);
          }}
        />
      ))}

      <Card className={styles.listPanel}>
        <CardHeading>
          <h2 id={headingId}>{t('table.caption')}</h2>
        </CardHeading>
        <div className={styles.search}>
          <TextField
            type="search"
            label={t('search.label')}
            hint={t('search.hint')}
            value={search}
            autoComplete="off"
            onChange={(event) => {
              setSearch(event.target.value);
            }}
          />
        </div>
        {queue.error && (
          <Alert
            tone="danger"
            title={t('load.failed')}
            action={
              <Button variant="secondary" size="small" onClick={reload}>
                {t('actions.retry', { ns: 'common' })}
              </Button>
            }
          >
            <p>{errorText(queue.error.error, t('load.failed'))}</p>
          </Alert>
        )}
        {!queue.data && !queue.error ? <LoadingState /> : list()}
        {queue.data && queue.data.pagination.total > 0 && (
          <QueuePaging pagination={queue.data.pagination} onPage={setPage} />
        )}
      </Card>

      <QueueInfo />
      <MonitoringGuide />

      <ManualActionDialog
        confirming={manual.confirming}
        busy={manual.busy}
        error={manual.error}
        onConfirm={(text) => void manual.confirm(text)}
        onCancel={manual.cancel}
        returnFocusTo={afterManual}
      />
      <StatusUpdateDialog
        payment={manual.statusUpdating}
        onCancel={manual.cancelStatusUpdate}
        onUpdated={manual.statusUpdated}
        returnFocusTo={afterManual}
      />
    </div>
  );
};
