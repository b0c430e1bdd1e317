import { DomainError, type AdminEvent } from '@ghost/events';
import { liveAccount, type AdminState } from './admin-account.js';
import type { Command } from './admin-commands.js';
import { accountOf } from './account-state.js';
import { codeProblem, rejectedCode } from './two-factor-rules.js';

const maxRecordedUsername = 100;

/**
 * A sign-in: the password, then (a one-time password still valid) the code of an account with
 * two-factor. A refusal is decided as an event, so it is recorded; `TWOFA_TOKEN_REQUIRED` and
 * `TWOFA_REQUIRED` record nothing (the person is asked for more, or less).
 */
export const signIn = (command: Command<'SignIn'>, state: AdminState): AdminEvent[] => {
  const account = liveAccount(state);
  if (!account) throw new DomainError('INVALID_CREDENTIALS');
  const failed = (
    reason: 'wrong_password' | 'invalid_code' | 'replayed_code' | 'expired_password',
  ): AdminEvent[] => [
    {
      type: 'AdminSignInFailed',
      data: {
        userId: account.userId,
        username: command.username.slice(0, maxRecordedUsername),
        reason,
        attemptId: command.attemptId,
      },
    },
  ];
  if (!command.passwordMatches) return failed('wrong_password');
  const oneTimeUntil = account.passwordOneTimeUntil;
  if (oneTimeUntil !== null && Date.parse(oneTimeUntil) <= command.now.getTime()) {
    return failed('expired_password');
  }
  let totpStep: number | null = null;
  if (account.twoFactor.enabled) {
    if (!command.code) throw new DomainError('TWOFA_TOKEN_REQUIRED');
    const problem = codeProblem(command.code, account.twoFactor.active, account.lastTotpStep);
    if (problem) return failed(problem);
    totpStep = command.code.step;
  } else if (command.code) {
    // No second factor yet: sign in without a code, and the session can only set one up.
    throw new DomainError('TWOFA_REQUIRED');
  }
  return [
    {
      type: 'AdminSignedIn',
      data: {
        userId: account.userId,
        sessionId: command.session.sessionId,
        expiresAt: command.session.expiresAt,
        totpStep,
        ip: command.ip,
        attemptId: command.attemptId,
      },
    },
  ];
};

export const signOut = (command: Command<'SignOut'>, state: AdminState): AdminEvent[] => {
  const account = accountOf(state);
  const open = account.openSessions.some((session) => session.sessionId === command.sessionId);
  return open
    ? [{ type: 'AdminSignedOut', data: { userId: account.userId, sessionId: command.sessionId } }]
    : [];
};

/**
 * A session proves the password and a fresh code again, and may make sensitive changes for five
 * minutes. A wrong password or code is recorded (and counts towards the account's lockout); the
 * code's step is used up like a sign-in's.
 */
export const stepUp = (command: Command<'StepUp'>, state: AdminState): AdminEvent[] => {
  const account = accountOf(state);
  if (!account.openSessions.some((session) => session.sessionId === command.sessionId)) {
    throw new DomainError('TOKEN_EXPIRED');
  }
  if (!account.twoFactor.enabled) throw new DomainError('TWOFA_REQUIRED');
  if (!command.passwordMatches) {
    return [{ type: 'AdminPasswordCheckFailed', data: { userId: account.userId } }];
  }
  const problem = codeProblem(command.code, account.twoFactor.active, account.lastTotpStep);
  if (problem || command.code.step === null) {
    return rejectedCode(account, 'step_up', problem ?? 'invalid_code');
  }
  return [
    {
      type: 'AdminSessionSteppedUp',
      data: {
        userId: account.userId,
        sessionId: command.sessionId,
        until: command.until,
        totpStep: command.code.step,
      },
    },
  ];
};
