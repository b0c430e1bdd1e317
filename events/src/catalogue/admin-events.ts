import { z } from 'zod';
import { sealedSecretSchema } from '../sealing/sealed-secret.js';
import { adminRoles } from './admin-account-rules.js';
import { defineEvent, type EventOf } from './define-event.js';

const role = z.enum(adminRoles);

/** A session is known by the sha256 (hex) of its bearer token, never by the token itself. */
const sessionId = z.string().regex(/^[0-9a-f]{64}$/);
/** The TOTP time step (Unix time / 30 s) a code belonged to: each step is accepted once. */
const totpStep = z.int().nonnegative();
/**
 * Until when a password someone else set (the first start, the admin CLI, a super admin) may be
 * used: it is one-time, and its holder must change it at their first sign-in. Absent or null: a
 * password its holder chose (events from before this rule read as such).
 */
const oneTimeUntil = z.iso.datetime().nullable().optional();

/** A staff account was opened. The password hash enters the log only sealed. */
export const AdminCreated = defineEvent(
  'AdminCreated',
  1,
  z.strictObject({
    userId: z.string(),
    username: z.string(),
    email: z.string().nullable(),
    role,
    passwordHash: sealedSecretSchema,
    oneTimeUntil,
  }),
);

export const AdminEmailChanged = defineEvent(
  'AdminEmailChanged',
  1,
  z.strictObject({ userId: z.string(), from: z.string().nullable(), to: z.string().nullable() }),
);

export const AdminRoleChanged = defineEvent(
  'AdminRoleChanged',
  1,
  z.strictObject({ userId: z.string(), from: role, to: role }),
);

export const AdminPasswordChanged = defineEvent(
  'AdminPasswordChanged',
  1,
  z.strictObject({ userId: z.string(), passwordHash: sealedSecretSchema, oneTimeUntil }),
);

export const AdminDeleted = defineEvent(
  'AdminDeleted',
  1,
  z.strictObject({ userId: z.string(), username: z.string() }),
);

export const sessionRevocationReasons = [
  'password_changed',
  'account_deleted',
  'two_factor_reset',
  'role_changed',
] as const;

/**
 * Open sessions ended by an act on the account: a password change, a deletion, its second factor
 * reset or disabled, its role changed.
 */
export const AdminSessionsRevoked = defineEvent(
  'AdminSessionsRevoked',
  1,
  z.strictObject({
    userId: z.string(),
    sessionIds: z.array(sessionId),
    reason: z.enum(sessionRevocationReasons),
  }),
);

/**
 * A session proved its password and a fresh TOTP code again (step-up): until `until` (five
 * minutes) it may make the sensitive changes (payout addresses, notification targets, roles,
 * others' passwords and e-mails, super admins, deletions). The code's step is used up.
 */
export const AdminSessionSteppedUp = defineEvent(
  'AdminSessionSteppedUp',
  1,
  z.strictObject({ userId: z.string(), sessionId, until: z.iso.datetime(), totpStep }),
);

/** A new TOTP secret was issued (sealed); it becomes the account's second factor once enabled. */
export const TwoFactorSetupStarted = defineEvent(
  'TwoFactorSetupStarted',
  1,
  z.strictObject({ userId: z.string(), setupId: z.string(), secret: sealedSecretSchema }),
);

export const TwoFactorEnabled = defineEvent(
  'TwoFactorEnabled',
  1,
  z.strictObject({ userId: z.string(), setupId: z.string(), totpStep }),
);

/** `totpStep` is null when an operator reset the second factor from the server's machine. */
export const TwoFactorDisabled = defineEvent(
  'TwoFactorDisabled',
  1,
  z.strictObject({ userId: z.string(), totpStep: totpStep.nullable() }),
);

export const TwoFactorCodeVerified = defineEvent(
  'TwoFactorCodeVerified',
  1,
  z.strictObject({ userId: z.string(), totpStep }),
);

export const twoFactorRefusals = ['invalid_code', 'replayed_code'] as const;

