import type { Doc } from '../read-store/read-store.js';

/** A session that made no request for this long ends (TOKEN_EXPIRED): 30 minutes. */
export const sessionIdleMs = 30 * 60 * 1000;

/** How often a session's use is noted at most: the idle end is exact to this much. */
export const touchEveryMs = 60 * 1000;

/**
 * When a session was last used (epoch ms), written by the services as requests come, not by a
 * projection: a request is no fact worth the log. Keyed by the session id (the token's sha256).
 */
export interface SessionActivityDoc extends Doc {
  last_seen_at: number;
}

export const sessionActivityCollection = 'session_activity';
