import { streams, type GlobalPosition } from '@ghost/events';
import type { Principal } from '@ghost/events/http';
import { stepUpMs } from '../admins/admin-commands.js';
import type { IdentityDeps } from '../admins/identity-deps.js';
import type { CommandContext } from '../handling/command-context.js';
import { decideAccountCheck } from './account-check.js';
import { checkCode } from './check-code.js';
import type { SignInThrottle } from './sign-in-throttle.js';

/**
 * Raises the signed-in session for five minutes (`AdminSessionSteppedUp` on the account's
 * stream): the password and a fresh TOTP code, proved again. The code's step is used up as a
 * sign-in's is; a wrong password or code is recorded and counts towards the account's lockout.
 */
export const stepUp = async (
  deps: IdentityDeps & { throttle: SignInThrottle },
  principal: Principal,
  request: { password: string; code: string },
  context: CommandContext,
): Promise<{ until: string; position: GlobalPosition | null }> => {
  const until = new Date(context.now.getTime() + stepUpMs).toISOString();
  const handled = await decideAccountCheck(
    deps,
    principal,
    async (account) => {
      const passwordMatches = await deps.passwords.verify(
        request.password,
        account ? deps.secretBox.open(account.passwordHash, streams.admin(principal.userId)) : null,
      );
      const issued = account?.twoFactor.enabled ? account.twoFactor.active : null;
      const code = await checkCode(
        deps.secretBox,
        principal.userId,
        issued,
        request.code,
        context.now,
      );
      return { kind: 'StepUp', sessionId: principal.sessionId, passwordMatches, code, until };
    },
    context,
  );
  return { until, position: handled.position };
};
