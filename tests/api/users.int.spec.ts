import { describe, expect, it } from 'vitest';
import { signedInAdmin, stepUp, strongPassword, type SignedInAdmin } from '../support/admins.js';
import { request } from '../support/http.js';
import { portalWithAdmin } from '../support/portal-with-admin.js';

const given = portalWithAdmin('super_admin');

/** The super admin of the file, from a session raised by a step-up (renewed as it runs out). */
const asBoss = async (method: string, path: string, body?: unknown) => {
  await stepUp(given.portal, given.admin);
  return request(given.portal.url, method, path, body, given.admin.headers);
};
const newUser = (overrides: Record<string, unknown> = {}) => ({
  username: `user_${Math.random().toString(36).slice(2, 10)}`,
  email: 'someone@example.com',
  password: strongPassword(),
  role: 'admin',
  ...overrides,
});
const listUsers = async (as: SignedInAdmin = given.admin) =>
  (await request(given.portal.url, 'GET', '/api/users', undefined, as.headers)).body as any[];

describe('POST /api/users', () => {
  it('creates an admin and lists them, with no secret, and records who did it from where', async () => {
    const body = newUser();
    const created = await asBoss('POST', '/api/users', body);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      success: true,
      user: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        username: body.username,
        email: 'someone@example.com',
        role: 'admin',
        created_at: expect.any(String),
        last_login: null,
        twofa_enabled: false,
        twofa_setup_at: null,
      },
    });
    const listed = (await listUsers()).find((user) => user.id === created.body.user.id);
    expect(listed).toEqual(created.body.user);
    expect(JSON.stringify(await listUsers())).not.toMatch(/A256GCM|argon2|password/i);
    const [event] = await given.portal.eventStore.readStream(`admin-${created.body.user.id}`);
    expect(event?.metadata.actor).toMatchObject({
      kind: 'admin',
      id: given.admin.userId,
      username: given.admin.username,
      ip: expect.any(String),
    });
  });

  it('answers USERNAME_EXISTS for a taken name, whatever its case', async () => {
    const body = newUser({ username: 'Taken_Name' });
    expect((await asBoss('POST', '/api/users', body)).status).toBe(201);
    const again = await asBoss('POST', '/api/users', newUser({ username: 'taken_name' }));
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'USERNAME_EXISTS',
      message: 'Username already exists',
      field: 'username',
    });
  });

  it('creates exactly one of many concurrent admins of one name', async () => {
    const answers = await Promise.all(
      ['Racer', 'racer', 'RACER', 'rAcEr', 'racer', 'Racer'].map((username) =>
        asBoss('POST', '/api/users', newUser({ username })),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.error?.code === 'USERNAME_EXISTS')).toHaveLength(
      5,
    );
    expect(
      (await listUsers()).filter((user) => String(user.username).toLowerCase() === 'racer'),
    ).toHaveLength(1);
  });

  const refusals: [string, Record<string, unknown>, string, string, string, string?][] = [
    [
      'no username',
      { username: '' },
      'VALIDATION_ERROR',
      'username',
      'Username is required',
      'username_required',
    ],
    [
      'a short username',
      { username: 'ab' },
      'VALIDATION_ERROR',
      'username',
      'Username must be at least 3 characters',
      'username_too_short',
    ],
    [
      'a username with other characters',
      { username: 'bad name!' },
      'VALIDATION_ERROR',
      'username',
      'Username can only contain letters, numbers, hyphens and underscores',
      'username_pattern',
    ],
    [
      'a bad e-mail',
      { email: 'not-an-email' },
      'INVALID_EMAIL_FORMAT',
      'email',
      'Invalid email format',
      'email_format',
    ],
    [
      'no password',
      { password: '' },
      'INVALID_PASSWORD_FORMAT',
      'password',
      'Password is required',
      'password_required',
    ],
    [
      'a short password',
      { password: 'Aa1!' },
      'INVALID_PASSWORD_FORMAT',
      'password',
      'Password must be at least 8 characters',
      'password_too_short',
    ],
    [
      'a password without a special character',
      { password: 'Abcdefg1' },
      'INVALID_PASSWORD_FORMAT',
      'password',
      'Password must contain uppercase, lowercase, number and special character',
      'password_classes',
    ],
    ['an unknown role', { role: 'owner' }, 'VALIDATION_ERROR', 'role', expect.any(String)],
    ['an unknown field', { admin: true }, 'VALIDATION_ERROR', 'admin', 'Unknown field: admin'],
  ];
  for (const [what, overrides, code, field, message, reason] of refusals) {
    it(`refuses ${what} with ${code}, naming the rule, writing nothing`, async () => {
      const before = await given.portal.eventStore.headPosition();
      const answer = await asBoss('POST', '/api/users', newUser(overrides));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toEqual({ code, field, message, ...(reason && { reason }) });
      expect(await given.portal.eventStore.headPosition()).toBe(before);
    });
  }

  it('accepts an admin without e-mail', async () => {
    const answer = await asBoss('POST', '/api/users', newUser({ email: '' }));
    expect(answer.status).toBe(201);
    expect(answer.body.user.email).toBeNull();
  });
});

