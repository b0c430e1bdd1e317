import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, streams } from '@ghost/events';
import {
  enableTwoFactor,
  nextTotpCode,
  signedInAdmin,
  stepUp,
  strongPassword,
} from '../support/admins.js';
import { request } from '../support/http.js';
import {
  cryptoDonation,
  giftCardSubscription,
  newVoucherCode,
  openCardPayment,
  voucherSubscription,
} from '../support/payment-requests.js';
import { checkout, issuedWallets } from '../support/sandboxes.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

/** Every line the portal logged, as written (JSON lines at level info). */
const lines: string[] = [];
/** What must never reach a log line: passwords, TOTP secrets, tokens, PINs, codes, keys. */
const secrets: { what: string; value: string }[] = [];
const keep = (what: string, value: string) => {
  secrets.push({ what, value });
  return value;
};

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({
    log: createLogger('portal', 'info', {
      write: (chunk: string) => {
        lines.push(...chunk.split('\n').filter((line) => line !== ''));
      },
    }),
  });
});
afterAll(async () => {
  await portal.destroy();
});

type LogLine = Record<string, any>;
const parsed = (): LogLine[] => lines.map((line) => JSON.parse(line) as LogLine);
const requestLine = (requestId: string) =>
  parsed().find((line) => line.msg === 'request' && line.requestId === requestId);

/** Runs every flow of the portal once, with the secrets it handles noted down. */
const driveEveryFlow = async () => {
  keep('the seal key', readFileSync(join(portal.dataDir, 'seal.key')).toString('base64'));

  // The first super admin: one-time password, a password of their own, then two-factor.
  const oneTime = /One-time password: (\S+)/.exec(portal.printed.join('\n'))?.[1] ?? '';
  keep('the one-time password', oneTime);
  const first = await request(portal.url, 'POST', '/api/auth/login', {
    username: 'admin',
    password: oneTime,
  });
  const firstToken = keep('a session token', first.body.accessToken);
  const firstHeaders = { authorization: `Bearer ${firstToken}` };
  const ownPassword = keep('a new password', strongPassword());
  expect(
    (
      await request(
        portal.url,
        'POST',
        '/api/auth/change-password',
        { currentPassword: oneTime, newPassword: ownPassword },
        firstHeaders,
      )
    ).status,
  ).toBe(200);
  keep('a TOTP secret', await enableTwoFactor(portal, firstToken));

  // Accounts: created with a password, changed, signed in with a code, refused, signed out.
  const boss = await signedInAdmin(portal, 'super_admin');
  keep('a password', boss.password);
  keep('a session token', boss.token);
  keep('a TOTP secret', boss.secret!);
  const staffPassword = keep('a password', strongPassword());
  const created = await request(
    portal.url,
    'POST',
    '/api/users',
    { username: 'log_checked', email: 'staff@example.com', password: staffPassword, role: 'admin' },
    boss.headers,
  );
  expect(created.status).toBe(201);
  const reset = keep('a password', strongPassword());
  await stepUp(portal, boss);
  await request(
    portal.url,
    'PUT',
    `/api/users/${created.body.user.id}`,
    { password: reset },
    boss.headers,
  );
  const wrong = keep('a wrong password', `Wrong-${strongPassword()}`);
  await request(portal.url, 'POST', '/api/auth/login', {
    username: 'log_checked',
    password: wrong,
  });
  const again = await request(portal.url, 'POST', '/api/auth/login', {
    username: boss.username,
    password: boss.password,
    twofa_token: await nextTotpCode(portal, boss),
  });
  keep('a session token', again.body.accessToken);
  await request(portal.url, 'POST', '/api/auth/logout', undefined, {
    authorization: `Bearer ${again.body.accessToken}`,
  });

  // Payments: crypto, gift cards, a voucher with its PIN, a card paid on the checkout page.
  await request(portal.url, 'POST', '/api/transactions', cryptoDonation());
  const giftCards = giftCardSubscription();
  for (const code of giftCards.giftCardCodes) keep('a gift card code', code);
  await request(portal.url, 'POST', '/api/transactions', giftCards);
  const pin = keep('a voucher PIN', `PIN${newVoucherCode()}`);
  const voucher = newVoucherCode();
  keep('a voucher code', voucher);
  await request(
    portal.url,
    'POST',
    '/api/transactions',
    voucherSubscription({}, { code: voucher, pin }),
  );
  const card = await openCardPayment(portal.url);
  await checkout(card.paymentUrl, 'pay');
  for (const wallet of await issuedWallets(portal)) {
    keep('a card callback token', new URL(wallet.callbackUrl).searchParams.get('token') ?? '');
    keep('an IPN token', wallet.ipnToken);
  }
  // The subscription webhook (signed) and the payer's e-mails run after the answers.
  await portal.outboxes.settled();
};

