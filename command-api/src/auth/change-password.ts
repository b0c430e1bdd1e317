import { DomainError, streams, type GlobalPosition } from '@ghost/events';
import type { Principal } from '@ghost/events/http';
import { acceptPassword } from '../admins/account-input.js';
import { liveAccount } from '../admins/admin-account.js';
import type { IdentityDeps } from '../admins/identity-deps.js';
import { loadAdmin } from '../admins/load-admin.js';
import { updateAdmin } from '../admins/update-admin.js';
import type { CommandContext } from '../handling/command-context.js';
import { toEventsToAppend } from '../handling/handle-command.js';
import { SignInThrottle } from './sign-in-throttle.js';

/**
 * The signed-in admin changes their password, proving the current one. The session they do it
 * from stays open; every other session of theirs ends. Wrong current passwords count towards the
 * account's lockout, so a stolen session cannot be used to guess the password.
 */
export const changeOwnPassword = async (
  deps: IdentityDeps & { throttle: SignInThrottle },
  principal: Principal,
  request: { currentPassword: string; newPassword: string },
  context: CommandContext,
): Promise<GlobalPosition | null> => {
  acceptPassword(request.newPassword, 'newPassword');
  await deps.throttle.checkAccount(principal.userId);
  const account = liveAccount(await loadAdmin(deps.eventStore, principal.userId));
  if (!account) throw new DomainError('TOKEN_EXPIRED');
  const matches = await deps.passwords.verify(
    request.currentPassword,
    deps.secretBox.open(account.passwordHash, streams.admin(principal.userId)),
  );
  if (!matches) {
    // Recorded, as every refusal is: the account's lockout counts it.
    const stream = streams.admin(principal.userId);
    const refused = [{ type: 'AdminPasswordCheckFailed', data: { userId: principal.userId } }];
    const { position } = await deps.eventStore.append(
      stream,
      toEventsToAppend(stream, 'any', refused, context),
      'any',
    );
    await deps.throttle.failed({
      position,
      at: context.now,
      reason: 'wrong_current_password',
      keys: SignInThrottle.accountKeys(principal.userId),
    });
    throw new DomainError('INVALID_CURRENT_PASSWORD', undefined, { field: 'currentPassword' });
  }
  const { position } = await updateAdmin(
    deps,
    { userId: principal.userId, role: principal.role, sessionId: principal.sessionId },
    principal.userId,
    { password: request.newPassword },
    context,
  );
  return position;
};
