import { describe, expect, it } from 'vitest';
import { attemptFor } from './submission-attempt';

let counter = 0;
const fresh = () => {
  counter += 1;
  return { idempotencyKey: `key-${counter}`, ids: { paymentId: `id-${counter}` } };
};

describe('submission attempts', () => {
  it('keep their payment ID and idempotency key when the same input is sent again', () => {
    const first = attemptFor(null, 'txid=0xabc', fresh);
    expect(attemptFor(first, 'txid=0xabc', fresh)).toBe(first);
  });

  it('get a new payment ID and idempotency key when the input changed', () => {
    const first = attemptFor(null, 'txid=0xabc', fresh);
    const second = attemptFor(first, 'txid=0xdef', fresh);
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
    expect(second.ids.paymentId).not.toBe(first.ids.paymentId);
  });
});
