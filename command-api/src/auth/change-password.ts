import { streams, type GlobalPosition } from '@ghost/events';
import type { Principal } from '@ghost/events/http';
import { acceptPassword } from '../admins/account-input.js';
import type { IdentityDeps } from '../admins/identity-deps.js';
import type { CommandContext } from '../handling/command-context.js';
import { decideAccountCheck } from './account-check.js';
import type { SignInThrottle } from './sign-in-throttle.js';

/**
 * The signed-in admin changes their password, proving the current one: the only way to change
 * one's own password. The session they do it from stays open; every other session of theirs
 * ends; a one-time password becomes theirs. Wrong current passwords count towards the account's
 * lockout, so a stolen session cannot be used to guess the password.
 */
export const changeOwnPassword = async (
  deps: IdentityDeps & { throttle: SignInThrottle },
  principal: Principal,
  request: { currentPassword: string; newPassword: string },
  context: CommandContext,
): Promise<GlobalPosition | null> => {
  const newPassword = acceptPassword(request.newPassword, 'newPassword');
  const handled = await decideAccountCheck(
    deps,
    principal,
    async (account) => {
      const matches = await deps.passwords.verify(
        request.currentPassword,
        account ? deps.secretBox.open(account.passwordHash, streams.admin(principal.userId)) : null,
      );
      return {
        kind: 'ChangeOwnPassword',
        sessionId: principal.sessionId,
        current: matches
          ? {
              matches: true,
              newPasswordHash: deps.secretBox.seal(
                await deps.passwords.hash(newPassword),
                streams.admin(principal.userId),
              ),
            }
          : { matches: false },
        now: context.now,
      };
    },
    context,
    'currentPassword',
  );
  return handled.position;
};
