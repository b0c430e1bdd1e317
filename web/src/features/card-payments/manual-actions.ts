import { statusOverrideTargets, type AdminTransaction } from '@ghost/events/contract';
import type { AdminUser } from '@/lib/auth/admin-session';
import { permissions } from '@/lib/auth/permissions';

/**
 * What an admin may do by hand with an awaiting card payment, besides asking the processor:
 * verify it (force-verify-card) or mark it failed (mark-card-failed), every admin; set its status
 * (PATCH status), super admins, to the steps forward its status allows. Auditors read only.
 */
export type ManualAction = 'forceVerify' | 'markFailed' | 'updateStatus';

export const manualActionsFor = (
  role: AdminUser['role'],
  payment: Pick<AdminTransaction, 'status' | 'type'>,
): ManualAction[] => {
  if (permissions.readOnly(role)) return [];
  const actions: ManualAction[] =
    payment.status === 'pending_payment_verification' ? ['forceVerify', 'markFailed'] : [];
  const setStatus =
    permissions.updateStatus(role) &&
    statusOverrideTargets(payment.status, payment.type).length > 0;
  return setStatus ? [...actions, 'updateStatus'] : actions;
};
