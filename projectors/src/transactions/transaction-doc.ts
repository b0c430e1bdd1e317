import type { CryptoType, PaymentMethod, TransactionStatus, TransactionType } from '@ghost/events';
import type { Doc } from '../read-store/read-store.js';

/** One line of a transaction's history, built from its events. */
export interface TransactionLog {
  id: string;
  action: string;
  details: string;
  admin_username: string | null;
  created_at: string;
}

/** The `transactions` read model: the admin spec's transaction entity, keyed by payment ID. */
export interface TransactionDoc extends Doc {
  payment_id: string;
  txid: string;
  user_username: string | null;
  user_email: string | null;
  type: TransactionType;
  payment_method: PaymentMethod;
  crypto_type: CryptoType | null;
  region: string | null;
  amount: number;
  amount_minor: number;
  currency: string;
  status: TransactionStatus;
  payment_verified: boolean;
  subscription_updated: boolean;
  subscription_duration: string | null;
  notes: string | null;
  // Fields of the admin entity that come with the card and voucher events; optional until every
  // transaction event is projected (the read side searches and lists them when present).
  processor?: string | null;
  payment_provider?: string | null;
  payment_ipn_token?: string | null;
  /** For the voucher method, a JSON text: code, type, amount, currency, optional pin. */
  payment_code?: string | null;
  /** The console-store gift-card codes of the payment, searched by the admin list. */
  gift_card_codes?: string[];
  created_at: string;
  updated_at: string;
  logs: TransactionLog[];
}

export const transactionsCollection = 'transactions';
