import { useTranslation } from 'react-i18next';
import { paymentIdToLookUp } from '@ghost/events/contract';
import { canUpdateStatus, type StatusSubject } from '@/components/admin/status-update-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { Dialog } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/loading-state';
import { StatusBadge } from '@/components/ui/status-badge';
import { useErrorText } from '@/lib/error-text';
import { useTransactionDetail } from '../api/get-transaction';
import { actionsFor, type TransactionAction } from '../row-actions';
import { ActionFeedback } from './action-feedback';
import { DetailFields } from './detail-fields';
import { HistoryTimeline } from './history-timeline';
import { ChainCheckMark } from './chain-check-mark';
import { OverdueMark } from './overdue-mark';
import { RowActions, type StartAction } from './row-actions';
import type { Feedback } from './use-transaction-actions';
import type { PaymentLabels } from './use-payment-labels';
import styles from './detail-dialog.module.css';

interface DetailDialogProps {
  /** The open payment; null when closed. */
  paymentId: string | null;
  onClose: () => void;
  busy: TransactionAction | null;
  onAction: StartAction;
  /** The last action's outcome, when it concerns this payment. */
  feedback: Feedback | null;
  onDismissFeedback: () => void;
  labels: PaymentLabels;
  now: Date;
  /** The maximum pending hours, past which a payment awaiting verification is overdue. */
  pendingLimit: number | null;
  /** Opens the manual status update; absent for those who may not set a status (not super admins). */
  onUpdateStatus?: (payment: StatusSubject, from: HTMLElement) => void;
}

/**
 * One payment in full (GET /transactions/{id}): every field, its actions, and its whole history
 * as a timeline. It reloads with the list after each action and on each pushed change.
 */
export const DetailDialog = ({
  paymentId,
  onClose,
  busy,
  onAction,
  feedback,
  onDismissFeedback,
  labels,
  now,
  pendingLimit,
  onUpdateStatus,
}: DetailDialogProps) => {
  const { t } = useTranslation('transactions');
  const { t: common } = useTranslation();
  const errorText = useErrorText();
  // The link's ID as the server's lookup takes it; anything else is refused here without asking.
  const lookedUp = paymentId === null ? null : paymentIdToLookUp(paymentId);
  const valid = lookedUp !== null;
  const { data, error, isLoading, mutate } = useTransactionDetail(lookedUp);
  const detail = data && data.id.toUpperCase() === paymentId?.toUpperCase() ? data : undefined;

  const body = () => {
    if (paymentId === null) return null;
    if (!valid) {
      return (
        <Alert tone="danger" title={t('errors.invalidId')}>
          <p className={styles.wrap}>{paymentId}</p>
        </Alert>
      );
    }
    if (!detail) {
      if (error) {
        return (
          <Alert
            tone="danger"
            title={
              error.error.code === 'INVALID_PAYMENT_ID' ? t('errors.invalidId') : t('errors.detail')
            }
            action={
              <Button variant="secondary" size="small" onClick={() => void mutate()}>
                {common('actions.retry')}
              </Button>
            }
          >
            <p>{errorText(error.error)}</p>
          </Alert>
        );
      }
      return isLoading ? <LoadingState text={t('detail.loading')} /> : null;
    }
    return (
      <div className={styles.content} data-payment={detail.id}>
        <div className={styles.summary} data-focus-fallback tabIndex={-1}>
          <span className={styles.amount}>{labels.money(detail.amount, detail.currency)}</span>
          <StatusBadge status={detail.status} />
          <OverdueMark payment={detail} limitHours={pendingLimit} now={now} spelledOut />
          <ChainCheckMark check={detail.chain_check} />
          <span className={styles.id}>
            <span className={styles.idText}>{detail.id}</span>
            <CopyButton value={detail.id} what={t('copy.paymentId')} variant="ghost" compact />
          </span>
        </div>
        {feedback && <ActionFeedback feedback={feedback} onDismiss={onDismissFeedback} />}
        {error && (
          <Alert tone="warning">
            <p>{errorText(error.error)}</p>
          </Alert>
        )}
        {(actionsFor(detail).length > 0 || (onUpdateStatus && canUpdateStatus(detail))) && (
          <div className={styles.actions}>
            {actionsFor(detail).length > 0 && (
              <RowActions
                transaction={detail}
                busy={busy}
                onAction={onAction}
                look="buttons"
                withExplorer={false}
              />
            )}
            {onUpdateStatus && canUpdateStatus(detail) && (
              <Button
                size="small"
                variant="secondary"
                data-action="updateStatus"
                disabled={busy !== null}
                onClick={(event) => {
                  onUpdateStatus(detail, event.currentTarget);
                }}
              >
                {t('actions.updateStatus')}
              </Button>
            )}
          </div>
        )}
        <div className={styles.columns}>
          <DetailFields detail={detail} labels={labels} />
          <section className={styles.history} aria-labelledby="history-heading">
            <h3 id="history-heading" className={styles.historyHeading}>
              {t('history.title')}
            </h3>
            <HistoryTimeline detail={detail} />
          </section>
        </div>
      </div>
    );
  };

  return (
    <Dialog open={paymentId !== null} title={t('detail.title')} onClose={onClose} wide>
      {body()}
    </Dialog>
  );
};
