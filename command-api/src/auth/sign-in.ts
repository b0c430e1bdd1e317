import { DomainError, streams, type Actor, type GlobalPosition } from '@ghost/events';
import { newSessionToken, sameAddressKey, sessionIdOf } from '@ghost/events/http';
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
import { handleCommand } from '../handling/handle-command.js';
import { writeToStream } from '../handling/write-events.js';
import { checkCode } from './check-code.js';
import { trustedAddressMs, type SignInThrottle } from './sign-in-throttle.js';

/** Sessions end 4 hours after sign-in, whatever happens in between. */
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

/** The known-address rule: the owner signed in from this address (IPv6: this /64) lately. */
const fromTrustedAddress = (account: AdminAccount | null, ip: string, now: Date) =>
  account?.recentSignIns.some(
    (signIn) =>
      sameAddressKey(signIn.ip, ip) &&
      Date.parse(signIn.expiresAt) - sessionLifetimeMs > now.getTime() - trustedAddressMs,
  ) ?? false;

type SignInDeps = IdentityDeps & { throttle: SignInThrottle };

const withdrawals = { TWOFA_TOKEN_REQUIRED: 'code_required', TWOFA_REQUIRED: 'code_not_expected' };

/** Records that an attempt was not a failure, when the refusal only asks for the code (or less). */
const withdrawIfAskedForCode = async (
  deps: SignInDeps,
  error: unknown,
  attempt: { attemptId: string; username: string },
  context: CommandContext,
): Promise<void> => {
  if (!(error instanceof DomainError) || !(error.code in withdrawals)) return;
  const reason = withdrawals[error.code as keyof typeof withdrawals];
  const stream = streams.signInAttempts();
  const withdrawn = {
    type: 'AdminSignInAttemptWithdrawn',
    data: { attemptId: attempt.attemptId, username: attempt.username.slice(0, 100), reason },
  };
  // A command of its own: the attempt's record on this stream came from the request's command.
  const withdrawal = { ...context, commandId: deps.newId(), causationId: context.commandId };
  const { position } = await writeToStream(
    deps.eventStore,
    { streamId: stream, expected: 'any', events: [withdrawn] },
    withdrawal,
  );
  // The next attempt (with the code) is judged without this one counted.
  await settled(deps.progress, position);
};

/**
 * Signs an admin in. Attempts for one username run one at a time, and each is recorded and
 * counted by the lockout before its password is looked at (SignInThrottle.admit): a locked one is
 * refused TOO_MANY_ATTEMPTS, never judged. Whether the name exists or not, a wrong password costs
 * one full password check and reads the same: INVALID_CREDENTIALS.
 */
export const signIn = (
  deps: SignInDeps,
  request: SignInRequest,
  context: CommandContext,
): Promise<SignedIn> =>
  deps.throttle.oneAtATime(request.username.trim(), () => judge(deps, request, context));

const judge = async (
  deps: SignInDeps,
  request: SignInRequest,
  context: CommandContext,
): Promise<SignedIn> => {
  const ip = context.actor.ip ?? 'unknown';
  const username = request.username.trim();
  const userId = await userIdOf(deps.eventStore, username);
  const account = userId === null ? null : liveAccount(await loadAdmin(deps.eventStore, userId));
  const attemptId = await deps.throttle.admit(
    {
      ip,
      username,
      userId: account?.userId ?? null,
      fromKnownAddress: fromTrustedAddress(account, ip, context.now),
    },
    context,
  );

  const passwordMatches = await deps.passwords.verify(
    request.password,
    account ? deps.secretBox.open(account.passwordHash, streams.admin(account.userId)) : null,
  );
  if (!account) {
    const stream = streams.unknownSignIns();
    const refused = {
      type: 'AdminSignInFailed',
      data: { userId: null, username: username.slice(0, 100), reason: 'unknown_user', attemptId },
    };
    await writeToStream(
      deps.eventStore,
      { streamId: stream, expected: 'any', events: [refused] },
      context,
    );
    deps.throttle.refused('unknown_user');
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
    attemptId,
    now: context.now,
  };
  // Decided once here to know who acts: the admin when they get in, the anonymous requester when
  // they do not. A right password that asks for the code (or was sent one it does not use yet)
  // is no failure: the attempt is withdrawn from the counts, and the answer asks for the code.
  let decided;
  try {
    decided = adminDecider.decide(command, account);
  } catch (error) {
    await withdrawIfAskedForCode(deps, error, { attemptId, username }, context);
    throw error;
  }
  const signsIn = decided[0]?.type === 'AdminSignedIn';
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
    deps.throttle.refused(refusalReason(handled.events));
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
