import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signInAgain, totpCode, type SignedInAdmin } from '../support/admins.js';
import { fakeClock, minutes, seconds } from '../support/fake-clock.js';
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

const me = (admin: SignedInAdmin) =>
  request(portal.url, 'GET', '/api/auth/me', undefined, admin.headers);
const expired = (answer: { status: number; body: any }) => {
  expect(answer.status).toBe(401);
  expect(answer.body.error.code).toBe('TOKEN_EXPIRED');
};

describe('a session', () => {
  it('ends after 30 minutes without a request, on both services, whatever is left of its 4 hours', async () => {
    const admin = await signedInAdmin(portal, 'admin');
    clock.advance(minutes(29));
    expect((await me(admin)).status).toBe(200);
    clock.advance(minutes(29));
    expect((await me(admin)).status).toBe(200);
    clock.advance(minutes(30));
    expired(await me(admin));
    expired(
      await request(
        portal.url,
        'POST',
        '/api/auth/change-password',
        { currentPassword: admin.password, newPassword: 'N3w_password!' },
        admin.headers,
      ),
    );
    // Once idle it stays ended: the refused request did not bring it back.
    expired(await me(admin));
  });

  it('ends everywhere but where its owner turned two-factor off', async () => {
    const admin = await signedInAdmin(portal, 'admin');
    clock.advance(seconds(30));
    const other = await signInAgain(portal, admin);
    clock.advance(seconds(30));
    const code = await totpCode(admin.secret!, clock.now());
    const disabled = await request(
      portal.url,
      'POST',
      '/api/auth/2fa/disable',
      { token: code },
      admin.headers,
    );
    expect(disabled.status).toBe(200);
    expired(await me(other));
    expect((await me(admin)).body.user.twofa_enabled).toBe(false);
    const revoked = (await portal.eventStore.readStream(`admin-${admin.userId}`)).at(-1);
    expect(revoked).toMatchObject({
      type: 'AdminSessionsRevoked',
      data: { reason: 'two_factor_reset' },
    });
  });
});
