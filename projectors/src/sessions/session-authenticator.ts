import { sessionIdOf, type Authenticator, type Principal } from '@ghost/events/http';
import type { ReadStore } from '../read-store/read-store.js';
import { adminUsersCollection, type AdminUserDoc } from '../admin-users/admin-user-doc.js';
import { sessionsCollection, type SessionDoc } from './session-doc.js';

/**
 * The real Authenticator: a token is good while its session is open and unexpired and its account
 * exists. Both services read the same read models, so a session ended on one is refused by both;
 * role and two-factor come from the account as it is now, not as it was at sign-in.
 */
export class ReadModelAuthenticator implements Authenticator {
  constructor(
    private readonly readStore: ReadStore,
    private readonly clock: () => Date,
  ) {}

  async authenticate(token: string): Promise<Principal | null> {
    const sessionId = sessionIdOf(token);
    const session = await this.readStore.findOne<SessionDoc>(sessionsCollection, {
      _id: sessionId,
    });
    if (session?.ended_at !== null) return null;
    if (Date.parse(session.expires_at) <= this.clock().getTime()) return null;
    const user = await this.readStore.findOne<AdminUserDoc>(adminUsersCollection, {
      _id: session.user_id,
    });
    if (user?.deleted_at !== null) return null;
    return {
      userId: user.id,
      username: user.username,
      role: user.role,
      twofaEnabled: user.twofa_enabled,
      sessionId,
      expiresAt: session.expires_at,
    };
  }
}
