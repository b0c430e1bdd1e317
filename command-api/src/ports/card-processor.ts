import type { CardProviderId, Money } from '@ghost/events';
import type { CardPaymentStatusName } from '@ghost/events/contract';

export interface CardWallet {
  /** The processor's token for this payment: the key of every later check and callback. */
  ipnToken: string;
  /** The hosted page where the payer pays with the chosen provider. */
  paymentUrl: string;
}

export interface CardPaymentStatus {
  status: CardPaymentStatusName;
  valueCoin: string | null;
  coin: string | null;
  txidOut: string | null;
}

export interface CardWalletRequest {
  paymentId: string;
  amount: Money;
  provider: CardProviderId;
  email: string | null;
  /** Where the processor reports the payment: `CardCallbackLinks.urlFor(paymentId)`. */
  callbackUrl: string;
}

/**
 * The card processor (PayGate-compatible): a receiving wallet per payment, a hosted payment page
 * per provider, and a status check by token. Real adapter and local sandbox sit behind it. A
 * processor that cannot be reached or answers nonsense makes these throw an OutsideSystemError.
 */
export interface CardProcessor {
  createWallet(input: CardWalletRequest): Promise<CardWallet>;
  /** 'unknown' when the processor does not know the token. */
  checkPayment(ipnToken: string): Promise<CardPaymentStatus>;
}
