import { randomBytes } from 'node:crypto';
import type { CardPaymentStatus, CardProcessor, CardWallet } from '../ports/card-processor.js';

/**
 * A card processor in memory, for the embedded portal and tests: a wallet is a random token and
 * a checkout path under the portal; a payment stays unpaid until `markPaid` says otherwise.
 */
export class InProcessCardProcessor implements CardProcessor {
  private readonly statuses = new Map<string, CardPaymentStatus>();
  private readonly tokens = new Map<string, string>();

  constructor(private readonly checkoutPath = '/sandbox/card/checkout') {}

  createWallet(input: { paymentId: string }): Promise<CardWallet> {
    const ipnToken = randomBytes(24).toString('base64url');
    this.statuses.set(ipnToken, { status: 'unpaid', valueCoin: null, coin: null, txidOut: null });
    this.tokens.set(input.paymentId, ipnToken);
    return Promise.resolve({ ipnToken, paymentUrl: `${this.checkoutPath}/${ipnToken}` });
  }

  checkPayment(ipnToken: string): Promise<CardPaymentStatus> {
    return Promise.resolve(
      this.statuses.get(ipnToken) ?? {
        status: 'unknown',
        valueCoin: null,
        coin: null,
        txidOut: null,
      },
    );
  }

  /** The payer paid: what the processor answers from now on. */
  markPaid(ipnToken: string, paid: Omit<CardPaymentStatus, 'status'>): void {
    this.statuses.set(ipnToken, { status: 'paid', ...paid });
  }

  tokenOf(paymentId: string): string | undefined {
    return this.tokens.get(paymentId);
  }
}
