import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, strongPassword, totpCode } from '../support/admins.js';
import { request } from '../support/http.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(async () => {
  await portal.destroy();
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command in another process, on the running portal's data directory, with `input` on its
 * standard input (a pipe, as a script or CI gives it: not a terminal).
 */
const run = (file: string, args: string[], input = '') =>
  new Promise<Run>((resolve) => {
    const child = execFile(
      file,
      args,
      { cwd: root, env: { ...process.env, DATA_DIR: portal.dataDir }, timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
    child.stdin?.end(input);
  });
const admin = (args: string[], input?: string) =>
  run(join(root, 'node_modules/.bin/tsx'), ['command-api/src/cli/admin.ts', ...args], input);

/** The portal has applied everything written to its log, by any process. */
const caughtUp = async () => {
  const head = await portal.eventStore.headPosition();
  expect(await portal.runner.waitFor(head ?? 0, 5_000)).toBe(true);
};

const login = (body: Record<string, unknown>) =>
  request(portal.url, 'POST', '/api/auth/login', body);

// Each call starts a Node process that compiles the CLI through tsx: seconds each, several times
// that on a busy machine, and a test makes up to five.
describe('npm run admin', { timeout: 180_000 }, () => {
  it('creates an admin that can sign in to the running server, printing no secret', async () => {
    const password = strongPassword();
    const created = await run(
      'npm',
      [
        'run',
        '--silent',
        'admin',
        '--',
        'create',
        '--username',
        'cli_boss',
        '--role',
        'super_admin',
      ],
      `${password}\n`,
    );
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Created super_admin "cli_boss"');
    expect(created.stdout + created.stderr).not.toContain(password);
    expect(created.stdout).toContain('The password is one-time');
    const answer = await login({ username: 'cli_boss', password });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ role: 'super_admin', twofa_enabled: false });
    // Someone else typed it: its holder chooses their own before anything else.
    const headers = { authorization: `Bearer ${answer.body.accessToken}` };
    const me = await request(portal.url, 'GET', '/api/auth/me', undefined, headers);
    expect(me.body.user).toMatchObject({ password_change_required: true });
    const [event] = await portal.eventStore.readStream(`admin-${answer.body.user.id}`);
    expect(event?.metadata.actor).toMatchObject({ kind: 'system', id: 'admin-cli' });
  });

  it('resets a password as one-time, signing the admin out everywhere', async () => {
    const signedIn = await signedInAdmin(portal, 'admin');
    const password = strongPassword();
    const reset = await admin(['reset-password', '--username', signedIn.username], `${password}\n`);
    expect(reset.code).toBe(0);
    expect(reset.stdout + reset.stderr).not.toContain(password);
    await caughtUp();
    expect(
      (await request(portal.url, 'GET', '/api/auth/me', undefined, signedIn.headers)).status,
    ).toBe(401);
    const clockNow = new Date(portal.clock().getTime() + 30_000);
    const answer = await login({
      username: signedIn.username,
      password,
      twofa_token: await totpCode(signedIn.secret!, clockNow),
    });
    expect(answer.status).toBe(200);
    const headers = { authorization: `Bearer ${answer.body.accessToken}` };
    const payments = await request(portal.url, 'GET', '/api/transactions', undefined, headers);
    expect(payments.body.error.code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('resets two-factor, ending every open session: none can enrol an authenticator of its own', async () => {
    const signedIn = await signedInAdmin(portal, 'admin');
    const reset = await admin(['reset-2fa', '--username', signedIn.username]);
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain('Their sessions were signed out.');
    await caughtUp();
    // The session that was open (a thief's, maybe) is over, and cannot start a setup.
    for (const [method, path] of [
      ['GET', '/api/auth/me'],
      ['GET', '/api/auth/2fa/setup'],
    ] as const) {
      const old = await request(portal.url, method, path, undefined, signedIn.headers);
      expect(old.status, path).toBe(401);
      expect(old.body.error.code, path).toBe('TOKEN_EXPIRED');
    }
    const answer = await login({ username: signedIn.username, password: signedIn.password });
    expect(answer.status).toBe(200);
    expect(answer.body.user.twofa_enabled).toBe(false);
  });

  it('refuses a weak password, an unknown admin and a missing argument', async () => {
    const weak = await admin(['create', '--username', 'weakling'], 'password\n');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain(
      'Password must contain uppercase, lowercase, number and special character',
    );
    const unknown = await admin(
      ['reset-password', '--username', 'nobody'],
      `${strongPassword()}\n`,
    );
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No admin is called "nobody"');
    const missing = await admin(['create']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Usage:');
    const none = await admin(['create', '--username', 'someone']);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('No password on standard input');
  });

  it('never takes a password from its arguments, which every user of the machine can read', async () => {
    const head = await portal.eventStore.headPosition();
    for (const args of [
      ['create', '--username', 'in_the_open', '--password', strongPassword()],
      ['reset-password', '--username', 'in_the_open', `--password=${strongPassword()}`],
    ]) {
      const refused = await admin(args, `${strongPassword()}\n`);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('--password is not taken');
    }
    expect(await portal.eventStore.headPosition()).toBe(head);
  });
});
