import { adminEvents, typesOf, type AdminEvent, type StoredEvent } from '@ghost/events';
import type { Projection } from '../runner/projection.js';
import { adminUsersCollection, type AdminUserDoc } from './admin-user-doc.js';

const adminStream = /^admin-(.+)$/;

const apply = (doc: AdminUserDoc | null, event: AdminEvent, at: string): AdminUserDoc | null => {
  if (event.type === 'AdminCreated') {
    const { data } = event;
    return {
      _id: data.userId,
      id: data.userId,
      username: data.username,
      email: data.email,
      role: data.role,
      created_at: at,
      last_login: null,
      twofa_enabled: false,
      twofa_setup_at: null,
      deleted_at: null,
      password_one_time_until: data.oneTimeUntil ?? null,
    };
  }
  if (!doc) return null;
  switch (event.type) {
    case 'AdminEmailChanged':
      return { ...doc, email: event.data.to };
    case 'AdminRoleChanged':
      return { ...doc, role: event.data.to };
    case 'AdminDeleted':
      return { ...doc, deleted_at: at };
    case 'TwoFactorEnabled':
      return { ...doc, twofa_enabled: true, twofa_setup_at: at };
    case 'TwoFactorDisabled':
      return { ...doc, twofa_enabled: false, twofa_setup_at: null };
    case 'AdminSignedIn':
      return { ...doc, last_login: at };
    case 'AdminPasswordChanged':
      return { ...doc, password_one_time_until: event.data.oneTimeUntil ?? null };
    case 'AdminSessionsRevoked':
    case 'AdminSessionSteppedUp':
    case 'AdminSignInAttempted':
    case 'AdminSignInAttemptWithdrawn':
    case 'TwoFactorSetupStarted':
    case 'TwoFactorCodeVerified':
    case 'TwoFactorCodeRejected':
    case 'AdminSignInFailed':
    case 'AdminPasswordCheckFailed':
    case 'AdminSignedOut':
      return doc;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

/** Folds an account's events into the user the Users screen, /auth/me and sessions read. */
export const adminUsersProjection: Projection<AdminUserDoc> = {
  collection: adminUsersCollection,
  canHandle: typesOf(adminEvents),

  keysOf(event) {
    const match = adminStream.exec(event.streamId);
    return match?.[1] ? [match[1]] : [];
  },

  evolve(doc, stored) {
    const event = stored as unknown as StoredEvent & AdminEvent;
    return apply(doc, event, stored.metadata.occurredAt);
  },
};
