import type { Money } from '@ghost/events';
import type { CardPaymentStatus } from '../../ports/card-processor.js';
import { tokensMatch } from './callback-links.js';

/** What a processor's callback says, read from its query string (PayGate calls with GET). */
export interface CardCallback {
  paymentId: string | null;
  token: string | null;
  /** USDC received for the payment, as a decimal text. */
  valueCoin: string | null;
  coin: string | null;
  txidIn: string | null;
  txidOut: string | null;
}

/** What we recorded when the payment's wallet was created, and what happened since. */
export interface RecordedCardPayment {
  paymentId: string;
  ipnToken: string;
  amount: Money;
  /** A confirmation by the processor is already recorded: another callback is a replay. */
  confirmed: boolean;
  /** Verified, failed or overridden by other means: it takes no confirmation any more. */
  closed: boolean;
}

export const cardCallbackRefusals = [
  'malformed',
  'unknown_payment',
  'unknown_token',
  'replay',
  'payment_closed',
  'wrong_currency',
  'wrong_amount',
  'not_paid',
  'processor_unreachable',
] as const;
export type CardCallbackRefusal = (typeof cardCallbackRefusals)[number];

/** A callback that was accepted: the processor says the payment is paid, for the right amount. */
export interface CardConfirmation {
  paymentId: string;
  ipnToken: string;
  valueCoin: string;
  coin: string | null;
  txidIn: string | null;
  txidOut: string | null;
}

export type CardCallbackVerdict =
  | { accepted: true; confirmation: CardConfirmation }
  | { accepted: false; reason: CardCallbackRefusal; detail: string };

const refuse = (reason: CardCallbackRefusal, detail: string): CardCallbackVerdict => ({
  accepted: false,
  reason,
  detail,
});

const decimal = /^(\d{1,15})(?:\.(\d{1,18}))?$/;
/** The coins PayGate pays out in; both are pegged to the US dollar. */
const dollarCoins = /usd[ct]/i;

/** A decimal text in millionths (USDC has 6 decimals); extra digits are cut, never rounded up. */
const toMicros = (text: string): bigint | null => {
  const match = decimal.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6));
};

/**
 * Enough was paid: at least the amount less the tolerance (in hundredths of a percent), which
 * covers the processor's exchange slippage. Card payments are priced in US dollars.
 */
const checkAmount = (
  valueCoin: string,
  coin: string | null,
  amount: Money,
  toleranceBasisPoints: number,
): CardCallbackVerdict | null => {
  if (amount.currency !== 'USD') {
    return refuse('wrong_currency', `the payment is in ${amount.currency}, not USD`);
  }
  if (coin !== null && coin !== '' && !dollarCoins.test(coin)) {
    return refuse('wrong_currency', `paid in ${coin}, not a dollar coin`);
  }
  const paid = toMicros(valueCoin);
  if (paid === null) return refuse('malformed', `value_coin "${valueCoin}" is not an amount`);
  const expectedMicros = BigInt(amount.minor) * 10_000n;
  const floor = expectedMicros * BigInt(10_000 - toleranceBasisPoints);
  if (paid * 10_000n < floor) {
    return refuse(
      'wrong_amount',
      `paid ${valueCoin}, expected ${(amount.minor / 100).toFixed(2)} USD`,
    );
  }
  return null;
};

export interface CardCallbackCheck {
  callback: CardCallback;
  /** The payment the callback names, null when there is none. */
  recorded: RecordedCardPayment | null;
  /** The token made for the named payment (`CardCallbackLinks.tokenFor`). */
  expectedToken: string;
  toleranceBasisPoints: number;
}

/**
 * Accepts a card processor's callback only when it names a payment we know, carries the token
 * made for it, is the first confirmation of a payment still awaiting one, and reports at least
 * the amount owed. Pure: the route looks the payment up and records the verdict.
 */
export const verifyCardCallback = ({
  callback,
  recorded,
  expectedToken,
  toleranceBasisPoints,
}: CardCallbackCheck): CardCallbackVerdict => {
  if (!callback.paymentId) return refuse('malformed', 'the callback names no payment');
  if (!callback.valueCoin) return refuse('malformed', 'the callback carries no value_coin');
  if (!recorded) return refuse('unknown_payment', `no card payment ${callback.paymentId}`);
  if (!callback.token || !tokensMatch(expectedToken, callback.token)) {
    return refuse('unknown_token', 'the callback token was not made for this payment');
  }
  if (recorded.confirmed) return refuse('replay', 'the payment is already confirmed');
  if (recorded.closed) return refuse('payment_closed', 'the payment no longer awaits a callback');
  const amountProblem = checkAmount(
    callback.valueCoin,
    callback.coin,
    recorded.amount,
    toleranceBasisPoints,
  );
  if (amountProblem) return amountProblem;
  return {
    accepted: true,
    confirmation: {
      paymentId: recorded.paymentId,
      ipnToken: recorded.ipnToken,
      valueCoin: callback.valueCoin,
      coin: callback.coin,
      txidIn: callback.txidIn,
      txidOut: callback.txidOut,
    },
  };
};

/**
 * The processor's own answer for an accepted callback (asked by IPN token): the payment must be
 * paid there too, for enough, so a callback alone never verifies anything. The processor's
 * values win over the callback's.
 */
export const confirmWithProcessor = (
  confirmation: CardConfirmation,
  status: CardPaymentStatus,
  amount: Money,
  toleranceBasisPoints: number,
): CardCallbackVerdict => {
  if (status.status !== 'paid') {
    return refuse('not_paid', `the processor says the payment is ${status.status}`);
  }
  const valueCoin = status.valueCoin ?? confirmation.valueCoin;
  const coin = status.coin ?? confirmation.coin;
  const amountProblem = checkAmount(valueCoin, coin, amount, toleranceBasisPoints);
  if (amountProblem) return amountProblem;
  return {
    accepted: true,
    confirmation: {
      ...confirmation,
      valueCoin,
      coin,
      txidOut: status.txidOut ?? confirmation.txidOut,
    },
  };
};
