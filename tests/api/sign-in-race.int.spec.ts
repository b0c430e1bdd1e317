import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, enableTwoFactor, totpCode } from '../support/admins.js';
import { fakeClock, minutes } from '../support/fake-clock.js';
import { request } from '../support/http.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

// A burst of guesses sent at once, as an attacker would: every attempt is recorded and counted
// before it is judged, so of any burst only the lock's threshold is judged. Every request comes
// from 127.0.0.1; the clock moves past the locks after each test.
const clock = fakeClock();
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ clock: clock.now });
});
afterAll(async () => {
  await portal.destroy();
});

const burst = 200;
const login = (body: Record<string, unknown>) =>
  request(portal.url, 'POST', '/api/auth/login', body);
const typesOf = async (stream: string) =>
  (await portal.eventStore.readStream(stream)).map((event) => event.type);
const judgedOn = async (stream: string) =>
  (await typesOf(stream)).filter((type) => type === 'AdminSignInFailed').length;

describe('a burst of sign-ins sent at once', () => {
  it(
    'judges at most 5 of 200 wrong guesses for one username, answers the rest 429, and names no stream',
    { timeout: 180_000 },
    async () => {
      const admin = await createTestAdmin(portal);
      const answers = await Promise.all(
        Array.from({ length: burst }, (_, n) =>
          login({ username: admin.username, password: `Wrong-guess-${n}!` }),
        ),
      );
      const judged = await judgedOn(`admin-${admin.userId}`);
      expect(judged).toBeGreaterThan(0);
      expect(judged).toBeLessThanOrEqual(5);
      const refused = answers.filter((answer) => answer.status === 429);
      expect(answers.filter((answer) => answer.status === 401)).toHaveLength(judged);
      expect(refused).toHaveLength(burst - judged);
      expect(refused.every((answer) => answer.body.error.code === 'TOO_MANY_ATTEMPTS')).toBe(true);
      for (const answer of answers) {
        expect(JSON.stringify(answer.body)).not.toMatch(/admin-|sign-in|streamId/);
      }
      // Recorded before it was judged: every attempt that got past the known lock is in the log.
      const attempts = (await typesOf('sign-in-attempts')).filter(
        (type) => type === 'AdminSignInAttempted',
      );
      expect(attempts.length).toBeGreaterThanOrEqual(judged);
      // The owner's right password is locked out too, from this address, until the lock ends.
      expect((await login({ username: admin.username, password: admin.password })).status).toBe(
        429,
      );
      clock.advance(minutes(15));
      expect((await login({ username: admin.username, password: admin.password })).status).toBe(
        200,
      );
      clock.advance(minutes(15));
    },
  );

  it(
    'judges at most 10 of 200 guesses from one address, each for another username',
    { timeout: 180_000 },
    async () => {
      const before = await judgedOn('sign-ins-unknown-users');
      const answers = await Promise.all(
        Array.from({ length: burst }, (_, n) =>
          login({ username: `guess-${n}`, password: 'Wrong-password-1' }),
        ),
      );
      const judged = (await judgedOn('sign-ins-unknown-users')) - before;
      expect(judged).toBeGreaterThan(0);
      expect(judged).toBeLessThanOrEqual(10);
      expect(answers.filter((answer) => answer.status === 401)).toHaveLength(judged);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(burst - judged);
      clock.advance(minutes(15));
    },
  );

  it('counts a right password asked for its code as no failure: staff of one office sign in all day', async () => {
    const admin = await createTestAdmin(portal);
    const login0 = await login({ username: admin.username, password: admin.password });
    const secret = await enableTwoFactor(portal, login0.body.accessToken as string);
    for (let n = 0; n < 12; n += 1) {
      clock.advance(minutes(1));
      const asked = await login({ username: admin.username, password: admin.password });
      expect(asked.body.error.code).toBe('TWOFA_TOKEN_REQUIRED');
      const signedIn = await login({
        username: admin.username,
        password: admin.password,
        twofa_token: await totpCode(secret, clock.now()),
      });
      expect(signedIn.status, `sign-in ${n + 1}`).toBe(200);
    }
    const withdrawn = (await portal.eventStore.readStream('sign-in-attempts')).filter(
      (event) => event.type === 'AdminSignInAttemptWithdrawn',
    );
    expect(withdrawn.length).toBeGreaterThanOrEqual(12);
    clock.advance(minutes(15));
  });
});
