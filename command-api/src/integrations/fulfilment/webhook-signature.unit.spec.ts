import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from './webhook-signature.js';

const secret = Buffer.from('a fulfilment secret of 32 bytes!');
const now = new Date('2025-03-01T10:00:00Z');
const timestamp = now.getTime() / 1000;
const body = '{"paymentId":"GHOST-1"}';

describe('signing the fulfilment webhook', () => {
  it('signs HMAC-SHA256 over the timestamp, a dot and the body, as sha256=hex', () => {
    const independent = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    expect(signWebhook(secret, timestamp, body)).toBe(`sha256=${independent}`);
  });

  it('accepts its own signature within the tolerance', () => {
    const check = verifyWebhookSignature({
      secret,
      body,
      timestamp: String(timestamp - 299),
      signature: signWebhook(secret, timestamp - 299, body),
      now,
    });
    expect(check).toEqual({ valid: true });
  });

  it('refuses a changed body, another secret, or a signature moved to another timestamp', () => {
    const signature = signWebhook(secret, timestamp, body);
    const verify = (overrides: object) =>
      verifyWebhookSignature({
        secret,
        body,
        timestamp: String(timestamp),
        signature,
        now,
        ...overrides,
      });
    expect(verify({ body: '{"paymentId":"GHOST-2"}' })).toEqual({
      valid: false,
      reason: 'mismatch',
    });
    expect(verify({ secret: Buffer.from('another secret, also 32 bytes!!!') })).toEqual({
      valid: false,
      reason: 'mismatch',
    });
    expect(verify({ timestamp: String(timestamp + 1) })).toEqual({
      valid: false,
      reason: 'mismatch',
    });
  });

  it('refuses a stale timestamp, a missing header, or a timestamp that is not a number', () => {
    const old = timestamp - 301;
    expect(
      verifyWebhookSignature({
        secret,
        body,
        timestamp: String(old),
        signature: signWebhook(secret, old, body),
        now,
      }),
    ).toEqual({ valid: false, reason: 'stale' });
    expect(
      verifyWebhookSignature({ secret, body, timestamp: undefined, signature: 'sha256=x', now }),
    ).toEqual({ valid: false, reason: 'missing' });
    expect(
      verifyWebhookSignature({ secret, body, timestamp: '1e9', signature: 'sha256=x', now }),
    ).toEqual({ valid: false, reason: 'malformed' });
  });
});
