import { useTranslation } from 'react-i18next';
import { maxNoteLength } from '@ghost/events/contract';
import { ActionDialog } from '@/components/ui/action-dialog';
import type { Confirming } from './use-transaction-actions';
import type { PaymentLabels } from './use-payment-labels';

interface ConfirmActionDialogProps {
  /** The action to confirm; null when none is asked (the dialog is closed). */
  confirming: Confirming | null;
  busy: boolean;
  error: string | null;
  onConfirm: (text: string) => void;
  onCancel: () => void;
  returnFocusTo: () => HTMLElement | null;
  labels: PaymentLabels;
}

/**
 * Asks before an action that cannot be undone. Keyboard first: focus starts on
 * the reason (Mark as Failed) or on the confirm button, Enter confirms, Escape cancels, and focus
 * goes back to the row. Mark as Failed asks for the reason; confirmed empty, it is cancelled.
 */
export const ConfirmActionDialog = ({
  confirming,
  busy,
  error,
  onConfirm,
  onCancel,
  returnFocusTo,
  labels,
}: ConfirmActionDialogProps) => {
  const { t } = useTranslation('transactions');
  const action = confirming?.action ?? 'verifyPayment';
  const failing = action === 'markFailed';
  const transaction = confirming?.transaction;
  const values = transaction && {
    id: transaction.id,
    amount: labels.money(transaction.amount, transaction.currency),
    duration: transaction.subscription_duration
      ? labels.duration(transaction.subscription_duration)
      : '',
    user: transaction.user_username ?? t('list.anonymous'),
  };
  return (
    <ActionDialog
      open={confirming !== null}
      formKey={`${transaction?.id ?? ''}:${action}`}
      title={t(`confirm.${action}.title`)}
      note={{
        label: failing ? t('confirm.markFailed.reason') : t('confirm.notes'),
        hint: failing ? t('confirm.markFailed.reasonHint') : t('confirm.notesHint'),
        required: failing,
        maxLength: maxNoteLength,
      }}
      warning={t('confirm.irreversible')}
      cancelLabel={t('confirm.cancel')}
      confirmLabel={t(`confirm.${action}.confirm`)}
      confirmVariant={failing ? 'danger' : action === 'verifyPayment' ? 'success' : 'primary'}
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
      returnFocusTo={returnFocusTo}
      focus={failing ? 'note' : 'confirm'}
    >
      {transaction && values && (
        <>
          <p>{t(`confirm.${action}.text`, values)}</p>
          {action === 'verifyPayment' && transaction.type === 'ghost-eshop-pro' && (
            <p className="muted">{t('confirm.verifyPayment.subscription', values)}</p>
          )}
          {action === 'updateSubscription' && (
            <p className="muted">{t('confirm.updateSubscription.hint')}</p>
          )}
        </>
      )}
    </ActionDialog>
  );
};
