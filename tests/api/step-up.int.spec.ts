import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCryptoAddresses } from '../support/crypto-addresses.js';
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

const newAddress = '0x52908400098527886E0F7030069857D2E4169EE7';
const settings = (admin: SignedInAdmin, body: Record<string, string>) =>
  request(portal.url, 'PUT', '/api/settings', body, admin.headers);
const stepUpWith = (admin: SignedInAdmin, body: Record<string, unknown>) =>
  request(portal.url, 'POST', '/api/auth/step-up', body, admin.headers);
/** A code of the next TOTP step: one not used yet by the sign-in that set two-factor up. */
const freshCode = (admin: SignedInAdmin) =>
  totpCode(admin.secret!, new Date(clock.now().getTime() + seconds(30)));
const stepUpRequired = {
  code: 'STEP_UP_REQUIRED',
  message:
    'Please confirm it is you: enter your password and a new code from your authenticator app, then try again.',
};

describe('POST /api/auth/step-up', () => {
  it('is needed for payout addresses and notifications, not for the other settings', async () => {
    const boss = await signedInAdmin(portal, 'super_admin');
    const head = await portal.eventStore.headPosition();
    for (const body of [
      { crypto_eth_address: newAddress } as Record<string, string>,
      { notifications_email: 'true' },
      { notifications_failure: 'true', payment_method_card_enabled: 'false' },
    ]) {
      const refused = await settings(boss, body);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toEqual(stepUpRequired);
    }
    expect(await portal.eventStore.headPosition()).toBe(head);
    // An address sent back as it is changes nothing, so it needs nothing.
    const saved = await settings(boss, {
      crypto_eth_address: testCryptoAddresses.crypto_eth_address,
      security_max_pending_hours: '48',
    });
    expect(saved.status).toBe(200);
    clock.advance(minutes(1));
  });

  it('raises the session for five minutes with the password and a fresh code, recorded on the account', async () => {
    const boss = await signedInAdmin(portal, 'super_admin');
    const raised = await stepUpWith(boss, {
      password: boss.password,
      twofa_token: await freshCode(boss),
    });
    expect(raised.status).toBe(200);
    const until = new Date(clock.now().getTime() + minutes(5)).toISOString();
    expect(raised.body).toEqual({ success: true, steppedUpUntil: until });
    const recorded = (await portal.eventStore.readStream(`admin-${boss.userId}`)).at(-1);
    expect(recorded).toMatchObject({
      type: 'AdminSessionSteppedUp',
      data: { userId: boss.userId, until },
      metadata: { actor: { kind: 'admin', id: boss.userId } },
    });
    const me = await request(portal.url, 'GET', '/api/auth/me', undefined, boss.headers);
    expect(me.body.steppedUpUntil).toBe(until);
    expect((await settings(boss, { crypto_eth_address: newAddress })).status).toBe(200);

    // Another session of the same account is not raised by it.
    clock.advance(minutes(1));
    const other = await signInAgain(portal, boss);
    expect((await settings(other, { notifications_email: 'true' })).body.error).toEqual(
      stepUpRequired,
    );

    clock.advance(minutes(5));
    expect((await settings(boss, { notifications_email: 'true' })).body.error).toEqual(
      stepUpRequired,
    );
    clock.advance(minutes(1));
  });

  it('uses a code once: it raises no second session and signs nobody in', async () => {
    const boss = await signedInAdmin(portal, 'super_admin');
    const code = await freshCode(boss);
    expect((await stepUpWith(boss, { password: boss.password, twofa_token: code })).status).toBe(
      200,
    );
    const again = await stepUpWith(boss, { password: boss.password, twofa_token: code });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('INVALID_TWOFA_TOKEN');
    const login = await request(portal.url, 'POST', '/api/auth/login', {
      username: boss.username,
      password: boss.password,
      twofa_token: code,
    });
    expect(login.body.error.code).toBe('INVALID_TWOFA_TOKEN');
    clock.advance(minutes(15));
  });

  it('counts wrong passwords and codes towards the account’s lockout, never ending the session', async () => {
    const boss = await signedInAdmin(portal, 'super_admin');
    const wrongPassword = await stepUpWith(boss, {
      password: 'Not-the-passw0rd',
      twofa_token: await freshCode(boss),
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.error).toMatchObject({
      code: 'INVALID_CURRENT_PASSWORD',
      field: 'password',
    });
    for (let n = 0; n < 4; n += 1) {
      const wrongCode = await stepUpWith(boss, { password: boss.password, twofa_token: '000000' });
      expect(wrongCode.body.error.code).toBe('INVALID_TWOFA_TOKEN');
    }
    const locked = await stepUpWith(boss, {
      password: boss.password,
      twofa_token: await freshCode(boss),
    });
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('TOO_MANY_ATTEMPTS');
    expect((await request(portal.url, 'GET', '/api/auth/me', undefined, boss.headers)).status).toBe(
      200,
    );
    const refusals = (await portal.eventStore.readStream(`admin-${boss.userId}`)).filter(
      (event) =>
        event.type === 'AdminPasswordCheckFailed' || event.type === 'TwoFactorCodeRejected',
    );
    expect(refusals).toHaveLength(5);
    clock.advance(minutes(15));
  });

  it('refuses a session without two-factor, and a missing code, before checking anything', async () => {
    const fresh = await signedInAdmin(portal, 'super_admin', { twoFactor: false });
    const without = await stepUpWith(fresh, { password: fresh.password, twofa_token: '123456' });
    expect(without.body.error.code).toBe('TWOFA_REQUIRED');
    const boss = await signedInAdmin(portal, 'super_admin');
    const missing = await stepUpWith(boss, { password: boss.password });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'twofa_token' });
  });
});
