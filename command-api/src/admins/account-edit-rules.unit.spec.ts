import { describe, it } from 'vitest';
import { deciderSpec } from '../handling/decider-spec.js';
import { adminDecider } from './admin-decider.js';
import {
  created,
  earlier,
  now,
  oneTimeEnd,
  otherAdmin,
  sealed,
  self,
  sessionA,
  sessionB,
  signedIn,
  superAdmin,
  superAdminNotSteppedUp,
  userId,
} from './testing/admin-examples.js';

const spec = deciderSpec(adminDecider);

describe('opening an account', () => {
  const newAccount = {
    kind: 'CreateAdmin',
    userId,
    username: 'alice',
    email: null,
    passwordHash: sealed('hash'),
    oneTimeUntil: oneTimeEnd,
  } as const;

  it('opens it with a one-time password when someone else chose it', () => {
    spec
      .given([])
      .when({ ...newAccount, role: 'admin', by: superAdminNotSteppedUp })
      .then([created('admin', oneTimeEnd)]);
  });

  it('opens a super admin only from a stepped-up session', () => {
    spec
      .given([])
      .when({ ...newAccount, role: 'super_admin', by: superAdminNotSteppedUp })
      .thenRefuses('STEP_UP_REQUIRED');
    spec
      .given([])
      .when({ ...newAccount, role: 'super_admin', by: superAdmin })
      .then([created('super_admin', oneTimeEnd)]);
  });

  it('opens a super admin from the server’s machine, where there is no session', () => {
    spec
      .given([])
      .when({ ...newAccount, role: 'super_admin' })
      .then([created('super_admin', oneTimeEnd)]);
  });
});

describe('editing an account', () => {
  it('lets an admin change their own e-mail without a step-up', () => {
    spec
      .given([created(), signedIn(sessionA)])
      .when({ kind: 'UpdateAdmin', by: self, email: 'alice@example.com', now })
      .then([{ type: 'AdminEmailChanged', data: { userId, from: null, to: 'alice@example.com' } }]);
  });

  it('refuses one’s own password here: it changes with the current one only', () => {
    spec
      .given([created()])
      .when({ kind: 'UpdateAdmin', by: self, passwordHash: sealed('new'), now })
      .thenRefuses('CURRENT_PASSWORD_REQUIRED');
    spec
      .given([created('super_admin')])
      .when({
        kind: 'UpdateAdmin',
        by: { ...superAdmin, userId },
        passwordHash: sealed('new'),
        now,
      })
      .thenRefuses('CURRENT_PASSWORD_REQUIRED');
  });

  it('refuses an admin editing someone else', () => {
    spec
      .given([created()])
      .when({ kind: 'UpdateAdmin', by: otherAdmin, email: 'x@example.com', now })
      .thenRefuses('FORBIDDEN');
  });

  it('refuses an admin changing their own role', () => {
    spec
      .given([created()])
      .when({ kind: 'UpdateAdmin', by: self, role: 'super_admin', now })
      .thenRefuses('FORBIDDEN');
  });

  it('accepts an unchanged role from an admin’s own edit form', () => {
    spec
      .given([created()])
      .when({ kind: 'UpdateAdmin', by: self, role: 'admin', username: 'alice', now })
      .then([]);
  });

  it('lets a stepped-up super admin set another user’s role and a one-time password, ending all their sessions', () => {
    spec
      .given([created(), signedIn(sessionA), signedIn('c'.repeat(64), earlier)])
      .when({
        kind: 'UpdateAdmin',
        by: superAdmin,
        role: 'super_admin',
        passwordHash: sealed('new'),
        now,
      })
      .then([
        { type: 'AdminRoleChanged', data: { userId, from: 'admin', to: 'super_admin' } },
        {
          type: 'AdminPasswordChanged',
          data: { userId, passwordHash: sealed('new'), oneTimeUntil: oneTimeEnd },
        },
        {
          type: 'AdminSessionsRevoked',
          data: { userId, sessionIds: [sessionA], reason: 'password_changed' },
        },
      ]);
  });

  it('ends every session of an account whose role changes', () => {
    spec
      .given([created(), signedIn(sessionA)])
      .when({ kind: 'UpdateAdmin', by: superAdmin, role: 'auditor', now })
      .then([
        { type: 'AdminRoleChanged', data: { userId, from: 'admin', to: 'auditor' } },
        {
          type: 'AdminSessionsRevoked',
          data: { userId, sessionIds: [sessionA], reason: 'role_changed' },
        },
      ]);
  });

  it('refuses others’ roles, e-mails and passwords to a session without a step-up', () => {
    for (const change of [
      { role: 'auditor' as const },
      { email: 'x@example.com' },
      { passwordHash: sealed('new') },
    ]) {
      spec
        .given([created()])
        .when({ kind: 'UpdateAdmin', by: superAdminNotSteppedUp, ...change, now })
        .thenRefuses('STEP_UP_REQUIRED');
    }
  });

  it('refuses a super admin changing another super admin’s role, stepped up or not', () => {
    spec
      .given([created('super_admin')])
      .when({ kind: 'UpdateAdmin', by: superAdmin, role: 'admin', now })
      .thenRefuses('FORBIDDEN');
  });

  it('refuses a super admin changing their own role', () => {
    spec
      .given([created('super_admin')])
      .when({ kind: 'UpdateAdmin', by: { ...superAdmin, userId }, role: 'admin', now })
      .thenRefuses('FORBIDDEN');
  });

  it('refuses a change of username', () => {
    spec
      .given([created()])
      .when({ kind: 'UpdateAdmin', by: superAdmin, username: 'alicia', now })
      .thenRefuses('VALIDATION_ERROR', 'username');
  });

  it('refuses to edit an account that does not exist', () => {
    spec
      .given([])
      .when({ kind: 'UpdateAdmin', by: superAdmin, email: null, now })
      .thenRefuses('USER_NOT_FOUND');
  });
});

