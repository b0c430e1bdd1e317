import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminTransaction, TransactionActionAnswer } from '@ghost/events/contract';
import { useErrorText } from '@/lib/error-text';
import { forceVerifyCard } from './api/force-verify-card';
import { markCardFailed } from './api/mark-card-failed';
import type { ManualAction } from './manual-actions';

/** A verification or failure by hand being confirmed, and of which payment. */
export interface ManualConfirming {
  action: Exclude<ManualAction, 'updateStatus'>;
  payment: AdminTransaction;
}

/** What the last action by hand came to: the payment has left the awaiting list. */
export interface ManualOutcome {
  paymentId: string;
  text: string;
}

/**
 * The actions by hand of the card page: verify (force-verify-card) and mark failed
 * (mark-card-failed), each confirmed in a dialog; a super admin's status update. Each answer is
 * followed by a reload of the queue (`onDone`), which the payment leaves, and an outcome shown
 * above it, which takes the focus the row's button had.
 */
export const useManualActions = (onDone: () => Promise<unknown>) => {
  const { t } = useTranslation(['cardPayments', 'common']);
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState<ManualConfirming | null>(null);
  const [statusUpdating, setStatusUpdating] = useState<AdminTransaction | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ManualOutcome | null>(null);
  // Whether the dialog now closing closes on an action done (its payment has left the list).
  const done = useRef(false);

  const start = useCallback((action: ManualAction, payment: AdminTransaction) => {
    done.current = false;
    setError(null);
    if (action === 'updateStatus') setStatusUpdating(payment);
    else setConfirming({ action, payment });
  }, []);

  const cancel = useCallback(() => {
    if (!busy) setConfirming(null);
  }, [busy]);

  const confirm = useCallback(
    async (text: string) => {
      if (!confirming) return;
      const { action, payment } = confirming;
      if (action === 'markFailed' && text.trim() === '') {
        setError(t('manual.reasonRequired'));
        return;
      }
      setBusy(true);
      setError(null);
      const answer =
        action === 'forceVerify'
          ? await forceVerifyCard(
              payment.payment_id,
              text.trim() === '' ? {} : { notes: text.trim() },
            )
          : await markCardFailed(payment.payment_id, { reason: text.trim() });
      if (answer.error) {
        setBusy(false);
        setError(`${t(`manual.${action}Failed`)}: ${errorText(answer.error)}`);
        return;
      }
      await onDone();
      setBusy(false);
      done.current = true;
      setOutcome({
        paymentId: payment.payment_id,
        text: t(action === 'forceVerify' ? 'manual.verifiedDone' : 'manual.failedDone', {
          id: payment.payment_id,
        }),
      });
      setConfirming(null);
    },
    [confirming, errorText, onDone, t],
  );

  const statusUpdated = useCallback(
    async (answer: TransactionActionAnswer) => {
      await onDone();
      done.current = true;
      setOutcome({
        paymentId: answer.paymentId,
        text: t('manual.statusDone', {
          id: answer.paymentId,
          status: t(`common:statuses.${answer.status}`),
        }),
      });
      setStatusUpdating(null);
    },
    [onDone, t],
  );

  return {
    confirming,
    statusUpdating,
    busy,
    error,
    outcome,
    start,
    cancel,
    confirm,
    cancelStatusUpdate: () => {
      setStatusUpdating(null);
    },
    statusUpdated,
    dismissOutcome: () => {
      setOutcome(null);
    },
    /** Whether the dialog closing now closes on an action done. */
    done: () => done.current,
  };
};
