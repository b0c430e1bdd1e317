import type { AdminEvent, SealedSecret, adminRoles } from '@ghost/events';

export type AdminRole = (typeof adminRoles)[number];

export interface OpenSession {
  sessionId: string;
  expiresAt: string;
}

export interface RecentSignIn {
  ip: string | null;
  expiresAt: string;
}

/** A TOTP secret as issued: `setupId` tells which secret a checked code belonged to. */
export interface IssuedSecret {
  setupId: string;
  secret: SealedSecret;
}

export type TwoFactorState =
  { enabled: false; pending: IssuedSecret | null } | { enabled: true; active: IssuedSecret };

export interface AdminAccount {
  exists: true;
  deleted: boolean;
  userId: string;
  username: string;
  email: string | null;
  role: AdminRole;
  passwordHash: SealedSecret;
  /**
   * Until when the password may be used, when someone other than its holder set it (the first
   * start, the admin CLI, a super admin); null once its holder chose their own.
   */
  passwordOneTimeUntil: string | null;
  twoFactor: TwoFactorState;
  /** The highest TOTP step accepted so far: a code of this step or an earlier one is a replay. */
  lastTotpStep: number;
  openSessions: OpenSession[];
  /** The last successful sign-ins, newest last: where the account's owner signs in from. */
  recentSignIns: RecentSignIn[];
}

/** What the rules of an admin account need to know about its past. */
export type AdminState = { exists: false } | AdminAccount;

const keptSignIns = 20;

export const initialAdminState = (): AdminState => ({ exists: false });

const evolveAccount = (account: AdminAccount, event: AdminEvent): AdminAccount => {
  switch (event.type) {
    case 'AdminCreated':
      return account;
    case 'AdminEmailChanged':
      return { ...account, email: event.data.to };
    case 'AdminRoleChanged':
      return { ...account, role: event.data.to };
    case 'AdminPasswordChanged':
      return {
        ...account,
        passwordHash: event.data.passwordHash,
        passwordOneTimeUntil: event.data.oneTimeUntil ?? null,
      };
    case 'AdminDeleted':
      return { ...account, deleted: true };
    case 'AdminSessionsRevoked': {
      const revoked = new Set(event.data.sessionIds);
      return {
        ...account,
        openSessions: account.openSessions.filter((session) => !revoked.has(session.sessionId)),
      };
    }
    case 'TwoFactorSetupStarted':
      return {
        ...account,
        twoFactor: {
          enabled: false,
          pending: { setupId: event.data.setupId, secret: event.data.secret },
        },
      };
    case 'TwoFactorEnabled': {
      const issued = account.twoFactor.enabled
        ? account.twoFactor.active
        : account.twoFactor.pending;
      return {
        ...account,
        lastTotpStep: Math.max(account.lastTotpStep, event.data.totpStep),
        twoFactor: issued ? { enabled: true, active: issued } : account.twoFactor,
      };
    }
    case 'TwoFactorDisabled':
      return {
        ...account,
        lastTotpStep: Math.max(account.lastTotpStep, event.data.totpStep ?? -1),
        twoFactor: { enabled: false, pending: null },
      };
    case 'TwoFactorCodeVerified':
    case 'AdminSessionSteppedUp':
      return { ...account, lastTotpStep: Math.max(account.lastTotpStep, event.data.totpStep) };
    case 'AdminSignedIn':
      return {
        ...account,
        lastTotpStep: Math.max(account.lastTotpStep, event.data.totpStep ?? -1),
        openSessions: [
          ...account.openSessions,
          { sessionId: event.data.sessionId, expiresAt: event.data.expiresAt },
        ],
        recentSignIns: [
          ...account.recentSignIns,
          { ip: event.data.ip, expiresAt: event.data.expiresAt },
        ].slice(-keptSignIns),
      };
    case 'AdminSignedOut':
      return {
        ...account,
        openSessions: account.openSessions.filter(
          (session) => session.sessionId !== event.data.sessionId,
        ),
      };
    case 'TwoFactorCodeRejected':
    case 'AdminSignInFailed':
    case 'AdminPasswordCheckFailed':
    case 'AdminSignInAttempted':
    case 'AdminSignInAttemptWithdrawn':
      return account;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

export const evolveAdmin = (state: AdminState, event: AdminEvent): AdminState => {
  if (event.type === 'AdminCreated') {
    return {
      exists: true,
      deleted: false,
      userId: event.data.userId,
      username: event.data.username,
      email: event.data.email,
      role: event.data.role,
      passwordHash: event.data.passwordHash,
      passwordOneTimeUntil: event.data.oneTimeUntil ?? null,
      twoFactor: { enabled: false, pending: null },
      lastTotpStep: -1,
      openSessions: [],
      recentSignIns: [],
    };
  }
  return state.exists ? evolveAccount(state, event) : state;
};

/** Sessions still open at a moment: the ones a revocation must name. */
export const sessionsOpenAt = (account: AdminAccount, now: Date): OpenSession[] =>
  account.openSessions.filter((session) => Date.parse(session.expiresAt) > now.getTime());

/** The account that commands act on: a deleted one is as good as none. */
export const liveAccount = (state: AdminState): AdminAccount | null =>
  state.exists && !state.deleted ? state : null;
