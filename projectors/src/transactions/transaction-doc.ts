import type {
  CardProviderId,
  ChainCheckView,
  CryptoType,
  PaymentMethod,
  SubscriptionDuration,
  TransactionStatus,
  TransactionType,
} from '@ghost/events';
import type { Doc } from '../read-store/read-store.js';

/** One line of a transaction's history, built from its events. */
export interface TransactionLog {
  id: string;
  action: string;
  details: string;
  admin_username: string | null;
  created_at: string;
}

/** The `transactions` read model: the payments as the admin panel lists them, by payment ID. */
export interface TransactionDoc extends Doc {
  /** The payment ID again: the admin screens address a transaction by `id`, else `payment_id`. */
  id: string;
  payment_id: string;
  /** The visitor's proof (crypto hash, NINTENDO-/REWARBLE- reference); for a card, the
   * processor's outgoing txid once it confirmed, else null. */
  txid: string | null;
  user_username: string | null;
  user_email: string | null;
  type: TransactionType;
  payment_method: PaymentMethod;
  crypto_type: CryptoType | null;
  region: string | null;
  /** Card payments: the processor (paygate), the provider chosen, and the processor's token. */
  processor: string | null;
  payment_provider: CardProviderId | null;
  payment_ipn_token: string | null;
  amount: number;
  amount_minor: number;
  currency: string;
  status: TransactionStatus;
  payment_verified: boolean;
  subscription_updated: boolean;
  subscription_duration: SubscriptionDuration | null;
  /** The last admin note, failure reason or override note; every one of them is in `logs`. */
  notes: string | null;
  /** Vouchers: JSON text {code, type, amount, currency, pin_provided}; never the PIN. */
  payment_code: string | null;
  /**
   * Gift cards: the codes masked (••••••••••••WXYZ): a code is cash, revealed to an admin only on
   * request, through the command service, and the reveal is recorded.
   */
  gift_card_codes: string[] | null;
  /** Gift cards: the keyed hash of each code, to find the payment by a code typed whole. */
  gift_card_lookups?: string[] | null;
  /**
   * A quoted crypto payment's chain check (pending from its submission, then what the chain
   * showed and the verdict); null or absent (documents written before) without a quote.
   */
  chain_check?: ChainCheckView | null;
  created_at: string;
  updated_at: string;
  logs: TransactionLog[];
}

export const transactionsCollection = 'transactions';
