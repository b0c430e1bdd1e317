import { streams, type GlobalPosition } from '@ghost/events';
import type { Principal } from '@ghost/events/http';
import { liveAccount, type AdminAccount, type IssuedSecret } from '../admins/admin-account.js';
import { adminDecider, recordedRefusal, refusalReason } from '../admins/admin-decider.js';
import { settled, type IdentityDeps } from '../admins/identity-deps.js';
import { loadAdmin } from '../admins/load-admin.js';
import type { CommandContext } from '../handling/command-context.js';
import { handleCommand } from '../handling/handle-command.js';
import { checkCode } from './check-code.js';
import { SignInThrottle } from './sign-in-throttle.js';
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
 * Wrong codes count towards the account's lockout.
 */
export const useTwoFactorCode = async (
  deps: TwoFactorDeps,
  purpose: CodePurpose,
  principal: Principal,
  code: string,
  context: CommandContext,
): Promise<GlobalPosition | null> => {
  await deps.throttle.checkAccount(principal.userId);
  const account = liveAccount(await loadAdmin(deps.eventStore, principal.userId));
  const checked = await checkCode(
    deps.secretBox,
    principal.userId,
    secretFor(purpose, account),
    code,
    context.now,
  );
  const handled = await handleCommand(
    deps.eventStore,
    streams.admin(principal.userId),
    adminDecider,
    { kind: purpose, code: checked },
    context,
  );
  const refusal = recordedRefusal(handled.events);
  if (refusal) {
    if (handled.position !== null) {
      await deps.throttle.failed({
        position: handled.position,
        at: context.now,
        reason: refusalReason(handled.events),
        keys: SignInThrottle.accountKeys(principal.userId),
      });
    }
    throw refusal;
  }
  await settled(deps.progress, handled.position);
  return handled.position;
};
