import { DomainError, type AdminEvent } from '@ghost/events';
import {
  liveAccount,
  sessionsOpenAt,
  type AdminAccount,
  type AdminState,
} from './admin-account.js';
import type { ActingAdmin } from './admin-commands.js';

/** The account a command acts on: a deleted or unknown one is refused USER_NOT_FOUND. */
export const accountOf = (state: AdminState): AdminAccount => {
  const account = liveAccount(state);
  if (!account) throw new DomainError('USER_NOT_FOUND');
  return account;
};

/** Ends the account's open sessions, but `keep` (the one the owner acts from), for a reason. */
export const revokeOpenSessions = (
  account: AdminAccount,
  now: Date,
  reason: Extract<AdminEvent, { type: 'AdminSessionsRevoked' }>['data']['reason'],
  keep: string | null = null,
): AdminEvent[] => {
  const sessionIds = sessionsOpenAt(account, now)
    .map((session) => session.sessionId)
    .filter((sessionId) => sessionId !== keep);
  return sessionIds.length === 0
    ? []
    : [{ type: 'AdminSessionsRevoked', data: { userId: account.userId, sessionIds, reason } }];
};

/** A sensitive change needs a session raised by a step-up in the last five minutes. */
export const requireSteppedUp = (by: ActingAdmin): void => {
  if (!by.steppedUp) throw new DomainError('STEP_UP_REQUIRED');
};
