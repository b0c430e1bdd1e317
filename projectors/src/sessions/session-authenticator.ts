import { sessionIdOf, type Authenticator, type Principal } from '@ghost/events/http';
import type { ReadStore } from '../read-store/read-store.js';
import { adminUsersCollection, type AdminUserDoc } from '../admin-users/admin-user-doc.js';
import { sessionsCollection, type SessionDoc } from './session-doc.js';
import {
  sessionActivityCollection,
  sessionIdleMs,
  touchEveryMs,
  type SessionActivityDoc,
} from './session-activity.js';

/**
 * The real Authenticator: a token is good while its session is open, unexpired and not idle, and
 * its account exists. Both services read the same read models, so a session ended on one is
 * refused by both; role, two-factor and a pending password change come from the account as it
 * is now, not as it was at sign-in.
 *
 * Idle: a session that made no request for `sessionIdleMs` (30 minutes) is refused, as an
 * expired one is (TOKEN_EXPIRED), whatever is left of its 4 hours. Each request notes the time in
 * `session_activity` (at most once a minute per session); a live stream's own checks do not. The
 * embedded portal keeps that note in memory: after a restart a session counts as idle from its
 * sign-in, so one signed in over 30 minutes before must sign in again.
 */
export class ReadModelAuthenticator implements Authenticator {
  private readonly idleMs: number;

  constructor(
    private readonly readStore: ReadStore,
    private readonly clock: () => Date,
    options: { idleMs?: number } = {},
  ) {
    this.idleMs = options.idleMs ?? sessionIdleMs;
  }

  async authenticate(token: string, use: { touch?: boolean } = {}): Promise<Principal | null> {
    const sessionId = sessionIdOf(token);
    const session = await this.readStore.findOne<SessionDoc>(sessionsCollection, {
      _id: sessionId,
    });
    if (session?.ended_at !== null) return null;
    const now = this.clock().getTime();
    if (Date.parse(session.expires_at) <= now) return null;
    const user = await this.readStore.findOne<AdminUserDoc>(adminUsersCollection, {
      _id: session.user_id,
    });
    if (user?.deleted_at !== null) return null;
    const activity = await this.readStore.findOne<SessionActivityDoc>(sessionActivityCollection, {
      _id: sessionId,
    });
    const lastSeen = activity?.last_seen_at ?? Date.parse(session.created_at);
    if (now - lastSeen >= this.idleMs) return null;
    if (use.touch !== false && now - lastSeen >= touchEveryMs) {
      await this.readStore.updateOne(
        sessionActivityCollection,
        { _id: sessionId },
        { $max: { last_seen_at: now } },
        { upsert: true },
      );
    }
    return {
      userId: user.id,
      username: user.username,
      role: user.role,
      twofaEnabled: user.twofa_enabled,
      sessionId,
      expiresAt: session.expires_at,
      steppedUpUntil: session.stepped_up_until ?? null,
      passwordChangeRequired: (user.password_one_time_until ?? null) !== null,
    };
  }
}
