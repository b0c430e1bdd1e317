import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  AdminTransaction,
  SubscriptionCheckAnswer,
  TransactionActionAnswer,
} from '@ghost/events/contract';
import type { StatusSubject } from '@/components/admin/status-update-dialog';
import type { ApiError, ApiResult } from '@/lib/api-client';
import { useErrorText } from '@/lib/error-text';
import { checkSubscriptionStatus } from '../api/check-subscription-status';
import { markFailed } from '../api/mark-failed';
import { reloadTransactions, showActionResult } from '../api/reload-transactions';
import { updateSubscription } from '../api/update-subscription';
import { verifyPayment } from '../api/verify-payment';
import type { TransactionAction } from '../row-actions';

/** What the admin is asked to confirm, and where it was asked from. */
export interface Confirming {
  action: Exclude<TransactionAction, 'checkSubscription'>;
  transaction: AdminTransaction;
}

/** What the last action came to, shown above the list (and in the payment's details). */
export type Feedback =
  | { kind: 'done'; paymentId: string; text: string }
  | { kind: 'cancelled'; paymentId: string; text: string }
  | { kind: 'error'; paymentId: string; title: string; text: string }
  | { kind: 'check'; paymentId: string; answer: SubscriptionCheckAnswer };

/** A confirmed action with the note or reason typed in its dialog. */
const run = (
  action: Confirming['action'],
  paymentId: string,
  text: string,
): Promise<ApiResult<TransactionActionAnswer>> => {
  const notes = text.trim() === '' ? {} : { notes: text.trim() };
  switch (action) {
    case 'verifyPayment':
      return verifyPayment(paymentId, notes);
    case 'markFailed':
      return markFailed(paymentId, { reason: text.trim() });
    case 'updateSubscription':
      return updateSubscription(paymentId, notes);
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
};

/**
 * The admin actions of the list and the details: irreversible ones confirmed in
 * a dialog first; each answer followed by a reload of the list, the summary and an open detail,
 * which read-your-writes makes hold the action, before the dialog closes, so the row shows its
 * new status the moment the dialog is gone. Focus then returns to the control the action came
 * from, or to its row or the list when that control went away with the old status.
 */
export const useTransactionActions = (
  /** What takes focus when the row an action came from has gone (left the filtered list). */
  fallbackFocusId: string,
) => {
  const { t } = useTranslation('transactions');
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [busy, setBusy] = useState<{ paymentId: string; action: TransactionAction } | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  // A super admin's manual status update: the payment whose status is being set.
  const [statusUpdating, setStatusUpdating] = useState<StatusSubject | null>(null);
  // The row, card or details the action came from, and the action: where focus goes back.
  const origin = useRef<{
    container: Element | null;
    action: TransactionAction | 'updateStatus';
  } | null>(null);

  const focusTarget = useCallback((): HTMLElement | null => {
    const from = origin.current;
    const container = from?.container?.isConnected ? from.container : null;
    return (
      container?.querySelector<HTMLElement>(`[data-action="${from?.action ?? ''}"]`) ??
      container?.querySelector<HTMLElement>('[data-action="details"]') ??
      container?.querySelector<HTMLElement>('[data-focus-fallback]') ??
      document.getElementById(fallbackFocusId)
    );
  }, [fallbackFocusId]);

  const errorOf = useCallback(
    (action: TransactionAction, error: ApiError) => ({
      title: error.code === 'INVALID_PAYMENT_ID' ? t('errors.invalidId') : t(`errors.${action}`),
      text: errorText(error),
    }),
    [t, errorText],
  );

  const check = useCallback(
    async (transaction: AdminTransaction) => {
      setBusy({ paymentId: transaction.id, action: 'checkSubscription' });
      setFeedback(null);
      const answer = await checkSubscriptionStatus(transaction.id);
      if (answer.data?.updated) await showActionResult(transaction.id, 'completed');
      // Delivered or not, the attempt is in the payment's history: everything is read again.
      await reloadTransactions();
      setBusy(null);
      setFeedback(
        answer.error
          ? {
              kind: 'error',
              paymentId: transaction.id,
              ...errorOf('checkSubscription', answer.error),
            }
          : { kind: 'check', paymentId: transaction.id, answer: answer.data },
      );
      // The button is gone when the payment completed: focus goes to the row instead.
      if (document.activeElement === document.body || !document.activeElement?.isConnected) {
        focusTarget()?.focus();
      }
    },
    [errorOf, focusTarget],
  );

  const start = useCallback(
    (action: TransactionAction, transaction: AdminTransaction, from: HTMLElement) => {
      origin.current = { container: from.closest('[data-payment]'), action };
      if (action === 'checkSubscription') {
        void check(transaction);
        return;
      }
      setDialogError(null);
      setConfirming({ action, transaction });
    },
    [check],
  );

  const cancel = useCallback(() => {
    if (busy === null) setConfirming(null);
  }, [busy]);

  /** Confirms the open action with the note or reason typed in its dialog. */
  const confirm = useCallback(
    async (text: string) => {
      if (!confirming) return;
      const { action, transaction } = confirming;
      // Mark as Failed without a reason is cancelled, and says so.
      if (action === 'markFailed' && text.trim() === '') {
        setConfirming(null);
        setFeedback({
          kind: 'cancelled',
          paymentId: transaction.id,
          text: t('confirm.markFailed.cancelled'),
        });
        return;
      }
      setBusy({ paymentId: transaction.id, action });
      setDialogError(null);
      const answer = await run(action, transaction.id, text);
      if (!answer.error) await showActionResult(transaction.id, answer.data.status);
      await reloadTransactions();
      setBusy(null);
      if (answer.error) {
        const { title, text: message } = errorOf(action, answer.error);
        setDialogError(`${title}: ${message}`);
        return;
      }
      setConfirming(null);
      setFeedback({
        kind: 'done',
        paymentId: transaction.id,
        text: t(`feedback.${action}`, { id: transaction.id }),
      });
    },
    [confirming, errorOf, t],
  );

  const dismiss = useCallback(() => {
    setFeedback(null);
  }, []);

  const startStatusUpdate = useCallback((transaction: StatusSubject, from: HTMLElement) => {
    origin.current = { container: from.closest('[data-payment]'), action: 'updateStatus' };
    setFeedback(null);
    setStatusUpdating(transaction);
  }, []);

  const cancelStatusUpdate = useCallback(() => {
    setStatusUpdating(null);
  }, []);

  /** The server recorded the status: it goes into the row and the detail before the dialog closes. */
  const statusUpdated = useCallback(
    async (answer: TransactionActionAnswer) => {
      await showActionResult(answer.paymentId, answer.status);
      await reloadTransactions();
      setStatusUpdating(null);
      setFeedback({
        kind: 'done',
        paymentId: answer.paymentId,
        text: t('feedback.updateStatus', {
          id: answer.paymentId,
          status: t(`statuses.${answer.status}`, { ns: 'common' }),
        }),
      });
    },
    [t],
  );

  return {
    confirming,
    busy,
    dialogError,
    feedback,
    start,
    cancel,
    confirm,
    dismiss,
    focusTarget,
    statusUpdating,
    startStatusUpdate,
    cancelStatusUpdate,
    statusUpdated,
  };
};
