import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { formatMoney } from '@/lib/format/money';
import { useErrorText } from '@/lib/error-text';
import { donationMinimum } from '../donation-amount';
import type { SubmissionErrorText } from '../submission-errors';

/** A refused payment's message, in the visitor's language, announced at once. */
export const SubmissionError = ({ error }: { error: SubmissionErrorText | null }) => {
  const { t, i18n } = useTranslation('payment');
  const errorText = useErrorText();
  // A hash of the wrong shape, a voucher short of the price: shown by their field, focused.
  if (!error || error.kind === 'txidShape' || error.kind === 'voucherShortfall') return null;
  const text = (() => {
    switch (error.kind) {
      case 'duplicateTxid':
        // The hint on a line of its own: sentences are joined differently in each language.
        return error.notSeenYet ? (
          <>
            {t(`errors.duplicateTxid.${error.method}`)}
            <br />
            {t('errors.transactionNotSeenYet')}
          </>
        ) : (
          t(`errors.duplicateTxid.${error.method}`)
        );
      case 'requiredFields':
        return t('errors.requiredFields');
      case 'known':
        // The donation minimum is an amount, written by the portal's money rule.
        return t(`errors.known.${error.message}`, {
          amount: formatMoney(donationMinimum, 'USD', i18n.language),
        });
      case 'code':
        return errorText(error.error);
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
