import { describe, expect, it } from 'vitest';
import {
  holdsRedactedSecret,
  mayHoldSecrets,
  redactedGiftCardCode,
  redactedSecret,
  redactSecrets,
} from './redaction.js';

const sealed = { alg: 'A256GCM', kid: 'k1', iv: 'aXY=', tag: 'dGFn', ct: 'Y3Q=' };

describe('the redaction of sealed secrets', () => {
  it('replaces every sealed secret, however deep, and keeps the rest as it was', () => {
    const data = {
      userId: 'u1',
      passwordHash: sealed,
      voucher: { code: 'ABCD', pin: sealed },
      list: [sealed, 1, 'two'],
    };
    expect(redactSecrets(data)).toEqual({
      userId: 'u1',
      passwordHash: redactedSecret,
      voucher: { code: 'ABCD', pin: redactedSecret },
      list: [redactedSecret, 1, 'two'],
    });
  });

  it('leaves an object that only looks alike (another algorithm, a field more) alone', () => {
    const other = { ...sealed, alg: 'none' };
    expect(redactSecrets({ other })).toEqual({ other });
    expect(redactSecrets({ more: { ...sealed, extra: 1 } })).toEqual({
      more: { ...sealed, extra: 1 },
    });
  });

  it('tells texts that may hold a sealed secret, and values that hold a redacted one', () => {
    expect(mayHoldSecrets(JSON.stringify({ secret: sealed }))).toBe(true);
    expect(mayHoldSecrets('{"amount":12}')).toBe(false);
    expect(holdsRedactedSecret({ a: [{ b: redactedSecret }] })).toBe(true);
    expect(holdsRedactedSecret({ a: [{ b: sealed }] })).toBe(false);
  });

  it('redacts the sealed gift cards of a submission, keeping their last four characters and lookup', () => {
    const giftCards = [{ code: sealed, last4: 'WXY9', lookup: 'a'.repeat(64) }];
    expect(redactSecrets({ giftCards })).toEqual({
      giftCards: [{ code: redactedSecret, last4: 'WXY9', lookup: 'a'.repeat(64) }],
    });
  });

  it('redacts the gift-card codes a submission recorded in the clear before codes were sealed', () => {
    const text = JSON.stringify({ paymentId: 'P', giftCardCodes: ['ABCDEFGHJKLMNPQR'] });
    expect(mayHoldSecrets(text)).toBe(true);
    const redacted = redactSecrets(JSON.parse(text));
    expect(redacted).toEqual({ paymentId: 'P', giftCardCodes: [redactedGiftCardCode] });
    expect(JSON.stringify(redacted)).not.toContain('ABCDEFGHJKLMNPQR');
    expect(holdsRedactedSecret(redacted)).toBe(true);
  });
});
