import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ManualOutcome } from '../use-manual-actions';
import styles from './check-result.module.css';

/**
 * What an action by hand did, above the list its payment has left: it takes the focus the row's
 * button had, and is read out as news.
 */
export const ManualOutcomeNotice = ({
  outcome,
  onDismiss,
  ref,
}: {
  outcome: ManualOutcome;
  onDismiss: () => void;
  ref?: Ref<HTMLDivElement>;
}) => {
  const { t } = useTranslation('cardPayments');
  return (
    <div ref={ref} tabIndex={-1} className={styles.focusTarget}>
      <Alert tone="success" announce="status">
        <p>{outcome.text}</p>
        <div className={styles.dismiss}>
          <Button
            variant="ghost"
            size="small"
            onClick={onDismiss}
            aria-label={t('result.dismissLabel', { paymentId: outcome.paymentId })}
          >
            {t('result.dismiss')}
          </Button>
        </div>
      </Alert>
    </div>
  );
};
