import { describe, expect, it } from 'vitest';
import { DomainError, WrongExpectedRevisionError } from '@ghost/events';
import { decideAgainOnConflict } from './decide-again-on-conflict.js';

const stale = () => new WrongExpectedRevisionError('payment-GHOST-1', 2, 3);

describe('deciding again on a conflict', () => {
  it('decides again when another writer appended first, and answers the attempt that wrote', async () => {
    const attempts: number[] = [];
    const answer = await decideAgainOnConflict(3, (attempt) => {
      attempts.push(attempt);
      if (attempt < 3) return Promise.reject(stale());
      return Promise.resolve('written');
    });
    expect(answer).toBe('written');
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('refuses with CONCURRENT_MODIFICATION after the last attempt, naming the stream for the log only', async () => {
    let calls = 0;
    const refusal = await decideAgainOnConflict(2, () => {
      calls += 1;
      return Promise.reject(stale());
    }).catch((error: unknown) => error);
    expect(calls).toBe(2);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ code: 'CONCURRENT_MODIFICATION', status: 409, details: {} });
    expect((refusal as DomainError).logged).toEqual({ streamId: 'payment-GHOST-1' });
  });

  it('never decides again after a refusal of the command itself', async () => {
    let calls = 0;
    const refusal = await decideAgainOnConflict(3, () => {
      calls += 1;
      return Promise.reject(new DomainError('DUPLICATE_TXID'));
    }).catch((error: unknown) => error);
    expect(calls).toBe(1);
    expect(refusal).toMatchObject({ code: 'DUPLICATE_TXID' });
  });
});
