import { DomainError, streams, type GlobalPosition, type SealedSecret } from '@ghost/events';
import type { CommandContext } from '../handling/command-context.js';
import { handleCommand } from '../handling/handle-command.js';
import { acceptEmail, acceptPassword } from './account-input.js';
import { liveAccount, type AdminAccount, type AdminRole } from './admin-account.js';
import { adminDecider, type ActingAdmin, type AdminCommand } from './admin-decider.js';
import { settled, type IdentityDeps } from './identity-deps.js';
import { loadAdmin } from './load-admin.js';

/** What PUT /users/{id} may change; the username never changes. */
export interface AdminChanges {
  username?: string;
  email?: string | null;
  role?: AdminRole;
  password?: string;
}

/**
 * Edits an account: a super admin any account (others' roles, e-mails and passwords, from a
 * stepped-up session), an admin only their own e-mail. One's own password is refused here
 * (CURRENT_PASSWORD_REQUIRED: it changes through /auth/change-password, with the current one). A
 * password set for someone is one-time and ends their sessions; so does a role change.
 */
export const updateAdmin = async (
  deps: IdentityDeps,
  by: ActingAdmin,
  userId: string,
  changes: AdminChanges,
  context: CommandContext,
): Promise<{ account: AdminAccount; position: GlobalPosition | null }> => {
  const email = changes.email === undefined ? undefined : acceptEmail(changes.email);
  // An empty password field in the edit form means "keep the password".
  const password =
    changes.password === undefined || changes.password === ''
      ? undefined
      : acceptPassword(changes.password);
  const command = (passwordHash?: SealedSecret): AdminCommand => ({
    kind: 'UpdateAdmin',
    by,
    ...(changes.username === undefined ? {} : { username: changes.username }),
    ...(email === undefined ? {} : { email }),
    ...(changes.role === undefined ? {} : { role: changes.role }),
    ...(passwordHash ? { passwordHash } : {}),
    now: context.now,
  });
  // Refuse what can be refused (someone else's account, a role, one's own password, a change
  // that needs a step-up) before paying for a hash; the stand-in hash is never recorded.
  adminDecider.decide(
    command(password === undefined ? undefined : deps.secretBox.seal('', streams.admin(userId))),
    await loadAdmin(deps.eventStore, userId),
  );
  const passwordHash =
    password === undefined
      ? undefined
      : deps.secretBox.seal(await deps.passwords.hash(password), streams.admin(userId));
  const { state, position } = await handleCommand(
    deps.eventStore,
    streams.admin(userId),
    adminDecider,
    command(passwordHash),
    context,
  );
  await settled(deps.progress, position);
  const account = liveAccount(state);
  if (!account) throw new DomainError('USER_NOT_FOUND');
  return { account, position };
};
