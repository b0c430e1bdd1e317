import { createHmac, timingSafeEqual } from 'node:crypto';

/** The headers of a signed webhook. */
export const webhookHeaders = {
  eventId: 'x-ghost-event-id',
  timestamp: 'x-ghost-timestamp',
  signature: 'x-ghost-signature',
} as const;

/** How far a webhook's timestamp may be from the receiver's clock: older ones are replays. */
export const defaultSignatureToleranceSeconds = 300;

/**
 * `sha256=` and the hex HMAC-SHA256 of `${timestamp}.${body}`: the timestamp is signed with the
 * body, so a captured request cannot be replayed later with a fresh timestamp.
 */
export const signWebhook = (secret: Buffer, timestamp: number, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

export type SignatureCheck =
  { valid: true } | { valid: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

/** The receiver's side: the signature matches the body and the timestamp is recent. */
export const verifyWebhookSignature = (input: {
  secret: Buffer;
  body: string;
  timestamp: string | undefined;
  signature: string | undefined;
  now: Date;
  toleranceSeconds?: number;
}): SignatureCheck => {
  if (!input.timestamp || !input.signature) return { valid: false, reason: 'missing' };
  if (!/^\d{1,12}$/.test(input.timestamp)) return { valid: false, reason: 'malformed' };
  const timestamp = Number(input.timestamp);
  const tolerance = input.toleranceSeconds ?? defaultSignatureToleranceSeconds;
  if (Math.abs(input.now.getTime() / 1000 - timestamp) > tolerance) {
    return { valid: false, reason: 'stale' };
  }
  const expected = Buffer.from(signWebhook(input.secret, timestamp, input.body));
  const given = Buffer.from(input.signature);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? { valid: true }
    : { valid: false, reason: 'mismatch' };
};
