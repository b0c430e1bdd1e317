import { DomainError, type AdminEvent } from '@ghost/events';
import type { AdminAccount, AdminState, IssuedSecret } from './admin-account.js';
import type { CheckedCode, Command } from './admin-commands.js';
import { accountOf, revokeOpenSessions } from './account-state.js';

/** Why a checked code cannot be accepted, or null when it can. */
export const codeProblem = (
  code: CheckedCode,
  issued: IssuedSecret,
  lastStep: number,
): 'invalid_code' | 'replayed_code' | null => {
  if (code.setupId !== issued.setupId || code.step === null) return 'invalid_code';
  return code.step <= lastStep ? 'replayed_code' : null;
};

export const rejectedCode = (
  account: AdminAccount,
  purpose: 'enable' | 'verify' | 'disable' | 'step_up',
  reason: 'invalid_code' | 'replayed_code',
): AdminEvent[] => [
  { type: 'TwoFactorCodeRejected', data: { userId: account.userId, purpose, reason } },
];

export const startTwoFactorSetup = (
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

export const enableTwoFactor = (
  command: Command<'EnableTwoFactor'>,
  state: AdminState,
): AdminEvent[] => {
  const account = accountOf(state);
  if (account.twoFactor.enabled) throw new DomainError('TWOFA_ALREADY_ENABLED');
  const { pending } = account.twoFactor;
  if (!pending) throw new DomainError('TWOFA_SETUP_NOT_STARTED');
  const problem = codeProblem(command.code, pending, account.lastTotpStep);
  if (problem || command.code.step === null) {
    return rejectedCode(account, 'enable', problem ?? 'invalid_code');
  }
  return [
    {
      type: 'TwoFactorEnabled',
      data: { userId: account.userId, setupId: pending.setupId, totpStep: command.code.step },
    },
  ];
};

export const verifyTwoFactorCode = (
  command: Command<'VerifyTwoFactorCode'>,
  state: AdminState,
): AdminEvent[] => {
  const account = accountOf(state);
  const issued = account.twoFactor.enabled ? account.twoFactor.active : account.twoFactor.pending;
  if (!issued) throw new DomainError('TWOFA_NOT_ENABLED');
  const problem = codeProblem(command.code, issued, account.lastTotpStep);
  if (problem || command.code.step === null) {
    return rejectedCode(account, 'verify', problem ?? 'invalid_code');
  }
  return [
    {
      type: 'TwoFactorCodeVerified',
      data: { userId: account.userId, totpStep: command.code.step },
    },
  ];
};

/**
 * The owner turns two-factor off with a fresh code: every other session of the account ends (the
 * one they did it from then reaches only the setup of a new one).
 */
export const disableTwoFactor = (
  command: Command<'DisableTwoFactor'>,
  state: AdminState,
): AdminEvent[] => {
  const account = accountOf(state);
  if (!account.twoFactor.enabled) throw new DomainError('TWOFA_NOT_ENABLED');
  const problem = codeProblem(command.code, account.twoFactor.active, account.lastTotpStep);
  if (problem || command.code.step === null) {
    return rejectedCode(account, 'disable', problem ?? 'invalid_code');
  }
  return [
    { type: 'TwoFactorDisabled', data: { userId: account.userId, totpStep: command.code.step } },
    ...revokeOpenSessions(account, command.now, 'two_factor_reset', command.sessionId),
  ];
};

/**
 * An operator resets the second factor from the server's machine (the authenticator was lost or
 * may be in someone else's hands): every session of the account ends, so none that was open can
 * enrol an authenticator of its own.
 */
export const resetTwoFactor = (command: Command<'ResetTwoFactor'>, state: AdminState) => {
  const account = accountOf(state);
  const nothingToReset = !account.twoFactor.enabled && !account.twoFactor.pending;
  const revoked = revokeOpenSessions(account, command.now, 'two_factor_reset');
  if (nothingToReset) return revoked;
  return [
    { type: 'TwoFactorDisabled', data: { userId: account.userId, totpStep: null } },
    ...revoked,
  ] satisfies AdminEvent[];
};
