import { describe, expect, it } from 'vitest';
import { type AdminEvent, type StoredEvent } from '@ghost/events';
import { applyEvent } from '../runner/projection.js';
import type { SessionDoc } from './session-doc.js';
import { sessionsProjection } from './sessions-projection.js';
import { storedEvent } from '../testing/stored-event.js';

const userId = '11111111-1111-4111-8111-111111111111';
const sessionA = 'a'.repeat(64);
const sessionB = 'b'.repeat(64);
let position = 0;
const stored = (event: AdminEvent): StoredEvent => {
  position += 1;
  return storedEvent(`admin-${userId}`, position, event, {
    actor: { kind: 'admin', id: userId, ip: '10.0.0.1' },
  });
};
const signedIn = (sessionId: string) =>
  stored({
    type: 'AdminSignedIn',
    data: { userId, sessionId, expiresAt: '2026-11-22T14:00:00.000Z', totpStep: 5, ip: '10.0.0.1' },
  });

describe('the sessions read model', () => {
  it('opens a session keyed by the hash of its token at sign-in', () => {
    const event = signedIn(sessionA);
    expect(sessionsProjection.keysOf(event)).toEqual([sessionA]);
    expect(applyEvent(sessionsProjection, null, event, sessionA)).toMatchObject({
      _id: sessionA,
      user_id: userId,
      expires_at: '2026-11-22T14:00:00.000Z',
      ip: '10.0.0.1',
      ended_at: null,
    });
  });

  it('ends a session at sign-out, and every revoked one at once', () => {
    const a = applyEvent(sessionsProjection, null, signedIn(sessionA), sessionA);
    const b = applyEvent(sessionsProjection, null, signedIn(sessionB), sessionB);
    const out = stored({ type: 'AdminSignedOut', data: { userId, sessionId: sessionA } });
    expect(applyEvent(sessionsProjection, a, out, sessionA)?.end_reason).toBe('signed_out');
    const revoked = stored({
      type: 'AdminSessionsRevoked',
      data: { userId, sessionIds: [sessionA, sessionB], reason: 'account_deleted' },
    });
    expect(sessionsProjection.keysOf(revoked)).toEqual([sessionA, sessionB]);
    expect(applyEvent(sessionsProjection, b, revoked, sessionB)?.end_reason).toBe(
      'account_deleted',
    );
  });

  it('changes nothing when an event is applied twice: an ended session stays ended', () => {
    const opening = signedIn(sessionA);
    const out = stored({ type: 'AdminSignedOut', data: { userId, sessionId: sessionA } });
    const open = applyEvent(sessionsProjection, null, opening, sessionA);
    const ended = applyEvent<SessionDoc>(sessionsProjection, open, out, sessionA);
    expect(applyEvent(sessionsProjection, ended, out, sessionA)).toEqual(ended);
    expect(applyEvent(sessionsProjection, ended, opening, sessionA)).toEqual(ended);
  });

  it('raises an open session at a step-up, and never an ended one', () => {
    const open = applyEvent(sessionsProjection, null, signedIn(sessionA), sessionA);
    const until = '2026-11-22T10:05:00.000Z';
    const raise = () =>
      stored({
        type: 'AdminSessionSteppedUp',
        data: { userId, sessionId: sessionA, until, totpStep: 7 },
      });
    const event = raise();
    expect(sessionsProjection.keysOf(event)).toEqual([sessionA]);
    expect(applyEvent(sessionsProjection, open, event, sessionA)?.stepped_up_until).toBe(until);
    const revoked = applyEvent(
      sessionsProjection,
      open,
      stored({
        type: 'AdminSessionsRevoked',
        data: { userId, sessionIds: [sessionA], reason: 'two_factor_reset' },
      }),
      sessionA,
    );
    expect(revoked?.end_reason).toBe('two_factor_reset');
    expect(applyEvent(sessionsProjection, revoked, raise(), sessionA)?.stepped_up_until).toBeNull();
  });
});