describe('the request log', () => {
  beforeAll(driveEveryFlow, 60_000);

  it('holds no password, TOTP secret, session token, PIN, code or key in any line', () => {
    expect(secrets.every(({ value }) => value.length >= 8)).toBe(true);
    const text = lines.join('\n');
    const found = secrets.filter(({ value }) => text.includes(value)).map(({ what }) => what);
    expect(found).toEqual([]);
  });

  it('writes one JSON line per request with its ids, actor, route, status and duration', async () => {
    const answer = await request(portal.url, 'POST', '/api/transactions', cryptoDonation(), {
      'x-request-id': 'logged-request-1',
    });
    expect(answer.headers.get('x-request-id')).toBe('logged-request-1');
    expect(requestLine('logged-request-1')).toMatchObject({
      level: 30,
      name: 'portal',
      requestId: 'logged-request-1',
      correlationId: 'logged-request-1',
      actor: { kind: 'visitor', ip: expect.any(String) },
      service: 'command-api',
      method: 'POST',
      route: '/api/transactions',
      status: 201,
      ms: expect.any(Number),
    });
    expect(lines.every((line) => typeof JSON.parse(line) === 'object')).toBe(true);
  });

  it('names the signed-in admin and the route as registered, never the path with its ID', async () => {
    const boss = await signedInAdmin(portal, 'super_admin');
    const paymentId = (await request(portal.url, 'POST', '/api/transactions', cryptoDonation()))
      .body.paymentId as string;
    await request(portal.url, 'GET', `/api/transactions/${paymentId}`, undefined, {
      ...boss.headers,
      'x-request-id': 'logged-request-2',
    });
    expect(requestLine('logged-request-2')).toMatchObject({
      actor: { kind: 'admin', id: boss.userId, username: boss.username },
      service: 'query-api',
      route: '/api/transactions/:id',
      status: 200,
    });
    expect(JSON.stringify(requestLine('logged-request-2'))).not.toContain(paymentId);
  });

  it('logs the correlation id the appended events carry in their metadata', async () => {
    const sent = await request(portal.url, 'POST', '/api/transactions', cryptoDonation(), {
      'x-request-id': 'logged-request-3',
      'x-correlation-id': 'checkout-flow-42',
    });
    const unsent = await request(portal.url, 'POST', '/api/transactions', cryptoDonation(), {
      'x-request-id': 'logged-request-4',
    });
    for (const [answer, requestId] of [
      [sent, 'logged-request-3'],
      [unsent, 'logged-request-4'],
    ] as const) {
      const events = await portal.eventStore.readStream(
        streams.transaction(answer.body.paymentId as string),
      );
      const logged = requestLine(requestId);
      expect(events.length).toBeGreaterThan(0);
      expect(events.map((event) => event.metadata.correlationId)).toEqual(
        events.map(() => logged?.correlationId),
      );
      expect(answer.headers.get('x-correlation-id')).toBe(logged?.correlationId);
    }
    expect(requestLine('logged-request-3')?.correlationId).toBe('checkout-flow-42');
  });
});
