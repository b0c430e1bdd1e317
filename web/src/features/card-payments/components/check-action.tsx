import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminTransaction } from '@ghost/events/contract';
import { Button } from '@/components/ui/button';
import { checkBlocker } from '../check-outcome';
import styles from './queue-list.module.css';

interface CheckActionProps {
  payment: AdminTransaction;
  running: boolean;
  onCheck: (payment: AdminTransaction) => void;
}

/**
 * "Check PayGate" of one row: "Checking..." while it runs; disabled, with the reason beside it,
 * when the payment has no IPN token or no identifier.
 */
export const CheckAction = ({ payment, running, onCheck }: CheckActionProps) => {
  const { t } = useTranslation('cardPayments');
  const reasonId = useId();
  const blocker = checkBlocker(payment);
  return (
    <div className={styles.action}>
      <Button
        size="small"
        busy={running}
        disabled={blocker !== null}
        aria-describedby={blocker ? reasonId : undefined}
        onClick={() => {
          onCheck(payment);
        }}
      >
        {running ? t('check.running') : t('check.button')}
      </Button>
      {blocker && (
        <span id={reasonId} className={styles.blocker}>
          {t(blocker === 'no-token' ? 'check.noToken' : 'check.noIdentifier')}
        </span>
      )}
    </div>
  );
};
