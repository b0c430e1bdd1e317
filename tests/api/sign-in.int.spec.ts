import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArgon2idHasher, type PasswordHasher } from '@ghost/command-api';
import { createTestAdmin, enableTwoFactor, signedInAdmin, totpCode } from '../support/admins.js';
import { fakeClock, hours, minutes, seconds } from '../support/fake-clock.js';
import { request } from '../support/http.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

const clock = fakeClock();
let portal: TestPortal;

/** Every password check the portal made, in order: against an account's hash, or none. */
const passwordChecks: string[] = [];
const argon2id = createArgon2idHasher();
const watchedPasswords: PasswordHasher = {
  hash: (password) => argon2id.hash(password),
  verify: (password, stored) => {
    passwordChecks.push(stored === null ? 'against no hash' : 'against the stored hash');
    return argon2id.verify(password, stored);
  },
};

beforeAll(async () => {
  portal = await startTestPortal({ clock: clock.now, passwords: watchedPasswords });
});
afterAll(async () => {
  await portal.destroy();
});

const login = (body: Record<string, unknown>) =>
  request(portal.url, 'POST', '/api/auth/login', body);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) =>
  request(portal.url, 'GET', '/api/auth/me', undefined, { authorization: `Bearer ${token}` });

/** The events of a stream, newest last. */
const eventsOf = async (streamId: string) => portal.eventStore.readStream(streamId);

/** Moves to the start of the next TOTP step, so a new code exists. */
const nextStep = () => {
  clock.advance(seconds(30));
};

describe('POST /api/auth/login', () => {
  it('asks for the code of an admin with two-factor, then signs them in with a 4-hour session', async () => {
    const admin = await signedInAdmin(portal, 'admin');
    nextStep();
    const first = await login({ username: admin.username, password: admin.password });
    expect(first.status).toBe(401);
    expect(first.body.error.code).toBe('TWOFA_TOKEN_REQUIRED');

    const code = await totpCode(admin.secret!, clock.now());
    const answer = await login({
      username: admin.username.toUpperCase(),
      password: admin.password,
      twofa_token: code,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: new Date(clock.now().getTime() + hours(4)).toISOString(),
      user: {
        id: admin.userId,
        username: admin.username,
        email: null,
        role: 'admin',
        lastLogin: clock.now().toISOString(),
        twofa_enabled: true,
      },
    });
    const mine = await me(answer.body.accessToken);
    expect(mine.status).toBe(200);
    expect(mine.body.user).toMatchObject({ id: admin.userId, role: 'admin', twofa_enabled: true });

    const signedIn = (await eventsOf(`admin-${admin.userId}`)).at(-1)!;
    expect(signedIn.type).toBe('AdminSignedIn');
    expect(signedIn.metadata.actor).toMatchObject({ kind: 'admin', id: admin.userId });
    expect(signedIn.metadata.actor.ip).toBeTruthy();
    expect(JSON.stringify(signedIn)).not.toContain(answer.body.accessToken);
  });

  it('answers INVALID_CREDENTIALS identically whether or not the user exists, and records both', async () => {
    const admin = await createTestAdmin(portal);
    const wrong = await login({ username: admin.username, password: `${admin.password}x` });
    const unknown = await login({ username: 'nobody-here', password: admin.password });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        error: { code: 'INVALID_CREDENTIALS', message: 'Invalid username or password' },
      });
    }
    expect([...wrong.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());
    const failed = (await eventsOf(`admin-${admin.userId}`)).at(-1)!;
    expect(failed).toMatchObject({
      type: 'AdminSignInFailed',
      data: { userId: admin.userId, reason: 'wrong_password' },
      metadata: { actor: { kind: 'visitor', ip: expect.any(String) } },
    });
    const stranger = (await eventsOf('sign-ins-unknown-users')).at(-1)!;
    expect(stranger).toMatchObject({
      type: 'AdminSignInFailed',
      data: { userId: null, username: 'nobody-here', reason: 'unknown_user' },
    });
  });

  it('checks a hash for an unknown username as for a wrong password, so both take as long', async () => {
    const admin = await createTestAdmin(portal);
    passwordChecks.length = 0;
    const wrong = await login({ username: admin.username, password: 'Wrong-password-1' });
    const unknown = await login({ username: 'nobody-here-either', password: 'Wrong-password-1' });
    expect([wrong.body.error.code, unknown.body.error.code]).toEqual([
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
    ]);
    // The unknown name is checked against the hasher's stand-in, a hash of the same cost
    // (command-api/src/auth/password-hashing.unit.spec.ts).
    expect(passwordChecks).toEqual(['against the stored hash', 'against no hash']);
  });

  it('refuses a replayed code within its window, and records the replay', async () => {
    const admin = await signedInAdmin(portal, 'admin');
    nextStep();
    const code = await totpCode(admin.secret!, clock.now());
    const first = await login({
      username: admin.username,
      password: admin.password,
      twofa_token: code,
    });
    expect(first.status).toBe(200);
    clock.advance(seconds(10));
    const replay = await login({
      username: admin.username,
      password: admin.password,
      twofa_token: code,
    });
    expect(replay.status).toBe(400);
    expect(replay.body.error.code).toBe('INVALID_TWOFA_TOKEN');
    expect((await eventsOf(`admin-${admin.userId}`)).at(-1)).toMatchObject({
      type: 'AdminSignInFailed',
      data: { reason: 'replayed_code' },
    });
    // The previous step's code was never used, but it is older than one that was.
    const older = await totpCode(admin.secret!, new Date(clock.now().getTime() - seconds(30)));
    const stale = await login({
      username: admin.username,
      password: admin.password,
      twofa_token: older,
    });
    expect(stale.body.error.code).toBe('INVALID_TWOFA_TOKEN');
  });

  it('accepts a code one step ahead or behind the server’s clock, but not two', async () => {
    const admin = await signedInAdmin(portal, 'admin');
    const at = (offset: number) =>
      totpCode(admin.secret!, new Date(clock.now().getTime() + offset));
    clock.advance(seconds(90));
    const twoBehind = await login({
      username: admin.username,
      password: admin.password,
      twofa_token: await at(-seconds(60)),
    });
    expect(twoBehind.body.error.code).toBe('INVALID_TWOFA_TOKEN');
    const oneBehind = await login({
      username: admin.username,
      password: admin.password,
      twofa_token: await at(-seconds(30)),
    });
    expect(oneBehind.status).toBe(200);
    const twoAhead = await login({
      username: admin.username,
      password: admin.password,
      twofa_token: await at(seconds(60)),
    });
    expect(twoAhead.body.error.code).toBe('INVALID_TWOFA_TOKEN');
    const oneAhead = await login({
      username: admin.username,
      password: admin.password,
      twofa_token: await at(seconds(30)),
    });
    expect(oneAhead.status).toBe(200);
  });

  it('refuses a code that is not six digits, before checking anything', async () => {
    const answer = await login({
      username: 'someone',
      password: 'whatever',
      twofa_token: '12ab56',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({
      code: 'VALIDATION_ERROR',
      field: 'twofa_token',
      message: 'Code must be 6 digits',
    });
  });
});

