import type { AdminTransaction } from '@ghost/events/contract';

/** The admin actions on a payment, each one call of the command API. */
export type TransactionAction =
  'verifyPayment' | 'markFailed' | 'checkSubscription' | 'updateSubscription';

/**
 * The actions a payment offers in its state: an awaiting payment is verified or
 * failed; a paid PRO subscription awaiting delivery is checked (sent again) or updated by hand.
 * Completed and failed payments offer none.
 */
export const actionsFor = (
  transaction: Pick<AdminTransaction, 'status' | 'type'>,
): TransactionAction[] => {
  switch (transaction.status) {
    case 'pending_payment_verification':
      return ['verifyPayment', 'markFailed'];
    case 'pending_subscription_update':
      return transaction.type === 'ghost-eshop-pro'
        ? ['checkSubscription', 'updateSubscription']
        : [];
    case 'completed':
    case 'failed':
      return [];
    default: {
      const unknown: never = transaction.status;
      return unknown;
    }
  }
};
