import { DomainError, ValidationError, type AdminEvent } from '@ghost/events';
import type { AdminState } from './admin-account.js';
import { oneTimeUntil, type Command } from './admin-commands.js';
import { accountOf, requireSteppedUp, revokeOpenSessions } from './account-state.js';

export const createAdmin = (command: Command<'CreateAdmin'>, state: AdminState): AdminEvent[] => {
  if (state.exists) throw new DomainError('CONCURRENT_MODIFICATION');
  // A new super admin holds every power there is: only from a session that just proved itself.
  if (command.by && command.role === 'super_admin') requireSteppedUp(command.by);
  const { userId, username, email, role, passwordHash } = command;
  return [
    {
      type: 'AdminCreated',
      data: { userId, username, email, role, passwordHash, oneTimeUntil: command.oneTimeUntil },
    },
  ];
};

/**
 * Edits an account. An admin changes only their own e-mail; a super admin also the e-mails, roles
 * and passwords of others, never their own role, never another super admin's role. Their own
 * password nobody changes here (only with the current one, ChangeOwnPassword). What reaches into
 * someone else's account (their role, e-mail, password) needs a stepped-up session. A role change
 * ends every session of the account (its powers change under them); a password set for someone
 * is one-time, and ends every session of theirs too.
 */
export const updateAdmin = (command: Command<'UpdateAdmin'>, state: AdminState): AdminEvent[] => {
  const account = accountOf(state);
  const { by } = command;
  const self = by.userId === account.userId;
  if (!self && by.role !== 'super_admin') {
    throw new DomainError('FORBIDDEN', 'An admin can only edit their own account.');
  }
  if (command.username !== undefined && command.username !== account.username) {
    throw new ValidationError('username', 'The username cannot be changed');
  }
  if (self && command.passwordHash) throw new DomainError('CURRENT_PASSWORD_REQUIRED');
  const roleChanges = command.role !== undefined && command.role !== account.role;
  const emailChanges = command.email !== undefined && command.email !== account.email;
  if (roleChanges) {
    if (by.role !== 'super_admin') {
      throw new DomainError('FORBIDDEN', 'Only a super admin can change roles.');
    }
    if (self) throw new DomainError('FORBIDDEN', 'You cannot change your own role.');
    if (account.role === 'super_admin') {
      throw new DomainError('FORBIDDEN', 'The role of a super admin cannot be changed.');
    }
  }
  if (!self && (roleChanges || emailChanges || command.passwordHash)) requireSteppedUp(by);

  const events: AdminEvent[] = [];
  if (roleChanges && command.role !== undefined) {
    events.push({
      type: 'AdminRoleChanged',
      data: { userId: account.userId, from: account.role, to: command.role },
    });
  }
  if (emailChanges && command.email !== undefined) {
    events.push({
      type: 'AdminEmailChanged',
      data: { userId: account.userId, from: account.email, to: command.email },
    });
  }
  if (command.passwordHash) {
    events.push({
      type: 'AdminPasswordChanged',
      data: {
        userId: account.userId,
        passwordHash: command.passwordHash,
        oneTimeUntil: oneTimeUntil(command.now),
      },
    });
  }
  if (command.passwordHash || roleChanges) {
    const reason = command.passwordHash ? 'password_changed' : 'role_changed';
    events.push(...revokeOpenSessions(account, command.now, reason));
  }
  return events;
};

/**
 * The holder changes their own password, proving the current one (a wrong one is recorded and
 * counts towards the account's lockout): the new one is theirs (not
 * one-time), and every other session of the account ends. The session they did it from stays:
 * it just proved the password and holds the second factor, so ending it would only send them to
 * sign in again, while a thief's session, if any, is among the others.
 */
export const changeOwnPassword = (
  command: Command<'ChangeOwnPassword'>,
  state: AdminState,
): AdminEvent[] => {
  const account = accountOf(state);
  const { current } = command;
  // Recorded, as every refusal is: the account's lockout counts it.
  if (!current.matches)
    return [{ type: 'AdminPasswordCheckFailed', data: { userId: account.userId } }];
  return [
    {
      type: 'AdminPasswordChanged',
      data: { userId: account.userId, passwordHash: current.newPasswordHash, oneTimeUntil: null },
    },
    ...revokeOpenSessions(account, command.now, 'password_changed', command.sessionId),
  ];
};

/** From the server's machine (the admin CLI): a one-time password, every session ended. */
export const resetPassword = (
  command: Command<'ResetPassword'>,
  state: AdminState,
): AdminEvent[] => {
  const account = accountOf(state);
  return [
    {
      type: 'AdminPasswordChanged',
      data: {
        userId: account.userId,
        passwordHash: command.passwordHash,
        oneTimeUntil: oneTimeUntil(command.now),
      },
    },
    ...revokeOpenSessions(account, command.now, 'password_changed'),
  ];
};

/** A super admin deletes an account (never their own, never a super admin's), stepped up. */
export const deleteAdmin = (command: Command<'DeleteAdmin'>, state: AdminState): AdminEvent[] => {
  const account = accountOf(state);
  if (command.by.role !== 'super_admin') throw new DomainError('FORBIDDEN');
  if (command.by.userId === account.userId) {
    throw new DomainError('FORBIDDEN', 'You cannot delete your own account.');
  }
  if (account.role === 'super_admin') {
    throw new DomainError('FORBIDDEN', 'A super admin account cannot be deleted.');
  }
  requireSteppedUp(command.by);
  return [
    { type: 'AdminDeleted', data: { userId: account.userId, username: account.username } },
    ...revokeOpenSessions(account, command.now, 'account_deleted'),
  ];
};
