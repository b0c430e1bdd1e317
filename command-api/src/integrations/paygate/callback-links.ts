import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * PayGate's callbacks are not signed, so the callback URL of each payment carries a token only we
 * can make: an HMAC of the payment ID under a server secret. A callback without the right token
 * for its payment is a forgery. Nothing needs recording for it, and the processor echoes it back.
 */
export class CardCallbackTokens {
  constructor(private readonly secret: Buffer) {
    if (secret.length < 32) throw new Error('The card callback secret must be at least 32 bytes');
  }

  tokenFor(paymentId: string): string {
    return createHmac('sha256', this.secret)
      .update(`card-callback:${paymentId.toUpperCase()}`)
      .digest('base64url');
  }
}

/** The callback URL handed to the card processor for one payment. */
export class CardCallbackLinks {
  constructor(
    /** The public address of the callback route, e.g. https://pay.example/api/payments/card/callback */
    private readonly callbackUrl: string,
    readonly tokens: CardCallbackTokens,
  ) {}

  urlFor(paymentId: string): string {
    const url = new URL(this.callbackUrl);
    url.searchParams.set('payment_id', paymentId);
    url.searchParams.set('token', this.tokens.tokenFor(paymentId));
    return url.toString();
  }
}

/** Whether a callback's token is the one made for the payment, compared in constant time. */
export const tokensMatch = (expected: string, given: string): boolean => {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * A callback secret derived from the seal key (embedded mode), so no extra key file is needed;
 * distributed deployments set CARD_CALLBACK_SECRET instead.
 */
export const callbackSecretFromSealKey = (sealKey: Buffer): Buffer =>
  Buffer.from(hkdfSync('sha256', sealKey, Buffer.alloc(0), 'ghost card callback tokens', 32));