describe('PUT /api/users/{id}', () => {
  it('lets an admin change their own e-mail, but not their role, their password here or another user', async () => {
    const admin = await signedInAdmin(given.portal, 'admin');
    const put = (id: string, body: unknown) =>
      request(given.portal.url, 'PUT', `/api/users/${id}`, body, admin.headers);
    const own = await put(admin.userId, { email: 'me@example.com', role: 'admin', password: '' });
    expect(own.status).toBe(200);
    expect(own.body.user).toMatchObject({ email: 'me@example.com', role: 'admin' });
    expect((await put(admin.userId, { role: 'super_admin' })).status).toBe(403);
    expect((await put(given.admin.userId, { email: 'x@example.com' })).status).toBe(403);
    const renamed = await put(admin.userId, { username: 'new-name' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.error).toMatchObject({
      field: 'username',
      message: 'The username cannot be changed',
    });
    const badEmail = await put(admin.userId, { email: 'nope' });
    expect(badEmail.body.error.code).toBe('INVALID_EMAIL_FORMAT');
    // A stolen session cannot set its own password: only change-password, with the current one.
    const before = await given.portal.eventStore.headPosition();
    const ownPassword = await put(admin.userId, { password: 'An0ther_pass' });
    expect(ownPassword.status).toBe(403);
    expect(ownPassword.body.error).toEqual({
      code: 'CURRENT_PASSWORD_REQUIRED',
      message: 'To change your own password, use Change password and enter your current password.',
    });
    expect(await given.portal.eventStore.headPosition()).toBe(before);
    const login = await request(given.portal.url, 'POST', '/api/auth/login', {
      username: admin.username,
      password: 'An0ther_pass',
    });
    expect(login.body.error.code).toBe('INVALID_CREDENTIALS');
  });

  it('lets a super admin change another user’s role, ending their sessions so they sign in with it', async () => {
    const admin = await signedInAdmin(given.portal, 'admin');
    expect(
      (await request(given.portal.url, 'POST', '/api/users', newUser(), admin.headers)).status,
    ).toBe(403);
    const promoted = await asBoss('PUT', `/api/users/${admin.userId}`, { role: 'super_admin' });
    expect(promoted.status).toBe(200);
    const after = await request(given.portal.url, 'GET', '/api/auth/me', undefined, admin.headers);
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('TOKEN_EXPIRED');
    const [revoked] = (await given.portal.eventStore.readStream(`admin-${admin.userId}`)).filter(
      (event) => event.type === 'AdminSessionsRevoked',
    );
    expect(revoked?.data).toMatchObject({ reason: 'role_changed' });
    expect(
      (await asBoss('PUT', `/api/users/${given.admin.userId}`, { role: 'admin' })).status,
    ).toBe(403);
  });

  it('refuses a super admin demoting another super admin, stepped up or not', async () => {
    const other = await signedInAdmin(given.portal, 'super_admin');
    const demoted = await asBoss('PUT', `/api/users/${other.userId}`, { role: 'admin' });
    expect(demoted.status).toBe(403);
    expect(demoted.body.error).toEqual({
      code: 'FORBIDDEN',
      message: 'The role of a super admin cannot be changed.',
    });
    expect(
      (await request(given.portal.url, 'GET', '/api/auth/me', undefined, other.headers)).body.user
        .role,
    ).toBe('super_admin');
  });

  it('refuses every change that reaches into another account without a step-up, writing nothing', async () => {
    const boss = await signedInAdmin(given.portal, 'super_admin');
    const target = await signedInAdmin(given.portal, 'admin');
    const asNewBoss = (method: string, path: string, body?: unknown) =>
      request(given.portal.url, method, path, body, boss.headers);
    const before = await given.portal.eventStore.headPosition();
    for (const [method, path, body] of [
      ['PUT', `/api/users/${target.userId}`, { role: 'auditor' }],
      ['PUT', `/api/users/${target.userId}`, { email: 'taken-over@example.com' }],
      ['PUT', `/api/users/${target.userId}`, { password: strongPassword() }],
      ['DELETE', `/api/users/${target.userId}`, undefined],
      ['POST', '/api/users', newUser({ role: 'super_admin' })],
    ] as const) {
      const refused = await asNewBoss(method, path, body);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.error).toEqual({
        code: 'STEP_UP_REQUIRED',
        message:
          'Please confirm it is you: enter your password and a new code from your authenticator app, then try again.',
      });
    }
    expect(await given.portal.eventStore.headPosition()).toBe(before);
    // An admin or an auditor account needs no step-up to be opened.
    expect((await asNewBoss('POST', '/api/users', newUser())).status).toBe(201);
  });

  it('ends every session of a user whose password a super admin sets, and makes it one-time', async () => {
    const admin = await signedInAdmin(given.portal, 'admin');
    expect(
      (await asBoss('PUT', `/api/users/${admin.userId}`, { password: 'Res3t_by_boss' })).status,
    ).toBe(200);
    const after = await request(given.portal.url, 'GET', '/api/auth/me', undefined, admin.headers);
    expect(after.body.error.code).toBe('TOKEN_EXPIRED');
    const [changed] = (await given.portal.eventStore.readStream(`admin-${admin.userId}`)).filter(
      (event) => event.type === 'AdminPasswordChanged',
    );
    expect(changed?.data).toMatchObject({ oneTimeUntil: expect.any(String) });
  });

  it('answers USER_NOT_FOUND for an unknown id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const answer = await asBoss('PUT', `/api/users/${id}`, { email: null });
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('USER_NOT_FOUND');
    }
  });
});

