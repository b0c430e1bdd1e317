import type { SealedSecret } from '@ghost/events';
import type { AdminRole, OpenSession } from './admin-account.js';

/**
 * A TOTP code as the service checked it before deciding: against which issued secret (null when
 * the account had none to check against) and the time step it matched (null: none within one
 * step of now). The decider then says whether that step may still be used.
 */
export interface CheckedCode {
  setupId: string | null;
  step: number | null;
}

/** Who acts on an account through the API: the signed-in admin as the server knows them now. */
export interface ActingAdmin {
  userId: string;
  role: AdminRole;
  sessionId: string;
  /** The session proved the password and a fresh code within the last five minutes (step-up). */
  steppedUp: boolean;
}

export type AdminCommand =
  | {
      kind: 'CreateAdmin';
      userId: string;
      username: string;
      email: string | null;
      role: AdminRole;
      passwordHash: SealedSecret;
      /** Until when the password may be used, if someone other than its holder set it. */
      oneTimeUntil: string | null;
      /** The super admin who opens it through the API; absent from the server's machine. */
      by?: ActingAdmin;
    }
  | {
      kind: 'SignIn';
      /** As typed, for the record of a refusal. */
      username: string;
      passwordMatches: boolean;
      /** Null when no code was given. */
      code: CheckedCode | null;
      session: OpenSession;
      ip: string | null;
      /** The recorded attempt this sign-in is (AdminSignInAttempted). */
      attemptId: string;
      now: Date;
    }
  | { kind: 'SignOut'; sessionId: string }
  | {
      kind: 'StepUp';
      sessionId: string;
      passwordMatches: boolean;
      code: CheckedCode;
      /** The end of the raised session: five minutes from now. */
      until: string;
    }
  | {
      kind: 'UpdateAdmin';
      by: ActingAdmin;
      /** Sent back unchanged by an edit form; any other value is refused. */
      username?: string;
      /** Undefined fields stay as they are; a null e-mail removes it. */
      email?: string | null;
      role?: AdminRole;
      passwordHash?: SealedSecret;
      now: Date;
    }
  | {
      kind: 'ChangeOwnPassword';
      sessionId: string;
      /** The current password as checked; the new one is hashed only once it matched. */
      current: { matches: false } | { matches: true; newPasswordHash: SealedSecret };
      now: Date;
    }
  | { kind: 'ResetPassword'; passwordHash: SealedSecret; now: Date }
  | { kind: 'DeleteAdmin'; by: ActingAdmin; now: Date }
  | { kind: 'StartTwoFactorSetup'; setupId: string; secret: SealedSecret }
  | { kind: 'EnableTwoFactor'; code: CheckedCode }
  | { kind: 'VerifyTwoFactorCode'; code: CheckedCode }
  | { kind: 'DisableTwoFactor'; code: CheckedCode; sessionId: string; now: Date }
  | { kind: 'ResetTwoFactor'; now: Date };

export type Command<Kind extends AdminCommand['kind']> = Extract<AdminCommand, { kind: Kind }>;

/** How long a password someone else set may be used before its holder changes it: 72 hours. */
export const oneTimePasswordMs = 72 * 60 * 60 * 1000;

/** The end of a one-time password's life, set now. */
export const oneTimeUntil = (now: Date): string =>
  new Date(now.getTime() + oneTimePasswordMs).toISOString();

/** How long a step-up raises a session: five minutes. */
export const stepUpMs = 5 * 60 * 1000;
