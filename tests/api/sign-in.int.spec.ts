import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signedInAdmin, totpCode } from '../support/admins.js';
import { fakeClock, hours, seconds } from '../support/fake-clock.js';
import { request } from '../support/http.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

const clock = fakeClock();
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ clock: clock.now });
});
afterAll(async () => {
  await portal.destroy();
});

const login = (body: Record<string, unknown>) =>
  request(portal.url, 'POST', '/api/auth/login', body);
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
});
