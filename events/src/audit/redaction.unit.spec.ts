import { describe, expect, it } from 'vitest';
import { holdsRedactedSecret, mayHoldSecrets, redactedSecret, redactSecrets } from './redaction.js';

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
});