/** A wrong or already used code was given to enable, verify or disable two-factor. */
export const TwoFactorCodeRejected = defineEvent(
  'TwoFactorCodeRejected',
  1,
  z.strictObject({
    userId: z.string(),
    purpose: z.enum(['enable', 'verify', 'disable', 'step_up']),
    reason: z.enum(twoFactorRefusals),
  }),
);

/** The id of a sign-in attempt, recorded before it is judged (`AdminSignInAttempted`). */
const attemptId = z.uuid();

/**
 * The IP is the requester's; an account's recent sign-in addresses soften its lockout rule.
 * `attemptId` names the attempt this sign-in was (absent before attempts were recorded).
 */
export const AdminSignedIn = defineEvent(
  'AdminSignedIn',
  1,
  z.strictObject({
    userId: z.string(),
    sessionId,
    expiresAt: z.iso.datetime(),
    totpStep: totpStep.nullable(),
    ip: z.string().nullable(),
    attemptId: attemptId.optional(),
  }),
);

/**
 * A sign-in attempt, recorded (on `sign-in-attempts`) before its password is even looked at, so
 * the lockout counts it first: of any burst, only attempts the counts allow are judged. Its
 * outcome follows (`AdminSignedIn` or `AdminSignInFailed` with the same `attemptId`); one the
 * counts refused has none. The username as typed, cut to 100 characters.
 */
export const AdminSignInAttempted = defineEvent(
  'AdminSignInAttempted',
  1,
  z.strictObject({ attemptId, username: z.string().max(100), userId: z.string().nullable() }),
);

/**
 * An attempt that was neither a failure nor a sign-in: the password was right and the person is
 * asked for the account's code (`code_required`), or sent one to an account that has none yet
 * (`code_not_expected`). The lockout takes the attempt back; the next try is a new attempt.
 */
export const AdminSignInAttemptWithdrawn = defineEvent(
  'AdminSignInAttemptWithdrawn',
  1,
  z.strictObject({
    attemptId,
    username: z.string().max(100),
    reason: z.enum(['code_required', 'code_not_expected']),
  }),
);

export const signInFailureReasons = [
  'unknown_user',
  'wrong_password',
  'invalid_code',
  'replayed_code',
  'expired_password',
] as const;
export type SignInFailureReason = (typeof signInFailureReasons)[number];

/**
 * A refused sign-in, with the username as typed (cut to 100 characters). Refusals for a name no
 * account holds go to their own stream, so a stranger never creates an admin stream.
 */
export const AdminSignInFailed = defineEvent(
  'AdminSignInFailed',
  1,
  z.strictObject({
    userId: z.string().nullable(),
    username: z.string().max(100),
    reason: z.enum(signInFailureReasons),
    attemptId: attemptId.optional(),
  }),
);

/**
 * A signed-in admin gave a wrong current password (to change it). Counted, with the wrong codes,
 * towards the lockout of the account's own checks, so a stolen session cannot guess the password.
 */
export const AdminPasswordCheckFailed = defineEvent(
  'AdminPasswordCheckFailed',
  1,
  z.strictObject({ userId: z.string() }),
);

export const AdminSignedOut = defineEvent(
  'AdminSignedOut',
  1,
  z.strictObject({ userId: z.string(), sessionId }),
);

export const adminEvents = [
  AdminCreated,
  AdminEmailChanged,
  AdminRoleChanged,
  AdminPasswordChanged,
  AdminDeleted,
  AdminSessionsRevoked,
  TwoFactorSetupStarted,
  TwoFactorEnabled,
  TwoFactorDisabled,
  TwoFactorCodeVerified,
  TwoFactorCodeRejected,
  AdminSignedIn,
  AdminSignInFailed,
  AdminPasswordCheckFailed,
  AdminSignedOut,
  AdminSignInAttempted,
  AdminSignInAttemptWithdrawn,
  AdminSessionSteppedUp,
] as const;
export type AdminEvent = EventOf<(typeof adminEvents)[number]>;
