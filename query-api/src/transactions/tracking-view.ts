import type { TrackingView } from '@ghost/events/contract';
import type { TransactionDoc } from '@ghost/projectors';

/** What a visitor may see of a payment: no e-mail, no codes, no notes. */
export const toTrackingView = (doc: TransactionDoc): TrackingView => ({
  paymentId: doc.payment_id,
  type: doc.type,
  amount: doc.amount,
  currency: doc.currency,
  paymentMethod: doc.payment_method,
  crypto_type: doc.crypto_type,
  region: doc.region,
  status: doc.status,
  subscriptionDuration: doc.subscription_duration,
  paymentVerified: doc.payment_verified,
  subscriptionUpdated: doc.subscription_updated,
  chain_check: doc.chain_check
    ? {
        status: doc.chain_check.status,
        confirmations: doc.chain_check.confirmations,
        required_confirmations: doc.chain_check.required_confirmations,
      }
    : null,
  createdAt: doc.created_at,
  updatedAt: doc.updated_at,
});
