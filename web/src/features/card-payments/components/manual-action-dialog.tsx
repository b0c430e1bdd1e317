import { useTranslation } from 'react-i18next';
import { cardProviders, maxNoteLength } from '@ghost/events/contract';
import { ActionDialog } from '@/components/ui/action-dialog';
import { formatMoney } from '@/lib/format/money';
import type { ManualConfirming } from '../use-manual-actions';

interface ManualActionDialogProps {
  confirming: ManualConfirming | null;
  busy: boolean;
  error: string | null;
  onConfirm: (text: string) => void;
  onCancel: () => void;
  returnFocusTo: () => HTMLElement | null;
}

/**
 * Asks before a card payment is verified or failed by hand: what it does, a note (optional) or
 * the reason (required), and that it cannot be undone. Focus starts on the reason when failing,
 * else on the confirm button; Enter confirms, Escape cancels.
 */
export const ManualActionDialog = ({
  confirming,
  busy,
  error,
  onConfirm,
  onCancel,
  returnFocusTo,
}: ManualActionDialogProps) => {
  const { t, i18n } = useTranslation('cardPayments');
  const action = confirming?.action ?? 'forceVerify';
  const failing = action === 'markFailed';
  const payment = confirming?.payment;
  return (
    <ActionDialog
      open={confirming !== null}
      formKey={`${payment?.payment_id ?? ''}:${action}`}
      title={t(`manual.${action}Title`)}
      note={{
        label: failing ? t('manual.reason') : t('manual.notes'),
        hint: failing ? t('manual.reasonHint') : t('manual.notesHint'),
        required: failing,
        maxLength: maxNoteLength,
      }}
      warning={t('manual.irreversible')}
      cancelLabel={t('manual.cancel')}
      confirmLabel={t(`manual.${action}Confirm`)}
      confirmVariant={failing ? 'danger' : 'success'}
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
      returnFocusTo={returnFocusTo}
      focus={failing ? 'note' : 'confirm'}
    >
      {payment && (
        <p>
          {t(`manual.${action}Text`, {
            id: payment.payment_id,
            amount: formatMoney(payment.amount, payment.currency, i18n.language),
            provider: payment.payment_provider
              ? cardProviders[payment.payment_provider].label
              : t('manual.noProvider'),
          })}
        </p>
      )}
    </ActionDialog>
  );
};
