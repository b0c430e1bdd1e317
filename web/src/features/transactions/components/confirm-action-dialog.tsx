import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxNoteLength } from '@ghost/events/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import type { Confirming } from './use-transaction-actions';
import type { PaymentLabels } from './use-payment-labels';
import styles from './confirm-action-dialog.module.css';

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
 * Asks before an action that cannot be undone (admin spec §4). Keyboard first: focus starts on
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
  const formId = useId();
  const action = confirming?.action ?? 'verifyPayment';
  const failing = action === 'markFailed';
  return (
    <Dialog
      open={confirming !== null}
      alert
      title={t(`confirm.${action}.title`)}
      onClose={onCancel}
      returnFocusTo={returnFocusTo}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('confirm.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={failing ? 'danger' : action === 'verifyPayment' ? 'success' : 'primary'}
            busy={busy}
            data-autofocus={failing ? undefined : true}
          >
            {t(`confirm.${action}.confirm`)}
          </Button>
        </>
      }
    >
      {confirming && (
        <ConfirmForm
          key={`${confirming.transaction.id}:${action}`}
          formId={formId}
          confirming={confirming}
          busy={busy}
          error={error}
          onConfirm={onConfirm}
          labels={labels}
        />
      )}
    </Dialog>
  );
};

const ConfirmForm = ({
  formId,
  confirming,
  busy,
  error,
  onConfirm,
  labels,
}: Pick<ConfirmActionDialogProps, 'busy' | 'error' | 'onConfirm' | 'labels'> & {
  formId: string;
  confirming: Confirming;
}) => {
  const { t } = useTranslation('transactions');
  const [text, setText] = useState('');
  const { action, transaction } = confirming;
  const failing = action === 'markFailed';
  const values = {
    id: transaction.id,
    amount: labels.money(transaction.amount, transaction.currency),
    duration: transaction.subscription_duration
      ? labels.duration(transaction.subscription_duration)
      : '',
    user: transaction.user_username ?? t('list.anonymous'),
  };
  return (
    <form
      id={formId}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onConfirm(text);
      }}
    >
      <p className={styles.text}>{t(`confirm.${action}.text`, values)}</p>
      {action === 'verifyPayment' && transaction.type === 'ghost-eshop-pro' && (
        <p className="muted">{t('confirm.verifyPayment.subscription', values)}</p>
      )}
      {action === 'updateSubscription' && (
        <p className="muted">{t('confirm.updateSubscription.hint')}</p>
      )}
      <p className={styles.warning}>{t('confirm.irreversible')}</p>
      <TextField
        label={failing ? t('confirm.markFailed.reason') : t('confirm.notes')}
        hint={failing ? t('confirm.markFailed.reasonHint') : t('confirm.notesHint')}
        required={failing}
        value={text}
        maxLength={maxNoteLength}
        autoComplete="off"
        data-autofocus={failing ? true : undefined}
        onChange={(event) => {
          setText(event.target.value);
        }}
      />
      {error && <Alert tone="danger">{error}</Alert>}
    </form>
  );
};
