import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/error-text';
import type { CheckReport } from '../use-paygate-checks';

/**
 * Tells a screen reader, politely, what the last check found: the notes themselves appear under
 * their row or above the list, out of the reader's way.
 */
export const CheckAnnouncement = ({ outcome }: { outcome: CheckReport | null }) => {
  const { t } = useTranslation('cardPayments');
  const errorText = useErrorText();
  const text = (() => {
    if (!outcome) return '';
    switch (outcome.kind) {
      case 'verified':
        return `${t('result.verifiedTitle')}. ${t('result.verifiedText', { paymentId: outcome.paymentId })}`;
      case 'update-failed':
        return `${t('result.updateFailedTitle')}. ${t('result.updateFailedText', { paymentId: outcome.paymentId })}`;
      case 'not-completed':
        return t('result.notCompletedText', {
          paymentId: outcome.paymentId,
          status: t(`result.providerStatus.${outcome.providerStatus}`),
        });
      case 'failed':
        return t('check.failed', { message: errorText(outcome.error) });
    }
  })();
  return (
    <p role="status" className="visually-hidden">
      {text}
    </p>
  );
};
