import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signedInAdmin, totpCode } from '../support/admins.js';
import { fakeClock, minutes, seconds } from '../support/fake-clock.js';
import { request } from '../support/http.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

// Every request of these tests comes from 127.0.0.1, so each test starts where the previous
// one's locks have ended: the clock moves 15 minutes on after each.
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
const failTimes = async (count: number, username: string) => {
  for (let i = 0; i < count; i += 1) {
    const answer = await login({ username, password: 'Wrong-password-1' });
    expect(answer.status).toBe(401);
  }
};
const expectLocked = (answer: { status: number; headers: Headers; body: any }, wait: number) => {
  expect(answer.status).toBe(429);
  expect(answer.headers.get('retry-after')).toBe(String(wait));
  expect(answer.body.error).toEqual({
    code: 'TOO_MANY_ATTEMPTS',
    message: `Too many login attempts. Please wait ${Math.floor(wait / 60)}:${String(wait % 60).padStart(2, '0')} before trying again.`,
    retryAfter: wait,
  });
};

describe('the sign-in lockout', () => {
  it('locks an IP out for 15 minutes after 10 failures, even with the right password', async () => {
    const admin = await createTestAdmin(portal);
    for (let i = 0; i < 10; i += 1) {
      await failTimes(1, `stranger-${i}`);
    }
    const right = await login({ username: admin.username, password: admin.password });
    expectLocked(right, 900);
    clock.advance(minutes(10));
    expectLocked(await login({ username: admin.username, password: admin.password }), 300);
    clock.advance(minutes(5));
    expect((await login({ username: admin.username, password: admin.password })).status).toBe(200);
    clock.advance(minutes(15));
  });

  it('locks a username for 15 minutes after 5 failures, the same whether it exists or not', async () => {
    const admin = await createTestAdmin(portal);
    await failTimes(5, admin.username);
    expectLocked(await login({ username: admin.username, password: admin.password }), 900);
    // The address is not locked: another name from it is still checked.
    await failTimes(1, 'someone-else');
    clock.advance(minutes(15));
    expect((await login({ username: admin.username, password: admin.password })).status).toBe(200);
    clock.advance(minutes(15));

    await failTimes(5, 'no-such-admin');
    expectLocked(await login({ username: 'No-Such-Admin', password: admin.password }), 900);
    clock.advance(minutes(15));
  });

  it('does not let a stranger lock an admin out of the address they sign in from', async () => {
    const admin = await signedInAdmin(portal, 'admin');
    // The stranger knows the username, not the password, and tries 5 times...
    await failTimes(5, admin.username);
    // ...but the admin signs in from the address they used before.
    clock.advance(seconds(30));
    const answer = await login({
      username: admin.username,
      password: admin.password,
      twofa_token: await totpCode(admin.secret!, clock.now()),
    });
    expect(answer.status).toBe(200);
    clock.advance(minutes(15));
  });

  it('locks a signed-in account’s code and password checks after 5 wrong ones, counted from the log', async () => {
    const admin = await signedInAdmin(portal, 'admin');
    const changePassword = (currentPassword: string) =>
      request(
        portal.url,
        'POST',
        '/api/auth/change-password',
        { currentPassword, newPassword: 'Another-password-1' },
        admin.headers,
      );
    for (let i = 0; i < 3; i += 1) {
      expect((await changePassword('Wrong-password-1')).body.error.code).toBe(
        'INVALID_CURRENT_PASSWORD',
      );
    }
    for (let i = 0; i < 2; i += 1) {
      const code = await request(
        portal.url,
        'POST',
        '/api/auth/2fa/verify',
        { token: '000000' },
        admin.headers,
      );
      expect(code.body.error.code).toBe('INVALID_TWOFA_TOKEN');
    }
    expectLocked(await changePassword(admin.password), 900);
    const recorded = await portal.eventStore.readStream(`admin-${admin.userId}`);
    expect(recorded.filter((event) => event.type === 'AdminPasswordCheckFailed')).toHaveLength(3);
    clock.advance(minutes(15));
    expect((await changePassword(admin.password)).status).toBe(200);
    clock.advance(minutes(15));
  });

  it('counts wrong 2FA codes as failures', async () => {
    const admin = await signedInAdmin(portal, 'admin');
    for (let i = 0; i < 10; i += 1) {
      const answer = await login({
        username: admin.username,
        password: admin.password,
        twofa_token: '000000',
      });
      expect(answer.body.error.code).toBe('INVALID_TWOFA_TOKEN');
    }
    expectLocked(await login({ username: admin.username, password: admin.password }), 900);
    clock.advance(minutes(15));
  });
});
