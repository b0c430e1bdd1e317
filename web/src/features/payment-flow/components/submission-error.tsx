import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { useErrorText } from '@/lib/error-text';
import type { SubmissionErrorText } from '../submission-errors';

/** A refused payment's message (public spec §8), in the visitor's language, announced at once. */
export const SubmissionError = ({ error }: { error: SubmissionErrorText | null }) => {
  const { t } = useTranslation('payment');
  const errorText = useErrorText();
  // A hash of the wrong shape, a voucher short of the price: shown by their field, focused.
  if (!error || error.kind === 'txidShape' || error.kind === 'voucherShortfall') return null;
  const text = (() => {
    switch (error.kind) {
      case 'duplicateTxid':
        return t(`errors.duplicateTxid.${error.method}`);
      case 'requiredFields':
        return t('errors.requiredFields');
      case 'known':
        return t(`errors.known.${error.message}`);
      case 'code':
        return errorText(error.error);
      case 'server':
        return error.message;
      case 'submitFailed':
        return t('errors.submitFailed');
      case 'voucherFailed':
        return t('errors.voucherFailed');
      case 'cardFailed':
        return t('errors.cardFailed');
      default: {
        const unknown: never = error;
        return unknown;
      }
    }
  })();
  return (
    <Alert tone="danger" announce="alert">
      {text}
    </Alert>
  );
};
