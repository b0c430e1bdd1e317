import { DomainError, ValidationError, type AdminEvent, type SealedSecret } from '@ghost/events';
import type { Decider } from '../handling/decider.js';
import {
  evolveAdmin,
  initialAdminState,
  liveAccount,
  sessionsOpenAt,
  type AdminAccount,
  type AdminRole,
  type AdminState,
  type IssuedSecret,
  type OpenSession,
} from './admin-account.js';

/**
 * A TOTP code as the service checked it before deciding: against which issued secret (null when
 * the account had none to check against) and the time step it matched (null: none within one
 * step of now). The decider then says whether that step may still be used.
 */
export interface CheckedCode {
  setupId: string | null;
  step: number | null;
}

/** Who acts on an account through the API: the signed-in admin as the server knows them now. */
export interface ActingAdmin {
  userId: string;
  role: AdminRole;
  sessionId: string;
}

export type AdminCommand =
  | {
      kind: 'CreateAdmin';
      userId: string;
      username: string;
      email: string | null;
      role: AdminRole;
      passwordHash: SealedSecret;
    }
  | {
      kind: 'SignIn';
      /** As typed, for the record of a refusal. */
      username: string;
      passwordMatches: boolean;
      /** Null when no code was given. */
      code: CheckedCode | null;
      session: OpenSession;
      ip: string | null;
    }
  | { kind: 'SignOut'; sessionId: string }
  | {
      kind: 'UpdateAdmin';
      by: ActingAdmin;
      /** Sent back unchanged by an edit form; any other value is refused. */
      username?: string;
      /** Undefined fields stay as they are; a null e-mail removes it. */
      email?: string | null;
      role?: AdminRole;
      passwordHash?: SealedSecret;
      now: Date;
    }
  | { kind: 'ResetPassword'; passwordHash: SealedSecret; now: Date }
  | { kind: 'DeleteAdmin'; by: ActingAdmin; now: Date }
  | { kind: 'StartTwoFactorSetup'; setupId: string; secret: SealedSecret }
  | { kind: 'EnableTwoFactor'; code: CheckedCode }
  | { kind: 'VerifyTwoFactorCode'; code: CheckedCode }
  | { kind: 'DisableTwoFactor'; code: CheckedCode }
  | { kind: 'ResetTwoFactor' };

type Command<Kind extends AdminCommand['kind']> = Extract<AdminCommand, { kind: Kind }>;

const maxRecordedUsername = 100;

const accountOf = (state: AdminState): AdminAccount => {
  const account = liveAccount(state);
  if (!account) throw new DomainError('USER_NOT_FOUND');
  return account;
};

/** Why a checked code cannot be accepted, or null when it can. */
const codeProblem = (
  code: CheckedCode,
  issued: IssuedSecret,
  lastStep: number,
): 'invalid_code' | 'replayed_code' | null => {
  if (code.setupId !== issued.setupId || code.step === null) return 'invalid_code';
  return code.step <= lastStep ? 'replayed_code' : null;
};

const revokeOpenSessions = (
  account: AdminAccount,
  now: Date,
  reason: 'password_changed' | 'account_deleted',
  keep: string | null = null,
): AdminEvent[] => {
  const sessionIds = sessionsOpenAt(account, now)
    .map((session) => session.sessionId)
    .filter((sessionId) => sessionId !== keep);
  return sessionIds.length === 0
    ? []
    : [{ type: 'AdminSessionsRevoked', data: { userId: account.userId, sessionIds, reason } }];
};

const createAdmin = (command: Command<'CreateAdmin'>, state: AdminState): AdminEvent[] => {
  if (state.exists) throw new DomainError('CONCURRENT_MODIFICATION');
  const { userId, username, email, role, passwordHash } = command;
  return [{ type: 'AdminCreated', data: { userId, username, email, role, passwordHash } }];
};

const signIn = (command: Command<'SignIn'>, state: AdminState): AdminEvent[] => {
  const account = liveAccount(state);
  if (!account) throw new DomainError('INVALID_CREDENTIALS');
  const failed = (reason: 'wrong_password' | 'invalid_code' | 'replayed_code'): AdminEvent[] => [
    {
      type: 'AdminSignInFailed',
      data: {
        userId: account.userId,
        username: command.username.slice(0, maxRecordedUsername),
        reason,
      },
    },
  ];
  if (!command.passwordMatches) return failed('wrong_password');
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
      },
    },
  ];
};

