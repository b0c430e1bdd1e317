import { DomainError, type IdempotencyEvent, type IdempotentAnswerRecorded } from '@ghost/events';
import type { z } from 'zod';
import type { Decider } from '../handling/decider.js';

export type RecordedAnswer = Omit<z.infer<(typeof IdempotentAnswerRecorded)['schema']>, 'claimId'>;

/** Where a key stands: free, held by a request being handled, or holding its first answer. */
export type IdempotencyState =
  | { kind: 'free' }
  | { kind: 'claimed'; claimId: string; fingerprint: string; claimedAt: string }
  | { kind: 'answered'; claimId: string; fingerprint: string; answer: RecordedAnswer };

export type IdempotencyCommand =
  | {
      kind: 'Claim';
      claimId: string;
      fingerprint: string;
      method: string;
      path: string;
      now: Date;
      /** A claim older than this was left by a request that died: it may be taken over. */
      staleAfterMs: number;
    }
  | ({ kind: 'RecordAnswer'; claimId: string } & RecordedAnswer)
  | { kind: 'Release'; claimId: string; status: number };

const claim = (
  command: Extract<IdempotencyCommand, { kind: 'Claim' }>,
  state: IdempotencyState,
): IdempotencyEvent[] => {
  const claimed: IdempotencyEvent[] = [
    {
      type: 'IdempotencyKeyClaimed',
      data: {
        claimId: command.claimId,
        fingerprint: command.fingerprint,
        method: command.method,
        path: command.path,
        claimedAt: command.now.toISOString(),
      },
    },
  ];
  if (state.kind === 'free') return claimed;
  if (state.fingerprint !== command.fingerprint) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
  if (state.kind === 'answered') return [];
  const age = command.now.getTime() - Date.parse(state.claimedAt);
  if (age > command.staleAfterMs) return claimed;
  throw new DomainError('IDEMPOTENCY_KEY_IN_USE', undefined, { retryAfter: 1 });
};

/** Only the request holding the claim records an answer or lets the key go. */
const holds = (state: IdempotencyState, claimId: string): boolean =>
  state.kind === 'claimed' && state.claimId === claimId;

/**
 * An Idempotency-Key: the first request claims it with its fingerprint; a retry of that request
 * gets the recorded answer (or waits while it is handled); another request with it is refused.
 */
export const idempotencyDecider: Decider<IdempotencyState, IdempotencyCommand, IdempotencyEvent> = {
  initialState: () => ({ kind: 'free' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'IdempotencyKeyClaimed':
        return {
          kind: 'claimed',
          claimId: event.data.claimId,
          fingerprint: event.data.fingerprint,
          claimedAt: event.data.claimedAt,
        };
      case 'IdempotentAnswerRecorded':
        return state.kind === 'claimed'
          ? {
              kind: 'answered',
              claimId: state.claimId,
              fingerprint: state.fingerprint,
              answer: {
                status: event.data.status,
                headers: event.data.headers,
                body: event.data.body,
                ...(event.data.sessionId === undefined ? {} : { sessionId: event.data.sessionId }),
              },
            }
          : state;
      case 'IdempotencyKeyReleased':
        return { kind: 'free' };
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
  decide: (command, state) => {
    switch (command.kind) {
      case 'Claim':
        return claim(command, state);
      case 'RecordAnswer':
        return holds(state, command.claimId)
          ? [
              {
                type: 'IdempotentAnswerRecorded',
                data: {
                  claimId: command.claimId,
                  status: command.status,
                  headers: command.headers,
                  body: command.body,
                  ...(command.sessionId === undefined ? {} : { sessionId: command.sessionId }),
                },
              },
            ]
          : [];
      case 'Release':
        return holds(state, command.claimId)
          ? [
              {
                type: 'IdempotencyKeyReleased',
                data: { claimId: command.claimId, status: command.status },
              },
            ]
          : [];
      default: {
        const unknown: never = command;
        throw new DomainError('INTERNAL_ERROR', `Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
