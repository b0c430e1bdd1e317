import type {
  CryptoType,
  GiftCardRegion,
  PortalLanguage,
  SubscriptionDuration,
  TransactionType,
} from '@ghost/events/contract';
import type { FlowMethod } from './payment-methods';

/** What the visitor is paying for, as the steps before the payment form settled it. */
export interface Order {
  type: TransactionType;
  method: FlowMethod;
  /** Null for a donation. */
  duration: SubscriptionDuration | null;
  /** The gift-card region; null for the other methods. */
  region: GiftCardRegion | null;
  amount: number;
  currency: string;
  /** Empty for a donation, which asks for no account. */
  username: string;
  /** Optional for a donation. */
  email: string;
  /** The visitor's language: the e-mails about the payment are written in it. */
  language: PortalLanguage;
}

/** What a method's form adds to the submission. */
export type MethodProof =
  | {
      payment_method: 'crypto';
      crypto_type: CryptoType;
      txid: string;
      /** The quote the payer was shown; null when none could be had (staff verify). */
      quote: string | null;
    }
  | { payment_method: 'nintendo-eshop'; region: GiftCardRegion; giftCardCodes: string[] }
  | { payment_method: 'alternative-rewarble'; paymentCode: string };
