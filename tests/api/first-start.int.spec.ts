import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { enableTwoFactor } from '../support/admins.js';
import { fakeClock, hours, seconds } from '../support/fake-clock.js';
import { request } from '../support/http.js';
import { startTestPortal } from '../support/test-portal.js';

const dataDir = mkdtempSync(join(tmpdir(), 'ghost-first-start-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the first start', () => {
  it('creates a super admin, prints a one-time password once, and forces 2FA setup at first sign-in', async () => {
    const first = await startTestPortal({ dataDir });
    const password =
      /║ {2}One-time password: (\S{20}) +║/.exec(first.printed.join('\n'))?.[1] ?? '';
    expect(password).toMatch(/^.{20}$/);
    const block = first.printed.filter((line) => line !== '');
    // A frame of its own: every line between the top and the bottom rule, all of one width.
    expect(block[0]).toMatch(/^╔═+╗$/);
    expect(block.at(-1)).toMatch(/^╚═+╝$/);
    expect(new Set(block.map((line) => line.length)).size).toBe(1);
    expect(block.join('\n')).toContain('the super admin "admin" was created');
    expect(block.join('\n')).toContain(`Sign in at http://localhost:${first.port}/admin`);
    const log = JSON.stringify(await first.eventStore.readAll(null, 1000));
    expect(log).not.toContain(password);

    const login = await request(first.url, 'POST', '/api/auth/login', {
      username: 'admin',
      password,
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ role: 'super_admin', twofa_enabled: false });
    const headers = { authorization: `Bearer ${login.body.accessToken}` };
    // The one-time password is changed before anything else, two-factor included.
    for (const [method, path] of [
      ['GET', '/api/users'],
      ['GET', '/api/auth/2fa/setup'],
      ['GET', '/api/transactions'],
    ] as const) {
      const refused = await request(first.url, method, path, undefined, headers);
      expect(refused.status, path).toBe(403);
      expect(refused.body.error.code, path).toBe('PASSWORD_CHANGE_REQUIRED');
    }
    const me = await request(first.url, 'GET', '/api/auth/me', undefined, headers);
    expect(me.body.user).toMatchObject({ password_change_required: true });
    const chosen = 'My_0wn_passw0rd!';
    const changed = await request(
      first.url,
      'POST',
      '/api/auth/change-password',
      { currentPassword: password, newPassword: chosen },
      headers,
    );
    expect(changed.status).toBe(200);
    expect(
      (await request(first.url, 'GET', '/api/auth/me', undefined, headers)).body.user,
    ).toMatchObject({ password_change_required: false });
    const users = await request(first.url, 'GET', '/api/users', undefined, headers);
    expect(users.body.error.code).toBe('TWOFA_REQUIRED');
    await enableTwoFactor(first, login.body.accessToken);
    expect((await request(first.url, 'GET', '/api/users', undefined, headers)).status).toBe(200);
    await first.stop();

    const second = await startTestPortal({ dataDir });
    expect(second.printed).toEqual([]);
    const old = await request(second.url, 'POST', '/api/auth/login', {
      username: 'admin',
      password,
    });
    expect(old.body.error.code).toBe('INVALID_CREDENTIALS');
    const again = await request(second.url, 'POST', '/api/auth/login', {
      username: 'admin',
      password: chosen,
    });
    expect(again.body.error.code).toBe('TWOFA_TOKEN_REQUIRED');
    await second.stop();
  });

  it('refuses the one-time password after its 72 hours, recording the refusal', async () => {
    const clock = fakeClock();
    const portal = await startTestPortal({ clock: clock.now });
    try {
      const password =
        /║ {2}One-time password: (\S{20}) +║/.exec(portal.printed.join('\n'))?.[1] ?? '';
      expect(portal.printed.join('\n')).toContain('within 72 hours');
      clock.advance(hours(72) - seconds(1));
      const inTime = await request(portal.url, 'POST', '/api/auth/login', {
        username: 'admin',
        password,
      });
      expect(inTime.status).toBe(200);
      clock.advance(seconds(1));
      const late = await request(portal.url, 'POST', '/api/auth/login', {
        username: 'admin',
        password,
      });
      expect(late.status).toBe(401);
      expect(late.body.error).toEqual({
        code: 'ONE_TIME_PASSWORD_EXPIRED',
        message:
          'This one-time password has expired. Please ask an administrator to set a new one.',
      });
      const [account] = await portal.eventStore.readStream('username-admin');
      const holder = (account?.data as { by: string }).by;
      const refused = (await portal.eventStore.readStream(`admin-${holder}`)).at(-1);
      expect(refused).toMatchObject({
        type: 'AdminSignInFailed',
        data: { reason: 'expired_password' },
      });
      // A wrong password reads as any wrong password: the expiry is told only to its holder.
      const wrong = await request(portal.url, 'POST', '/api/auth/login', {
        username: 'admin',
        password: 'Wr0ng_password!',
      });
      expect(wrong.body.error.code).toBe('INVALID_CREDENTIALS');
    } finally {
      await portal.destroy();
    }
  });
});