const signOut = (command: Command<'SignOut'>, state: AdminState): AdminEvent[] => {
  const account = accountOf(state);
  const open = account.openSessions.some((session) => session.sessionId === command.sessionId);
  return open
    ? [{ type: 'AdminSignedOut', data: { userId: account.userId, sessionId: command.sessionId } }]
    : [];
};

const updateAdmin = (command: Command<'UpdateAdmin'>, state: AdminState): AdminEvent[] => {
  const account = accountOf(state);
  const { by } = command;
  const self = by.userId === account.userId;
  if (!self && by.role !== 'super_admin') {
    throw new DomainError('FORBIDDEN', 'An admin can only edit their own account.');
  }
  if (command.username !== undefined && command.username !== account.username) {
    throw new ValidationError('username', 'The username cannot be changed');
  }
  const events: AdminEvent[] = [];
  if (command.role !== undefined && command.role !== account.role) {
    if (by.role !== 'super_admin') {
      throw new DomainError('FORBIDDEN', 'Only a super admin can change roles.');
    }
    if (self) throw new DomainError('FORBIDDEN', 'You cannot change your own role.');
    events.push({
      type: 'AdminRoleChanged',
      data: { userId: account.userId, from: account.role, to: command.role },
    });
  }
  if (command.email !== undefined && command.email !== account.email) {
    events.push({
      type: 'AdminEmailChanged',
      data: { userId: account.userId, from: account.email, to: command.email },
    });
  }
  if (command.passwordHash) {
    events.push(
      {
        type: 'AdminPasswordChanged',
        data: { userId: account.userId, passwordHash: command.passwordHash },
      },
      // Your own new password keeps the session you set it from; one set for you ends them all.
      ...revokeOpenSessions(account, command.now, 'password_changed', self ? by.sessionId : null),
    );
  }
  return events;
};

const resetPassword = (command: Command<'ResetPassword'>, state: AdminState): AdminEvent[] => {
  const account = accountOf(state);
  return [
    {
      type: 'AdminPasswordChanged',
      data: { userId: account.userId, passwordHash: command.passwordHash },
    },
    ...revokeOpenSessions(account, command.now, 'password_changed'),
  ];
};

const deleteAdmin = (command: Command<'DeleteAdmin'>, state: AdminState): AdminEvent[] => {
  const account = accountOf(state);
  if (command.by.role !== 'super_admin') throw new DomainError('FORBIDDEN');
  if (command.by.userId === account.userId) {
    throw new DomainError('FORBIDDEN', 'You cannot delete your own account.');
  }
  if (account.role === 'super_admin') {
    throw new DomainError('FORBIDDEN', 'A super admin account cannot be deleted.');
  }
  return [
    { type: 'AdminDeleted', data: { userId: account.userId, username: account.username } },
    ...revokeOpenSessions(account, command.now, 'account_deleted'),
  ];
};

const startTwoFactorSetup = (
  command: Command<'StartTwoFactorSetup'>,
  state: AdminState,
): AdminEvent[] => {
  const account = accountOf(state);
  if (account.twoFactor.enabled) throw new DomainError('TWOFA_ALREADY_ENABLED');
  return [
    {
      type: 'TwoFactorSetupStarted',
      data: { userId: account.userId, setupId: command.setupId, secret: command.secret },
    },
  ];
};

const rejected = (
  account: AdminAccount,
  purpose: 'enable' | 'verify' | 'disable',
  reason: 'invalid_code' | 'replayed_code',
): AdminEvent[] => [
  { type: 'TwoFactorCodeRejected', data: { userId: account.userId, purpose, reason } },
];

const enableTwoFactor = (command: Command<'EnableTwoFactor'>, state: AdminState): AdminEvent[] => {
  const account = accountOf(state);
  if (account.twoFactor.enabled) throw new DomainError('TWOFA_ALREADY_ENABLED');
  const { pending } = account.twoFactor;
  if (!pending) throw new DomainError('TWOFA_SETUP_NOT_STARTED');
  const problem = codeProblem(command.code, pending, account.lastTotpStep);
  if (problem || command.code.step === null) {
    return rejected(account, 'enable', problem ?? 'invalid_code');
  }
  return [
    {
      type: 'TwoFactorEnabled',
      data: { userId: account.userId, setupId: pending.setupId, totpStep: command.code.step },
    },
  ];
};

