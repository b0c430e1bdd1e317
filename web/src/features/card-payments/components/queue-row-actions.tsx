import { useTranslation } from 'react-i18next';
import type { AdminTransaction } from '@ghost/events/contract';
import { Button } from '@/components/ui/button';
import { useSignedInAdmin } from '@/lib/auth/admin-session';
import { manualActionsFor, type ManualAction } from '../manual-actions';
import { CheckAction } from './check-action';
import styles from './queue-list.module.css';

interface QueueRowActionsProps {
  payment: AdminTransaction;
  running: boolean;
  onCheck: (payment: AdminTransaction) => void;
  onManual: (action: ManualAction, payment: AdminTransaction) => void;
}

const variants = {
  forceVerify: 'success',
  markFailed: 'secondary',
  updateStatus: 'secondary',
} as const;

/**
 * A row's actions: "Check PayGate" first (the processor is asked), then what an admin does by
 * hand when it cannot say: verify, mark as failed, and for a super admin, set the status.
 */
export const QueueRowActions = ({ payment, running, onCheck, onManual }: QueueRowActionsProps) => {
  const { t } = useTranslation('cardPayments');
  const { user } = useSignedInAdmin();
  const manual = manualActionsFor(user.role, payment);
  return (
    <div className={styles.rowActions}>
      <CheckAction payment={payment} running={running} onCheck={onCheck} />
      {manual.length > 0 && (
        <div className={styles.manual}>
          {manual.map((action) => (
            <Button
              key={action}
              size="small"
              variant={variants[action]}
              disabled={running}
              data-action={action}
              onClick={() => {
                onManual(action, payment);
              }}
            >
              {t(`manual.${action}`)}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
};
