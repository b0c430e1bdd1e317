import { streams } from '@ghost/events';
import type { Principal } from '@ghost/events/http';
import { liveAccount, type AdminAccount } from '../admins/admin-account.js';
import { adminDecider, recordedRefusal, refusalReason } from '../admins/admin-decider.js';
import type { AdminCommand } from '../admins/admin-commands.js';
import { settled, type IdentityDeps } from '../admins/identity-deps.js';
import { loadAdmin } from '../admins/load-admin.js';
import type { CommandContext } from '../handling/command-context.js';
import { handleCommand, type Handled } from '../handling/handle-command.js';
import { SignInThrottle } from './sign-in-throttle.js';

/**
 * A check a signed-in account makes of itself (a TOTP code, its current password, a step-up):
 * refused at once while the account's checks are locked, run one at a time per account, decided
 * on the account as it is now, and a refusal recorded and counted before it is answered, so the
 * next check is judged with it. `command` builds the command from the account (it may check a
 * password or a code against it first); `passwordField` names a wrong password in the answer.
 */
export const decideAccountCheck = (
  deps: IdentityDeps & { throttle: SignInThrottle },
  principal: Principal,
  command: (account: AdminAccount | null) => Promise<AdminCommand>,
  context: CommandContext,
  passwordField?: string,
): Promise<Handled<unknown>> =>
  deps.throttle.accountCheck(principal.userId, async () => {
    const account = liveAccount(await loadAdmin(deps.eventStore, principal.userId));
    const handled = await handleCommand(
      deps.eventStore,
      streams.admin(principal.userId),
      adminDecider,
      await command(account),
      context,
    );
    const refusal = recordedRefusal(handled.events, passwordField);
    if (refusal) {
      if (handled.position !== null) {
        await deps.throttle.failed({
          position: handled.position,
          reason: refusalReason(handled.events),
          keys: SignInThrottle.accountKeys(principal.userId),
        });
      }
      throw refusal;
    }
    await settled(deps.progress, handled.position);
    return handled;
  });