const verifyTwoFactorCode = (
  command: Command<'VerifyTwoFactorCode'>,
  state: AdminState,
): AdminEvent[] => {
  const account = accountOf(state);
  const issued = account.twoFactor.enabled ? account.twoFactor.active : account.twoFactor.pending;
  if (!issued) throw new DomainError('TWOFA_NOT_ENABLED');
  const problem = codeProblem(command.code, issued, account.lastTotpStep);
  if (problem || command.code.step === null) {
    return rejected(account, 'verify', problem ?? 'invalid_code');
  }
  return [
    {
      type: 'TwoFactorCodeVerified',
      data: { userId: account.userId, totpStep: command.code.step },
    },
  ];
};

const disableTwoFactor = (
  command: Command<'DisableTwoFactor'>,
  state: AdminState,
): AdminEvent[] => {
  const account = accountOf(state);
  if (!account.twoFactor.enabled) throw new DomainError('TWOFA_NOT_ENABLED');
  const problem = codeProblem(command.code, account.twoFactor.active, account.lastTotpStep);
  if (problem || command.code.step === null) {
    return rejected(account, 'disable', problem ?? 'invalid_code');
  }
  return [
    { type: 'TwoFactorDisabled', data: { userId: account.userId, totpStep: command.code.step } },
  ];
};

const resetTwoFactor = (state: AdminState): AdminEvent[] => {
  const account = accountOf(state);
  const nothingToReset = !account.twoFactor.enabled && !account.twoFactor.pending;
  return nothingToReset
    ? []
    : [{ type: 'TwoFactorDisabled', data: { userId: account.userId, totpStep: null } }];
};

/**
 * The rules of a staff account: creation, sign-in and sign-out, two-factor, edits, deletion.
 * Refused sign-ins and codes are decided as events (they are recorded), then answered as errors
 * by `recordedRefusal`; refusals that record nothing are thrown.
 */
export const adminDecider: Decider<AdminState, AdminCommand, AdminEvent> = {
  initialState: initialAdminState,
  evolve: evolveAdmin,
  decide: (command, state) => {
    switch (command.kind) {
      case 'CreateAdmin':
        return createAdmin(command, state);
      case 'SignIn':
        return signIn(command, state);
      case 'SignOut':
        return signOut(command, state);
      case 'UpdateAdmin':
        return updateAdmin(command, state);
      case 'ResetPassword':
        return resetPassword(command, state);
      case 'DeleteAdmin':
        return deleteAdmin(command, state);
      case 'StartTwoFactorSetup':
        return startTwoFactorSetup(command, state);
      case 'EnableTwoFactor':
        return enableTwoFactor(command, state);
      case 'VerifyTwoFactorCode':
        return verifyTwoFactorCode(command, state);
      case 'DisableTwoFactor':
        return disableTwoFactor(command, state);
      case 'ResetTwoFactor':
        return resetTwoFactor(state);
      default: {
        const unknown: never = command;
        throw new ValidationError('kind', `Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};

/** The answer a recorded refusal gets: a failed sign-in or a rejected code. */
export const recordedRefusal = (events: readonly { type: string; data: unknown }[]) => {
  const last = events.at(-1) as AdminEvent | undefined;
  if (last?.type === 'AdminSignInFailed') {
    return last.data.reason === 'unknown_user' || last.data.reason === 'wrong_password'
      ? new DomainError('INVALID_CREDENTIALS')
      : new DomainError('INVALID_TWOFA_TOKEN');
  }
  if (last?.type === 'TwoFactorCodeRejected') return new DomainError('INVALID_TWOFA_TOKEN');
  return null;
};

/** Why a recorded refusal refused (the metrics count refusals by it). */
export const refusalReason = (events: readonly { type: string; data: unknown }[]): string => {
  const last = events.at(-1) as AdminEvent | undefined;
  return last?.type === 'AdminSignInFailed' || last?.type === 'TwoFactorCodeRejected'
    ? last.data.reason
    : 'unknown';
};
