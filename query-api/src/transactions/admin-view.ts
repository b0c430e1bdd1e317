import type { AdminTransaction, AdminTransactionDetail } from '@ghost/events/contract';
import type { TransactionDoc } from '@ghost/projectors';

/** A transaction document with or without its history. */
type TransactionRow = {
  [Field in keyof TransactionDoc as Field extends 'logs' ? never : Field]: TransactionDoc[Field];
};

/**
 * A transaction as the admin panel sees it: everything but the read model's own
 * bookkeeping, `id` being the payment ID. The history (`logs`) comes with the detail only.
 */
export const toAdminRow = (doc: TransactionRow): AdminTransaction => ({
  id: doc._id,
  payment_id: doc.payment_id,
  txid: doc.txid,
  user_username: doc.user_username,
  user_email: doc.user_email,
  type: doc.type,
  payment_method: doc.payment_method,
  crypto_type: doc.crypto_type,
  region: doc.region,
  processor: doc.processor ?? null,
  payment_provider: doc.payment_provider ?? null,
  amount: doc.amount,
  currency: doc.currency,
  status: doc.status,
  payment_verified: doc.payment_verified,
  subscription_updated: doc.subscription_updated,
  payment_ipn_token: doc.payment_ipn_token ?? null,
  subscription_duration: doc.subscription_duration,
  notes: doc.notes,
  payment_code: doc.payment_code ?? null,
  gift_card_codes: doc.gift_card_codes ?? [],
  chain_check: doc.chain_check ?? null,
  created_at: doc.created_at,
  updated_at: doc.updated_at,
});

export const toAdminDetail = (doc: TransactionDoc): AdminTransactionDetail => ({
  ...toAdminRow(doc),
  logs: doc.logs,
});
