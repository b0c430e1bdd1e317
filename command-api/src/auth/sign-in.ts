import { DomainError, streams, type Actor, type GlobalPosition } from '@ghost/events';
import { newSessionToken, sessionIdOf } from '@ghost/events/http';
import { liveAccount, type AdminAccount, type AdminRole } from '../admins/admin-account.js';
import {
  adminDecider,
  recordedRefusal,
  refusalReason,
  type AdminCommand,
} from '../admins/admin-decider.js';
import { settled, type IdentityDeps } from '../admins/identity-deps.js';
import { loadAdmin, userIdOf } from '../admins/load-admin.js';
import type { CommandContext } from '../handling/command-context.js';
import { handleCommand, toEventsToAppend } from '../handling/handle-command.js';
import { checkCode } from './check-code.js';
import { SignInThrottle, trustedAddressMs } from './sign-in-throttle.js';

/** Sessions end 4 hours after sign-in, whatever happens in between (spec section 9). */
export const sessionLifetimeMs = 4 * 60 * 60 * 1000;

export interface SignInRequest {
  username: string;
  password: string;
  /** Null when the person typed no code. */
  twofaToken: string | null;
}

export interface SignedIn {
  accessToken: string;
  expiresAt: string;
  user: {
    id: string;
    username: string;
    email: string | null;
    role: AdminRole;
    lastLogin: string;
    twofa_enabled: boolean;
  };
  position: GlobalPosition | null;
}

const fromTrustedAddress = (account: AdminAccount | null, ip: string, now: Date) =>
  account?.recentSignIns.some(
    (signIn) =>
      signIn.ip === ip &&
      Date.parse(signIn.expiresAt) - sessionLifetimeMs > now.getTime() - trustedAddressMs,
  ) ?? false;

/**
 * Signs an admin in. Whether the name exists or not, the answer to a wrong password costs one
 * full password check and one recorded event, and reads the same: INVALID_CREDENTIALS. A refused
 * attempt counts towards the lockout (SignInThrottle); a locked attempt is not even tried.
 */
export const signIn = async (
  deps: IdentityDeps & { throttle: SignInThrottle },
  request: SignInRequest,
  context: CommandContext,
): Promise<SignedIn> => {
  const ip = context.actor.ip ?? 'unknown';
  const username = request.username.trim();
  const userId = await userIdOf(deps.eventStore, username);
  const account = userId === null ? null : liveAccount(await loadAdmin(deps.eventStore, userId));
  await deps.throttle.checkSignIn(ip, username, fromTrustedAddress(account, ip, context.now));
  const failed = (position: GlobalPosition, reason: string) =>
    deps.throttle.failed({
      position,
      at: context.now,
      reason,
      keys: SignInThrottle.signInKeys(ip, username),
    });

  const passwordMatches = await deps.passwords.verify(
    request.password,
    account ? deps.secretBox.open(account.passwordHash, streams.admin(account.userId)) : null,
  );
  if (!account) {
    const appended = await deps.eventStore.append(
      streams.unknownSignIns(),
      toEventsToAppend(
        streams.unknownSignIns(),
        'any',
        [
          {
            type: 'AdminSignInFailed',
            data: { userId: null, username: username.slice(0, 100), reason: 'unknown_user' },
          },
        ],
        context,
      ),
      'any',
    );
    await failed(appended.position, 'unknown_user');
    throw new DomainError('INVALID_CREDENTIALS');
  }

  const code =
    request.twofaToken === null
      ? null
      : await checkCode(
          deps.secretBox,
          account.userId,
          account.twoFactor.enabled ? account.twoFactor.active : null,
          request.twofaToken,
          context.now,
        );
  const accessToken = newSessionToken();
  const expiresAt = new Date(context.now.getTime() + sessionLifetimeMs).toISOString();
  const command: AdminCommand = {
    kind: 'SignIn',
    username,
    passwordMatches,
    code,
    session: { sessionId: sessionIdOf(accessToken), expiresAt },
    ip: context.actor.ip ?? null,
  };
  // Decided once here to know who acts (a TWOFA_TOKEN_REQUIRED is thrown before anything is
  // written): the admin when they get in, the anonymous requester when they do not.
  const signsIn = adminDecider.decide(command, account)[0]?.type === 'AdminSignedIn';
  const actor: Actor = signsIn
    ? { kind: 'admin', id: account.userId, username: account.username, ip }
    : context.actor;
  const handled = await handleCommand(
    deps.eventStore,
    streams.admin(account.userId),
    adminDecider,
    command,
    { ...context, actor },
  );
  const refusal = recordedRefusal(handled.events);
  if (refusal) {
    if (handled.position !== null) await failed(handled.position, refusalReason(handled.events));
    throw refusal;
  }
  await settled(deps.progress, handled.position);
  return {
    accessToken,
    expiresAt,
    user: {
      id: account.userId,
      username: account.username,
      email: account.email,
      role: account.role,
      lastLogin: context.now.toISOString(),
      twofa_enabled: account.twoFactor.enabled,
    },
    position: handled.position,
  };
};
