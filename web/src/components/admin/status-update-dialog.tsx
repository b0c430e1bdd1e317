import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  maxNoteLength,
  statusOverrideTargets,
  type AdminTransaction,
  type TransactionActionAnswer,
  type TransactionStatus,
} from '@ghost/events/contract';
import { ActionDialog } from '@/components/ui/action-dialog';
import { SelectField } from '@/components/ui/field';
import { StatusBadge } from '@/components/ui/status-badge';
import { useErrorText } from '@/lib/error-text';
import { formatMoney } from '@/lib/format/money';
import { updatePaymentStatus } from '@/lib/payment-status';

export type StatusSubject = Pick<
  AdminTransaction,
  'id' | 'status' | 'type' | 'amount' | 'currency'
>;

/** Whether a payment has a status a super admin may set it to by hand. */
export const canUpdateStatus = (payment: Pick<AdminTransaction, 'status' | 'type'>): boolean =>
  statusOverrideTargets(payment.status, payment.type).length > 0;

interface StatusUpdateDialogProps {
  /** The payment whose status is set; null when the dialog is closed. */
  payment: StatusSubject | null;
  onCancel: () => void;
  /** The server recorded the new status: the caller shows it, then closes the dialog. */
  onUpdated: (answer: TransactionActionAnswer) => Promise<void> | void;
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * A super admin's manual status update (PATCH /transactions/{id}/status): the
 * new status, among the steps forward its current one allows (`statusOverrideTargets`), and why
 * (required, kept in its history). Focus starts on the status; Enter confirms, Escape cancels.
 */
export const StatusUpdateDialog = ({
  payment,
  onCancel,
  onUpdated,
  returnFocusTo,
}: StatusUpdateDialogProps) => {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const errorText = useErrorText();
  const [status, setStatus] = useState<TransactionStatus | ''>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const targets = payment ? statusOverrideTargets(payment.status, payment.type) : [];

  const close = () => {
    if (busy) return;
    setStatus('');
    setError(null);
    onCancel();
  };

  const confirm = async (notes: string) => {
    if (!payment) return;
    if (status === '') {
      setError(t('statusUpdate.statusRequired'));
      document.getElementById('status-update-choice')?.focus();
      return;
    }
    if (notes.trim() === '') {
      setError(t('statusUpdate.notesRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await updatePaymentStatus(payment.id, { status, notes: notes.trim() });
    if (answer.error) {
      setBusy(false);
      setError(`${t('statusUpdate.failed')}: ${errorText(answer.error)}`);
      return;
    }
    await onUpdated(answer.data);
    setBusy(false);
    setStatus('');
  };

  return (
    <ActionDialog
      open={payment !== null}
      formKey={payment?.id ?? ''}
      title={t('statusUpdate.title')}
      note={{
        label: t('statusUpdate.notes'),
        hint: t('statusUpdate.notesHint'),
        required: true,
        maxLength: maxNoteLength,
      }}
      warning={t('statusUpdate.irreversible')}
      cancelLabel={t('common:actions.cancel')}
      confirmLabel={t('statusUpdate.confirm')}
      confirmVariant="primary"
      busy={busy}
      error={error}
      onConfirm={(notes) => void confirm(notes)}
      onCancel={close}
      returnFocusTo={returnFocusTo}
      focus="children"
    >
      {payment && (
        <>
          <p>
            {t('statusUpdate.text', {
              id: payment.id,
              amount: formatMoney(payment.amount, payment.currency, i18n.language),
            })}{' '}
            <StatusBadge status={payment.status} />
          </p>
          <SelectField
            id="status-update-choice"
            label={t('statusUpdate.status')}
            hint={t('statusUpdate.statusHint')}
            required
            value={status}
            data-autofocus
            onChange={(event) => {
              setStatus(event.target.value as TransactionStatus | '');
              setError(null);
            }}
          >
            <option value="">{t('statusUpdate.choose')}</option>
            {targets.map((target) => (
              <option key={target} value={target}>
                {t(`common:statuses.${target}`)}
              </option>
            ))}
          </SelectField>
          {status === 'pending_subscription_update' && (
            <p className="muted">{t('statusUpdate.subscriptionNote')}</p>
          )}
        </>
      )}
    </ActionDialog>
  );
};
