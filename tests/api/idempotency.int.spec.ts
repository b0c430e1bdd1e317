import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestAdmin, signedInAdmin } from '../support/admins.js';
import { request } from '../support/http.js';
import { cardWallet, cryptoDonation, cryptoSubscription } from '../support/payment-requests.js';
import { portalWithAdmin } from '../support/portal-with-admin.js';

const given = portalWithAdmin('admin');

const post = (path: string, body: unknown, key: string, headers: Record<string, string> = {}) =>
  request(given.portal.url, 'POST', path, body, { 'idempotency-key': key, ...headers });
/** A crypto subscription a visitor submitted, without a key: what the admins below verify. */
const submittedPayment = async () => {
  const body = cryptoSubscription();
  await request(given.portal.url, 'POST', '/api/transactions', body);
  return body.payment_id;
};
const transactionEvents = async (paymentId: string) =>
  (await given.portal.eventStore.readStream(`transaction-${paymentId}`)).length;

describe('an Idempotency-Key on a write', () => {
  it('gives a retry the first answer without recording the payment again', async () => {
    const key = randomUUID();
    const body = cryptoDonation();
    const first = await post('/api/transactions', body, key);
    expect(first.status).toBe(201);
    const head = await given.portal.eventStore.headPosition();

    const retry = await post('/api/transactions', body, key);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('location')).toBe(first.headers.get('location'));
    expect(retry.headers.get('x-log-position')).toBe(first.headers.get('x-log-position'));
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await given.portal.eventStore.headPosition()).toBe(head);
    expect(await transactionEvents(body.payment_id)).toBe(1);
  });

  it('gives a retried card wallet the same payment and payment page, opening no second wallet', async () => {
    const key = randomUUID();
    const first = await post('/api/payments/card/create-wallet', cardWallet(), key);
    const retry = await post('/api/payments/card/create-wallet', cardWallet(), key);
    expect(first.status).toBe(201);
    expect(retry.body).toEqual(first.body);
  });

  it('refuses the same key with a different body (422 IDEMPOTENCY_KEY_REUSED), writing nothing', async () => {
    const key = randomUUID();
    expect((await post('/api/transactions', cryptoDonation(), key)).status).toBe(201);
    const head = await given.portal.eventStore.headPosition();
    const other = await post('/api/transactions', cryptoDonation(), key);
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await given.portal.eventStore.headPosition()).toBe(head);
  });

  it('refuses the same key on another path or from another caller', async () => {
    const key = randomUUID();
    const body = cryptoDonation();
    expect((await post('/api/transactions', body, key)).status).toBe(201);
    expect((await post('/api/payments/card/create-wallet', body, key)).status).toBe(422);
    expect((await post('/api/transactions', body, key, given.admin.headers)).status).toBe(422);
  });

  it('runs concurrent sends of one request once: one answer, the others replay it or are told to retry', async () => {
    const key = randomUUID();
    const body = cryptoDonation();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/transactions', body, key)),
    );
    const created = answers.filter((a) => a.status === 201);
    const busy = answers.filter((a) => a.status === 409);
    expect(created.length + busy.length).toBe(10);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const answer of created) expect(answer.body).toEqual(created[0]?.body);
    for (const answer of busy) {
      expect(answer.body.error.code).toBe('IDEMPOTENCY_KEY_IN_USE');
      expect(answer.headers.get('retry-after')).toBe('1');
    }
    expect(await transactionEvents(body.payment_id)).toBe(1);
    const retry = await post('/api/transactions', body, key);
    expect(retry.body).toEqual(created[0]?.body);
  });

  it('lets a refused request be sent again with its key once corrected', async () => {
    const key = randomUUID();
    const body = cryptoSubscription();
    const refused = await post('/api/transactions', { ...body, amount: 1 }, key);
    expect(refused.status).toBe(400);
    const again = await post('/api/transactions', { ...body, amount: 1 }, key);
    expect(again.body.error.code).toBe('VALIDATION_ERROR');
    const corrected = await post('/api/transactions', body, key);
    expect(corrected.status).toBe(201);
  });

  it('writes nothing for a request refused before it writes, not even its key: a bad body, no session, a disabled coin', async () => {
    const paymentId = await submittedPayment();
    const head = await given.portal.eventStore.headPosition();
    const refused = [
      await post('/api/transactions', { ...cryptoSubscription(), amount: 1 }, randomUUID()),
      await post(`/api/transactions/${paymentId}/verify-payment`, {}, randomUUID()),
      await post('/api/transactions', { ...cryptoDonation(), crypto_type: 'doge' }, randomUUID()),
      await post('/api/users', { username: 'someone' }, randomUUID(), given.admin.headers),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([400, 401, 400, 403]);
    expect(await given.portal.eventStore.headPosition()).toBe(head);
  });

  it('works on admin actions too: a retried verification is answered, not refused as already verified', async () => {
    const paymentId = await submittedPayment();
    const key = randomUUID();
    const headers = given.admin.headers;
    const path = `/api/transactions/${paymentId}/verify-payment`;
    const first = await post(path, {}, key, headers);
    const retry = await post(path, {}, key, headers);
    expect(first.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    // One verification; the subscription's delivery that follows is the outbox's.
    await given.portal.outboxes.settled();
    const types = (await given.portal.eventStore.readStream(`transaction-${paymentId}`)).map(
      (event) => event.type,
    );
    expect(types.filter((type) => type === 'PaymentVerified')).toHaveLength(1);
  });

  it('does not give a recorded admin answer to a caller without the session', async () => {
    const paymentId = await submittedPayment();
    const key = randomUUID();
    const path = `/api/transactions/${paymentId}/verify-payment`;
    expect((await post(path, {}, key, given.admin.headers)).status).toBe(200);
    const stranger = await post(path, {}, key);
    expect(stranger.status).toBe(422);
    expect(JSON.stringify(stranger.body)).not.toContain('pending_subscription_update');
  });

  it('does not replay an admin answer once its session has ended: 401 TOKEN_EXPIRED', async () => {
    const bob = await signedInAdmin(given.portal, 'admin');
    const paymentId = await submittedPayment();
    const key = randomUUID();
    const path = `/api/transactions/${paymentId}/verify-payment`;
    expect((await post(path, {}, key, bob.headers)).status).toBe(200);
    const signedOut = await request(given.portal.url, 'POST', '/api/auth/logout', {}, bob.headers);
    expect(signedOut.status).toBe(200);

    const retry = await post(path, {}, key, bob.headers);
    expect(retry.status).toBe(401);
    expect(retry.body.error.code).toBe('TOKEN_EXPIRED');
    expect(JSON.stringify(retry.body)).not.toContain('pending_subscription_update');
  });

  it('never records an answer that must not be stored, such as a sign-in with its token', async () => {
    const account = await createTestAdmin(given.portal);
    const key = randomUUID();
    const body = { username: account.username, password: account.password };
    const first = await post('/api/auth/login', body, key);
    expect(first.status).toBe(200);
    const token = String(first.body.accessToken);
    const log = JSON.stringify(await given.portal.eventStore.readAll(null, 100_000));
    expect(log).not.toContain(token);

    // Nothing was kept to give back: a retry signs in again, with a session of its own.
    const retry = await post('/api/auth/login', body, key);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(retry.body.accessToken).not.toBe(token);
  });

  it('refuses a key that is not 1 to 255 visible characters', async () => {
    const answer = await post('/api/transactions', cryptoDonation(), 'x'.repeat(256));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'Idempotency-Key' });
  });
});
