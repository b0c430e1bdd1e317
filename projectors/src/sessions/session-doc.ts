import { sessionRevocationReasons } from '@ghost/events';
import type { Doc } from '../read-store/read-store.js';

export const sessionEndReasons = ['signed_out', ...sessionRevocationReasons] as const;

/**
 * The `sessions` read model, keyed by the sha256 of the bearer token: the token itself is never
 * stored anywhere. An ended session stays with `ended_at` set, so a replay cannot revive it.
 */
export interface SessionDoc extends Doc {
  user_id: string;
  created_at: string;
  expires_at: string;
  ip: string | null;
  ended_at: string | null;
  end_reason: (typeof sessionEndReasons)[number] | null;
  /**
   * Until when the session may make the sensitive changes, since it last proved the password and
   * a fresh code again (step-up); null or absent: never.
   */
  stepped_up_until?: string | null;
}

export const sessionsCollection = 'sessions';