describe('DELETE /api/users/{id}', () => {
  it('deletes an admin, ends their sessions, and frees their username', async () => {
    const admin = await signedInAdmin(given.portal, 'admin');
    const deleted = await asBoss('DELETE', `/api/users/${admin.userId}`);
    expect(deleted.status).toBe(200);
    expect(
      (await request(given.portal.url, 'GET', '/api/auth/me', undefined, admin.headers)).status,
    ).toBe(401);
    expect((await listUsers()).some((user) => user.id === admin.userId)).toBe(false);
    const login = await request(given.portal.url, 'POST', '/api/auth/login', {
      username: admin.username,
      password: admin.password,
    });
    expect(login.body.error.code).toBe('INVALID_CREDENTIALS');
    expect((await asBoss('POST', '/api/users', newUser({ username: admin.username }))).status).toBe(
      201,
    );
    expect((await asBoss('DELETE', `/api/users/${admin.userId}`)).status).toBe(404);
  });

  it('refuses a super admin deleting themselves or another super admin', async () => {
    const other = await signedInAdmin(given.portal, 'super_admin');
    const self = await asBoss('DELETE', `/api/users/${given.admin.userId}`);
    expect(self.status).toBe(403);
    expect(self.body.error.message).toBe('You cannot delete your own account.');
    const peer = await asBoss('DELETE', `/api/users/${other.userId}`);
    expect(peer.status).toBe(403);
    expect(peer.body.error.message).toBe('A super admin account cannot be deleted.');
  });
});

describe('GET /api/users', () => {
  it('lists every account for admins, oldest first', async () => {
    const admin = await signedInAdmin(given.portal, 'admin');
    const users = await listUsers(admin);
    expect(users.map((user) => user.username)).toContain('admin');
    expect(users.map((user) => user.created_at)).toEqual(
      [...users.map((user) => user.created_at)].sort(),
    );
    expect(users.find((user) => user.id === admin.userId)).toMatchObject({
      role: 'admin',
      twofa_enabled: true,
      last_login: expect.any(String),
    });
  });
});
