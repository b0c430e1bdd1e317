import { z } from 'zod';
import { decimalsOf, toMajor, type Money } from '@ghost/events';
import type {
  CardPaymentStatus,
  CardProcessor,
  CardWallet,
  CardWalletRequest,
} from '../../ports/card-processor.js';
import { callOutside, OutsideSystemError, readJsonAnswer } from '../outbound/outside-call.js';
import { payGateProviderCodes } from './provider-codes.js';

export interface PayGateConfig {
  /** Where `control/wallet.php` and `control/payment-status.php` live. */
  apiUrl: string;
  /** Where the hosted `process-payment.php` lives. */
  checkoutUrl: string;
  /** The merchant's USDC (Polygon) address every payment is paid out to. */
  merchantWallet: string;
  /** Bound on each call to the processor. */
  timeoutMs: number;
}

const system = 'card processor';

const walletAnswer = z.object({
  address_in: z.string().min(1),
  polygon_address_in: z.string().optional(),
  callback_url: z.string().optional(),
  ipn_token: z.string().min(1),
});

const coinValue = z.union([z.string(), z.number()]).transform(String).nullish();

const statusAnswer = z.object({
  status: z.string(),
  value_coin: coinValue,
  coin: z.string().nullish(),
  txid_out: z.string().nullish(),
});

const knownStatuses: Record<string, CardPaymentStatus['status']> = {
  paid: 'paid',
  unpaid: 'unpaid',
  pending: 'pending',
  processing: 'pending',
};

const parseAnswer = <Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
  what: string,
): z.infer<Schema> => {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new OutsideSystemError(
    system,
    'bad_answer',
    `${what} answer is not as expected: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
  );
};

const endpoint = (base: string, path: string): URL =>
  new URL(path, base.endsWith('/') ? base : `${base}/`);

/** An amount as the hosted checkout reads it: major units with the currency's decimals. */
const checkoutAmount = (amount: Money): string =>
  toMajor(amount).toFixed(decimalsOf(amount.currency));

/**
 * The card processor, PayGate-compatible: `wallet.php` turns our payout address and a callback URL
 * into a one-payment receiving address (`address_in`) and the `ipn_token` that identifies the
 * payment afterwards; `process-payment.php` is the hosted page of the chosen provider; the status
 * of a payment is asked with its `ipn_token` from `payment-status.php`.
 */
export class PayGateCardProcessor implements CardProcessor {
  constructor(private readonly config: PayGateConfig) {}

  async createWallet(request: CardWalletRequest): Promise<CardWallet> {
    const url = endpoint(this.config.apiUrl, 'control/wallet.php');
    url.searchParams.set('address', this.config.merchantWallet);
    url.searchParams.set('callback', request.callbackUrl);
    const answer = await callOutside(system, url, { timeoutMs: this.config.timeoutMs });
    const wallet = parseAnswer(walletAnswer, readJsonAnswer(system, answer), 'wallet.php');

    const payment = endpoint(this.config.checkoutUrl, 'process-payment.php');
    // address_in comes percent-encoded already; PayGate wants it encoded once more, which
    // URLSearchParams does.
    payment.searchParams.set('address', wallet.address_in);
    payment.searchParams.set('amount', checkoutAmount(request.amount));
    payment.searchParams.set('provider', payGateProviderCodes[request.provider]);
    if (request.email !== null) payment.searchParams.set('email', request.email);
    payment.searchParams.set('currency', request.amount.currency);
    return { ipnToken: wallet.ipn_token, paymentUrl: payment.toString() };
  }

  async checkPayment(ipnToken: string): Promise<CardPaymentStatus> {
    const url = endpoint(this.config.apiUrl, 'control/payment-status.php');
    url.searchParams.set('ipn_token', ipnToken);
    const answer = await callOutside(system, url, { timeoutMs: this.config.timeoutMs });
    // A token the processor never issued is an answer about the payment, not a failure.
    if (answer.status === 404) {
      return { status: 'unknown', valueCoin: null, coin: null, txidOut: null };
    }
    const status = parseAnswer(statusAnswer, readJsonAnswer(system, answer), 'payment-status.php');
    return {
      status: knownStatuses[status.status.toLowerCase()] ?? 'unknown',
      valueCoin: status.value_coin ?? null,
      coin: status.coin ?? null,
      txidOut: status.txid_out ?? null,
    };
  }
}
