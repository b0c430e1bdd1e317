import { streams, type GlobalPosition } from '@ghost/events';
import type { Principal } from '@ghost/events/http';
import type { AdminAccount, IssuedSecret } from '../admins/admin-account.js';
import { adminDecider } from '../admins/admin-decider.js';
import type { AdminCommand } from '../admins/admin-commands.js';
import { settled, type IdentityDeps } from '../admins/identity-deps.js';
import type { CommandContext } from '../handling/command-context.js';
import { handleCommand } from '../handling/handle-command.js';
import { checkCode } from './check-code.js';
import { decideAccountCheck } from './account-check.js';
import type { SignInThrottle } from './sign-in-throttle.js';
import { newTotpSecret, provisioning } from './totp.js';

type TwoFactorDeps = IdentityDeps & { throttle: SignInThrottle };

/**
 * Issues a new TOTP secret (sealed in the log) for the signed-in admin to scan. Each call
 * replaces the secret of an unfinished setup; an enabled second factor must be disabled first.
 */
export const startTwoFactorSetup = async (
  deps: TwoFactorDeps,
  principal: Principal,
  context: CommandContext,
) => {
  const secret = newTotpSecret();
  const { position } = await handleCommand(
    deps.eventStore,
    streams.admin(principal.userId),
    adminDecider,
    {
      kind: 'StartTwoFactorSetup',
      setupId: deps.newId(),
      secret: deps.secretBox.seal(secret, streams.admin(principal.userId)),
    },
    context,
  );
  await settled(deps.progress, position);
  return { ...(await provisioning(principal.username, secret)), position };
};

type CodePurpose = 'EnableTwoFactor' | 'VerifyTwoFactorCode' | 'DisableTwoFactor';

/** The secret a code is checked against for each purpose. */
const secretFor = (purpose: CodePurpose, account: AdminAccount | null): IssuedSecret | null => {
  if (!account) return null;
  const { twoFactor } = account;
  switch (purpose) {
    case 'EnableTwoFactor':
      return twoFactor.enabled ? null : twoFactor.pending;
    case 'DisableTwoFactor':
      return twoFactor.enabled ? twoFactor.active : null;
    case 'VerifyTwoFactorCode':
      return twoFactor.enabled ? twoFactor.active : twoFactor.pending;
  }
};

/**
 * Enables, verifies or disables with a code. Each code is accepted once: its time step is
 * recorded, and a later use of that step (or an earlier one) is refused and recorded as a replay.
 * Wrong codes count towards the account's lockout; disabling ends the account's other sessions.
 */
export const useTwoFactorCode = async (
  deps: TwoFactorDeps,
  purpose: CodePurpose,
  principal: Principal,
  code: string,
  context: CommandContext,
): Promise<GlobalPosition | null> => {
  const handled = await decideAccountCheck(
    deps,
    principal,
    async (account): Promise<AdminCommand> => {
      const checked = await checkCode(
        deps.secretBox,
        principal.userId,
        secretFor(purpose, account),
        code,
        context.now,
      );
      return purpose === 'DisableTwoFactor'
        ? { kind: purpose, code: checked, sessionId: principal.sessionId, now: context.now }
        : { kind: purpose, code: checked };
    },
    context,
  );
  return handled.position;
};
