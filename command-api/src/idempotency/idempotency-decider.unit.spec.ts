import { describe, it } from 'vitest';
import { deciderSpec } from '../handling/decider-spec.js';
import { idempotencyDecider } from './idempotency-decider.js';

const spec = deciderSpec(idempotencyDecider);
const now = new Date('2026-11-22T10:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);

const claim = (claimId: string, fingerprint = 'f1', at = now) =>
  ({
    kind: 'Claim',
    claimId,
    fingerprint,
    method: 'POST',
    path: '/api/transactions',
    now: at,
    staleAfterMs: 60_000,
  }) as const;
const claimed = (claimId: string, fingerprint = 'f1', at = now) =>
  ({
    type: 'IdempotencyKeyClaimed',
    data: {
      claimId,
      fingerprint,
      method: 'POST',
      path: '/api/transactions',
      claimedAt: at.toISOString(),
    },
  }) as const;
const answer = { status: 201, headers: { location: '/x' }, body: { success: true } };
const recorded = (claimId: string) =>
  ({ type: 'IdempotentAnswerRecorded', data: { claimId, ...answer } }) as const;
const released = (claimId: string) =>
  ({ type: 'IdempotencyKeyReleased', data: { claimId, status: 400 } }) as const;

describe('an Idempotency-Key', () => {
  it('is claimed by the first request that carries it', () => {
    spec
      .given([])
      .when(claim('a'))
      .then([claimed('a')]);
  });

  it('gives a retry of an answered request nothing to write: the recorded answer is replayed', () => {
    spec
      .given([claimed('a'), recorded('a')])
      .when(claim('b'))
      .then([]);
  });

  it('refuses a retry while the first request is still being handled', () => {
    spec
      .given([claimed('a')])
      .when(claim('b', 'f1', later(1000)))
      .thenRefuses('IDEMPOTENCY_KEY_IN_USE');
  });

  it('refuses the same key with a different request, answered or not', () => {
    spec
      .given([claimed('a')])
      .when(claim('b', 'f2'))
      .thenRefuses('IDEMPOTENCY_KEY_REUSED');
    spec
      .given([claimed('a'), recorded('a')])
      .when(claim('b', 'f2'))
      .thenRefuses('IDEMPOTENCY_KEY_REUSED');
  });

  it('is taken over from a request that died holding it', () => {
    spec
      .given([claimed('a')])
      .when(claim('b', 'f1', later(61_000)))
      .then([claimed('b', 'f1', later(61_000))]);
  });

  it('is free again after a refused request let it go', () => {
    spec
      .given([claimed('a'), released('a')])
      .when(claim('b', 'f2'))
      .then([claimed('b', 'f2')]);
  });

  it('records the answer of the request that holds it, and only that one', () => {
    spec
      .given([claimed('a')])
      .when({ kind: 'RecordAnswer', claimId: 'a', ...answer })
      .then([recorded('a')]);
    spec
      .given([claimed('a'), claimed('b')])
      .when({ kind: 'RecordAnswer', claimId: 'a', ...answer })
      .then([]);
  });

  it('records the session an answer was given to, so a retry is answered only while it is open', () => {
    spec
      .given([claimed('a')])
      .when({ kind: 'RecordAnswer', claimId: 'a', ...answer, sessionId: 's1' })
      .then([
        { type: 'IdempotentAnswerRecorded', data: { claimId: 'a', ...answer, sessionId: 's1' } },
      ]);
  });

  it('is let go only by the request that holds it', () => {
    spec
      .given([claimed('a')])
      .when({ kind: 'Release', claimId: 'a', status: 400 })
      .then([released('a')]);
    spec
      .given([claimed('a'), recorded('a')])
      .when({ kind: 'Release', claimId: 'a', status: 400 })
      .then([]);
  });
});