describe('an admin without two-factor', () => {
  it('gets a session that reaches only the 2FA setup, /auth/me and sign-out', async () => {
    const admin = await createTestAdmin(portal);
    const withCode = await login({
      username: admin.username,
      password: admin.password,
      twofa_token: '123456',
    });
    expect(withCode.status).toBe(403);
    expect(withCode.body.error.code).toBe('TWOFA_REQUIRED');

    const answer = await login({ username: admin.username, password: admin.password });
    expect(answer.status).toBe(200);
    expect(answer.body.user.twofa_enabled).toBe(false);
    const token = answer.body.accessToken;
    expect((await me(token)).body.user.twofa_enabled).toBe(false);
    const users = await request(portal.url, 'GET', '/api/users', undefined, bearer(token));
    expect(users.status).toBe(403);
    expect(users.body.error.code).toBe('TWOFA_REQUIRED');

    const setup = await request(portal.url, 'GET', '/api/auth/2fa/setup', undefined, bearer(token));
    expect(setup.status).toBe(200);
    expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(setup.body.manualEntry).toMatch(/^[A-Z2-7]{32}$/);
    const wrong = await request(
      portal.url,
      'POST',
      '/api/auth/2fa/enable',
      { token: '000000' },
      bearer(token),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('INVALID_TWOFA_TOKEN');
    const empty = await request(
      portal.url,
      'POST',
      '/api/auth/2fa/enable',
      { token: ' ' },
      bearer(token),
    );
    expect(empty.body.error).toMatchObject({
      field: 'token',
      message: 'Please enter the 6-digit code',
    });

    const code = await totpCode(setup.body.manualEntry, clock.now());
    const enabled = await request(
      portal.url,
      'POST',
      '/api/auth/2fa/enable',
      { token: code },
      bearer(token),
    );
    expect(enabled.status).toBe(200);
    // The same session now reaches everything its role allows.
    expect((await request(portal.url, 'GET', '/api/users', undefined, bearer(token))).status).toBe(
      200,
    );
    const history = (await eventsOf(`admin-${admin.userId}`)).map((event) => event.type);
    expect(history).toEqual([
      'AdminCreated',
      'AdminSignedIn',
      'TwoFactorSetupStarted',
      'TwoFactorCodeRejected',
      'TwoFactorEnabled',
    ]);
  });
});

describe('two-factor while signed in', () => {
  it('verifies a code once, and disables two-factor with a fresh code', async () => {
    const admin = await signedInAdmin(portal, 'admin');
    const post = (path: string, token: string) =>
      request(portal.url, 'POST', path, { token }, admin.headers);
    nextStep();
    const code = await totpCode(admin.secret!, clock.now());
    expect((await post('/api/auth/2fa/verify', code)).body).toEqual({ success: true, valid: true });
    expect((await post('/api/auth/2fa/verify', code)).body.error.code).toBe('INVALID_TWOFA_TOKEN');
    expect((await post('/api/auth/2fa/disable', code)).body.error.code).toBe('INVALID_TWOFA_TOKEN');
    expect((await eventsOf(`admin-${admin.userId}`)).at(-1)).toMatchObject({
      type: 'TwoFactorCodeRejected',
      data: { purpose: 'disable', reason: 'replayed_code' },
    });
    nextStep();
    const disabled = await post(
      '/api/auth/2fa/disable',
      await totpCode(admin.secret!, clock.now()),
    );
    expect(disabled.body).toEqual({ success: true, twofa_enabled: false });
    const users = await request(portal.url, 'GET', '/api/users', undefined, admin.headers);
    expect(users.body.error.code).toBe('TWOFA_REQUIRED');
    // Set up again with a new secret: the old one is gone.
    nextStep();
    const secret = await enableTwoFactor(portal, admin.token);
    expect(secret).not.toBe(admin.secret);
  });

  it('locks the account’s code checks after 5 wrong codes', async () => {
    const admin = await signedInAdmin(portal, 'admin');
    for (let i = 0; i < 5; i += 1) {
      await request(portal.url, 'POST', '/api/auth/2fa/verify', { token: '000000' }, admin.headers);
    }
    const locked = await request(
      portal.url,
      'POST',
      '/api/auth/2fa/verify',
      { token: '000000' },
      admin.headers,
    );
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', retryAfter: 900 });
    clock.advance(minutes(15));
  });
});

describe('sessions', () => {
  it('ends 4 hours after sign-in, however busy it is', async () => {
    const admin = await signedInAdmin(portal, 'admin');
    // A request every 20 minutes: never idle for the 30 minutes that would end it sooner.
    for (let elapsed = 0; elapsed < hours(4) - minutes(20); elapsed += minutes(20)) {
      clock.advance(minutes(20));
      expect((await me(admin.token)).status).toBe(200);
    }
    clock.advance(minutes(20) - seconds(1));
    expect((await me(admin.token)).status).toBe(200);
    clock.advance(seconds(1));
    const expired = await me(admin.token);
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe('TOKEN_EXPIRED');
  });

  it('ends at sign-out, on the query side and the command side alike', async () => {
    const admin = await signedInAdmin(portal, 'admin');
    const out = await request(portal.url, 'POST', '/api/auth/logout', undefined, admin.headers);
    expect(out.status).toBe(200);
    expect((await me(admin.token)).body.error.code).toBe('TOKEN_EXPIRED');
    const write = await request(
      portal.url,
      'POST',
      '/api/auth/change-password',
      { currentPassword: admin.password, newPassword: 'N3w_password!' },
      admin.headers,
    );
    expect(write.status).toBe(401);
    expect(write.body.error.code).toBe('TOKEN_EXPIRED');
    expect((await eventsOf(`admin-${admin.userId}`)).at(-1)).toMatchObject({
      type: 'AdminSignedOut',
      metadata: { actor: { kind: 'admin', id: admin.userId, ip: expect.any(String) } },
    });
  });

  it('answers TOKEN_EXPIRED for a missing, malformed or unknown token', async () => {
    const refused: Record<string, string>[] = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      { authorization: `Bearer ${'x'.repeat(43)}` },
    ];
    for (const headers of refused) {
      const answer = await request(portal.url, 'GET', '/api/auth/me', undefined, headers);
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe('TOKEN_EXPIRED');
    }
  });
});

