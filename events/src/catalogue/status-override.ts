import type { TransactionStatus, TransactionType } from './payment-constants.js';

/**
 * The statuses a super admin may set a payment to by hand (PATCH /api/transactions/{id}/status),
 * from the one it has: forward along the lifecycle only. A payment awaiting verification may be
 * completed or failed, and a PRO one moved on to awaiting its subscription (which requests it);
 * one awaiting its subscription may be completed or failed; a completed or failed payment is
 * final. The command service's decider holds to the same rule (its spec checks every case), so
 * a screen offers exactly what the server takes.
 */
export const statusOverrideTargets = (
  from: TransactionStatus,
  type: TransactionType,
): TransactionStatus[] => {
  switch (from) {
    case 'pending_payment_verification':
      return type === 'ghost-eshop-pro'
        ? ['pending_subscription_update', 'completed', 'failed']
        : ['completed', 'failed'];
    case 'pending_subscription_update':
      return ['completed', 'failed'];
    case 'completed':
    case 'failed':
      return [];
    default: {
      const unknown: never = from;
      return unknown;
    }
  }
};
