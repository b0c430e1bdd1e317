import { DomainError, ValidationError, type AdminEvent } from '@ghost/events';
import type { Decider } from '../handling/decider.js';
import { evolveAdmin, initialAdminState, type AdminState } from './admin-account.js';
import type { AdminCommand } from './admin-commands.js';
import {
  changeOwnPassword,
  createAdmin,
  deleteAdmin,
  resetPassword,
  updateAdmin,
} from './account-edit-rules.js';
import { signIn, signOut, stepUp } from './session-rules.js';
import {
  disableTwoFactor,
  enableTwoFactor,
  resetTwoFactor,
  startTwoFactorSetup,
  verifyTwoFactorCode,
} from './two-factor-rules.js';

export type { ActingAdmin, AdminCommand, CheckedCode } from './admin-commands.js';

/**
 * The rules of a staff account: creation, sign-in, step-up and sign-out, two-factor, edits,
 * deletion. Refused sign-ins, codes and passwords are decided as events (they are recorded), then
 * answered as errors by `recordedRefusal`; refusals that record nothing are thrown.
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
      case 'StepUp':
        return stepUp(command, state);
      case 'UpdateAdmin':
        return updateAdmin(command, state);
      case 'ChangeOwnPassword':
        return changeOwnPassword(command, state);
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
        return resetTwoFactor(command, state);
      default: {
        const unknown: never = command;
        throw new ValidationError('kind', `Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};

/**
 * The answer a recorded refusal gets: a failed sign-in, a rejected code, a wrong password (named
 * as the request's field, `passwordField`).
 */
export const recordedRefusal = (
  events: readonly { type: string; data: unknown }[],
  passwordField = 'password',
) => {
  const last = events.at(-1) as AdminEvent | undefined;
  if (last?.type === 'AdminSignInFailed') {
    switch (last.data.reason) {
      case 'unknown_user':
      case 'wrong_password':
        return new DomainError('INVALID_CREDENTIALS');
      case 'expired_password':
        return new DomainError('ONE_TIME_PASSWORD_EXPIRED');
      case 'invalid_code':
      case 'replayed_code':
        return new DomainError('INVALID_TWOFA_TOKEN');
    }
  }
  if (last?.type === 'TwoFactorCodeRejected') return new DomainError('INVALID_TWOFA_TOKEN');
  if (last?.type === 'AdminPasswordCheckFailed') {
    return new DomainError('INVALID_CURRENT_PASSWORD', undefined, { field: passwordField });
  }
  return null;
};

/** Why a recorded refusal refused (the metrics count refusals by it). */
export const refusalReason = (events: readonly { type: string; data: unknown }[]): string => {
  const last = events.at(-1) as AdminEvent | undefined;
  if (last?.type === 'AdminPasswordCheckFailed') return 'wrong_current_password';
  return last?.type === 'AdminSignInFailed' || last?.type === 'TwoFactorCodeRejected'
    ? last.data.reason
    : 'unknown';
};