describe('POST /api/auth/change-password', () => {
  it('changes the password and ends the other sessions, keeping this one', async () => {
    const admin = await signedInAdmin(portal, 'admin');
    nextStep();
    const other = await login({
      username: admin.username,
      password: admin.password,
      twofa_token: await totpCode(admin.secret!, clock.now()),
    });
    const change = (body: Record<string, unknown>) =>
      request(portal.url, 'POST', '/api/auth/change-password', body, admin.headers);

    const wrong = await change({ currentPassword: 'Not-it-1!', newPassword: 'N3w_password!' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      code: 'INVALID_CURRENT_PASSWORD',
      field: 'currentPassword',
    });
    const weak = await change({ currentPassword: admin.password, newPassword: 'weakpass' });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toEqual({
      code: 'INVALID_PASSWORD_FORMAT',
      field: 'newPassword',
      message: 'Password must contain uppercase, lowercase, number and special character',
      reason: 'password_classes',
    });

    const changed = await change({ currentPassword: admin.password, newPassword: 'N3w_password!' });
    expect(changed.status).toBe(200);
    expect((await me(admin.token)).status).toBe(200);
    expect((await me(other.body.accessToken)).status).toBe(401);
    nextStep();
    const again = await login({
      username: admin.username,
      password: 'N3w_password!',
      twofa_token: await totpCode(admin.secret!, clock.now()),
    });
    expect(again.status).toBe(200);
  });
});

describe('the event log', () => {
  it('never holds a password, a password hash, a TOTP secret or a token in clear', async () => {
    const admin = await signedInAdmin(portal, 'super_admin');
    const all = JSON.stringify(await portal.eventStore.readAll(null, 100_000));
    expect(all).not.toContain(admin.password);
    expect(all).not.toContain(admin.secret);
    expect(all).not.toContain(admin.token);
    expect(all).not.toContain('$argon2id$');
    expect(all).toContain('A256GCM');
  });
});
