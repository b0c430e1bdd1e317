import type { CardProviderId, Money } from '@ghost/events';

export interface CardWallet {
  /** The processor's token for this payment: the key of every later check and callback. */
  ipnToken: string;
  /** The hosted page where the payer pays with the chosen provider. */
  paymentUrl: string;
}

export interface CardPaymentStatus {
  status: 'paid' | 'unpaid' | 'pending' | 'unknown';
  valueCoin: string | null;
  coin: string | null;
  txidOut: string | null;
}

/**
 * The card processor (PayGate-compatible): a receiving wallet per payment, a hosted payment page
 * per provider, and a status check by token. Real adapter and local sandbox sit behind it.
 */
export interface CardProcessor {
  createWallet(input: {
    paymentId: string;
    amount: Money;
    provider: CardProviderId;
    email: string | null;
    callbackUrl: string;
  }): Promise<CardWallet>;
  checkPayment(ipnToken: string): Promise<CardPaymentStatus>;
}