describe('passwords', () => {
  it('changes one’s own password with the current one: it is theirs, and the other sessions end', () => {
    spec
      .given([created('admin', oneTimeEnd), signedIn(sessionA), signedIn(sessionB)])
      .when({
        kind: 'ChangeOwnPassword',
        sessionId: sessionA,
        current: { matches: true, newPasswordHash: sealed('new') },
        now,
      })
      .then([
        {
          type: 'AdminPasswordChanged',
          data: { userId, passwordHash: sealed('new'), oneTimeUntil: null },
        },
        {
          type: 'AdminSessionsRevoked',
          data: { userId, sessionIds: [sessionB], reason: 'password_changed' },
        },
      ]);
  });

  it('records a wrong current password, changing nothing', () => {
    spec
      .given([created()])
      .when({ kind: 'ChangeOwnPassword', sessionId: sessionA, current: { matches: false }, now })
      .then([{ type: 'AdminPasswordCheckFailed', data: { userId } }]);
  });

  it('resets a password from the server’s machine as one-time, ending every session', () => {
    spec
      .given([created(), signedIn(sessionA)])
      .when({ kind: 'ResetPassword', passwordHash: sealed('new'), now })
      .then([
        {
          type: 'AdminPasswordChanged',
          data: { userId, passwordHash: sealed('new'), oneTimeUntil: oneTimeEnd },
        },
        {
          type: 'AdminSessionsRevoked',
          data: { userId, sessionIds: [sessionA], reason: 'password_changed' },
        },
      ]);
  });
});

describe('deleting an account', () => {
  it('lets a stepped-up super admin delete an admin, ending their sessions', () => {
    spec
      .given([created(), signedIn(sessionA)])
      .when({ kind: 'DeleteAdmin', by: superAdmin, now })
      .then([
        { type: 'AdminDeleted', data: { userId, username: 'alice' } },
        {
          type: 'AdminSessionsRevoked',
          data: { userId, sessionIds: [sessionA], reason: 'account_deleted' },
        },
      ]);
  });

  it('refuses a deletion from a session without a step-up', () => {
    spec
      .given([created()])
      .when({ kind: 'DeleteAdmin', by: superAdminNotSteppedUp, now })
      .thenRefuses('STEP_UP_REQUIRED');
  });

  it('refuses a super admin deleting themselves or another super admin', () => {
    spec
      .given([created('super_admin')])
      .when({ kind: 'DeleteAdmin', by: { ...superAdmin, userId }, now })
      .thenRefuses('FORBIDDEN');
    spec
      .given([created('super_admin')])
      .when({ kind: 'DeleteAdmin', by: superAdmin, now })
      .thenRefuses('FORBIDDEN');
  });

  it('refuses an admin deleting anyone', () => {
    spec
      .given([created()])
      .when({ kind: 'DeleteAdmin', by: otherAdmin, now })
      .thenRefuses('FORBIDDEN');
  });

  it('refuses to delete an account twice', () => {
    spec
      .given([created(), { type: 'AdminDeleted', data: { userId, username: 'alice' } }])
      .when({ kind: 'DeleteAdmin', by: superAdmin, now })
      .thenRefuses('USER_NOT_FOUND');
  });
});
