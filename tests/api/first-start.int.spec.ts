import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { enableTwoFactor } from '../support/admins.js';
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
    const users = await request(first.url, 'GET', '/api/users', undefined, headers);
    expect(users.body.error.code).toBe('TWOFA_REQUIRED');
    await enableTwoFactor(first, login.body.accessToken);
    expect((await request(first.url, 'GET', '/api/users', undefined, headers)).status).toBe(200);
    await first.stop();

    const second = await startTestPortal({ dataDir });
    expect(second.printed).toEqual([]);
    const again = await request(second.url, 'POST', '/api/auth/login', {
      username: 'admin',
      password,
    });
    expect(again.body.error.code).toBe('TWOFA_TOKEN_REQUIRED');
    await second.stop();
  });
});
