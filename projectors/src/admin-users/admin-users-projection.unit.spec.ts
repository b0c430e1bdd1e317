import { describe, expect, it } from 'vitest';
import { type AdminEvent, type StoredEvent } from '@ghost/events';
import { applyEvent } from '../runner/projection.js';
import type { AdminUserDoc } from './admin-user-doc.js';
import { adminUsersProjection } from './admin-users-projection.js';
import { storedEvent } from '../testing/stored-event.js';

const userId = '11111111-1111-4111-8111-111111111111';
let position = 0;
const stored = (event: AdminEvent, occurredAt = '2026-11-22T10:00:00.000Z'): StoredEvent => {
  position += 1;
  return storedEvent(`admin-${userId}`, position, event, { occurredAt });
};
const sealed = { alg: 'A256GCM' as const, kid: 'k', iv: 'i', tag: 't', ct: 'c' };

const fold = (events: StoredEvent[]) =>
  events.reduce<AdminUserDoc | null>(
    (doc, event) => applyEvent(adminUsersProjection, doc, event, userId),
    null,
  );

describe('the admin_users read model', () => {
  const created = stored({
    type: 'AdminCreated',
    data: { userId, username: 'alice', email: null, role: 'admin', passwordHash: sealed },
  });

  it('keys an account by its user id and ignores other streams', () => {
    expect(adminUsersProjection.keysOf(created)).toEqual([userId]);
    expect(adminUsersProjection.keysOf({ ...created, streamId: 'username-alice' })).toEqual([]);
  });

  it('shows an account as the Users screen lists it, with no secret', () => {
    const doc = fold([
      created,
      stored(
        { type: 'TwoFactorEnabled', data: { userId, setupId: 's', totpStep: 1 } },
        '2026-11-22T10:01:00.000Z',
      ),
      stored(
        {
          type: 'AdminSignedIn',
          data: {
            userId,
            sessionId: 'a'.repeat(64),
            expiresAt: '2026-11-22T14:02:00.000Z',
            totpStep: 2,
            ip: null,
          },
        },
        '2026-11-22T10:02:00.000Z',
      ),
      stored({ type: 'AdminRoleChanged', data: { userId, from: 'admin', to: 'super_admin' } }),
      stored({ type: 'AdminEmailChanged', data: { userId, from: null, to: 'a@example.com' } }),
    ]);
    expect(doc).toMatchObject({
      id: userId,
      username: 'alice',
      email: 'a@example.com',
      role: 'super_admin',
      created_at: '2026-11-22T10:00:00.000Z',
      last_login: '2026-11-22T10:02:00.000Z',
      twofa_enabled: true,
      twofa_setup_at: '2026-11-22T10:01:00.000Z',
      deleted_at: null,
    });
    expect(JSON.stringify(doc)).not.toContain('A256GCM');
  });

  it('keeps a deleted account as a tombstone', () => {
    const doc = fold([
      created,
      stored({ type: 'AdminDeleted', data: { userId, username: 'alice' } }),
    ]);
    expect(doc?.deleted_at).toBe('2026-11-22T10:00:00.000Z');
  });

  it('changes nothing when an event is applied twice', () => {
    const disabled = stored({ type: 'TwoFactorDisabled', data: { userId, totpStep: null } });
    const once = fold([created, disabled]);
    expect(applyEvent(adminUsersProjection, once, disabled, userId)).toEqual(once);
    expect(applyEvent(adminUsersProjection, once, created, userId)).toEqual(once);
  });
});
