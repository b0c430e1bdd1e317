import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../support/http.js';
import { cryptoDonation, cryptoSubscription } from '../support/payment-requests.js';
import { newPaymentId, newTxid, startTestPortal, type TestPortal } from '../support/test-portal.js';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(async () => {
  await portal.destroy();
});

const donation = cryptoDonation;
const subscription = cryptoSubscription;

const post = (body: unknown, headers?: Record<string, string>) =>
  request(portal.url, 'POST', '/api/transactions', body, headers);
const track = (id: string, headers?: Record<string, string>) =>
  request(portal.url, 'GET', `/api/transactions/track/${id}`, undefined, headers);

/** Asserts that a refused request wrote nothing to the log. */
const expectNothingAppended = async (refused: () => Promise<unknown>) => {
  const before = await portal.eventStore.headPosition();
  await refused();
  expect(await portal.eventStore.headPosition()).toBe(before);
};

describe('POST /api/transactions (crypto)', () => {
  it('records a crypto donation and answers its payment ID and log position', async () => {
    const body = donation();
    const answer = await post(body);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      paymentId: body.payment_id,
      status: 'pending_payment_verification',
    });
    expect(Number(answer.headers.get('x-log-position'))).toBe(answer.body.position);
    const events = await portal.eventStore.readStream(`transaction-${body.payment_id}`);
    expect(events.map((e) => e.type)).toEqual(['PaymentSubmitted']);
    expect(events[0]?.metadata.actor).toMatchObject({ kind: 'visitor' });
  });

  it('records a subscription at the price of its duration', async () => {
    const answer = await post(subscription());
    expect(answer.status).toBe(201);
  });

  it('refuses a subscription whose amount is not the price, writing nothing', async () => {
    await expectNothingAppended(async () => {
      const answer = await post(subscription({ amount: 1 }));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'amount' });
    });
  });

  it('answers DUPLICATE_PAYMENT_REF for a reused payment ID, writing nothing', async () => {
    const first = donation();
    expect((await post(first)).status).toBe(201);
    await expectNothingAppended(async () => {
      const answer = await post({ ...donation(), payment_id: first.payment_id.toLowerCase() });
      expect(answer.status).toBe(409);
      expect(answer.body.error).toEqual({
        code: 'DUPLICATE_PAYMENT_REF',
        message:
          'This payment reference has already been used. Please try again with a new transaction.',
      });
    });
  });

  it('answers DUPLICATE_TXID for a reused txid, however it is spelled, writing nothing', async () => {
    const first = donation();
    expect((await post(first)).status).toBe(201);
    await expectNothingAppended(async () => {
      const answer = await post(
        donation({ txid: `  ${first.txid.toUpperCase().replace('0X', '0x')} ` }),
      );
      expect(answer.status).toBe(409);
      expect(answer.body.error).toEqual({
        code: 'DUPLICATE_TXID',
        message:
          'This crypto transaction has already been registered. Please check your transaction ID.',
      });
    });
  });

  it('accepts exactly one of many concurrent submissions of one txid', async () => {
    const txid = newTxid();
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(donation({ txid }))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(
      answers.filter((a) => a.status === 409 && a.body.error.code === 'DUPLICATE_TXID'),
    ).toHaveLength(19);
  });

  it('refuses a payment ID with too little randomness', async () => {
    for (const payment_id of [
      'GHOST-1',
      'GHOST-1732291234567-AAAAAAAAAAAAAAAAAAAA',
      'PAY-1732291234567-AB12CD34EF56GH78IJ',
    ]) {
      const answer = await post(donation({ payment_id }));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'payment_id' });
    }
  });
});

describe('bad input to POST /api/transactions', () => {
  const refusals: [string, () => Promise<{ status: number; body: any }>, string][] = [
    ['malformed JSON', () => post('{"payment_id": '), 'body'],
    [
      'a wrong content type',
      () =>
        request(portal.url, 'POST', '/api/transactions', 'a=b', {
          'content-type': 'application/x-www-form-urlencoded',
        }),
      'body',
    ],
    ['a body over 64 KB', () => post({ ...donation(), padding: 'x'.repeat(70 * 1024) }), 'body'],
    ['an unknown field', () => post({ ...donation(), admin: true }), 'admin'],
    ['a wrong type', () => post(donation({ amount: '25.50' })), 'amount'],
    ['a missing field', () => post({ ...donation(), txid: undefined }), 'txid'],
    ['a blank txid', () => post(donation({ txid: '   ' })), 'txid'],
    ['an unknown coin', () => post(donation({ crypto_type: 'doge' })), 'crypto_type'],
    ['an unknown type', () => post(donation({ type: 'gift' })), 'type'],
    ['a negative amount', () => post(donation({ amount: -5 })), 'amount'],
    ['three decimals', () => post(donation({ amount: 10.555 })), 'amount'],
    ['a donation under 1', () => post(donation({ amount: 0.5 })), 'amount'],
    ['a bad e-mail', () => post(subscription({ userEmail: 'not-an-email' })), 'userEmail'],
    [
      'a subscription without e-mail',
      () => post(subscription({ userEmail: undefined })),
      'userEmail',
    ],
    [
      'an unknown duration',
      () => post(subscription({ subscriptionDuration: '7_weeks' })),
      'subscriptionDuration',
    ],
    ['a JSON array', () => post([donation()]), 'body'],
    ['an empty body', () => request(portal.url, 'POST', '/api/transactions'), 'payment_method'],
  ];

  for (const [what, send, field] of refusals) {
    it(`answers 400 VALIDATION_ERROR naming the field for ${what}, writing nothing`, async () => {
      await expectNothingAppended(async () => {
        const answer = await send();
        expect(answer.status).toBe(400);
        expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field });
        expect(typeof answer.body.error.message).toBe('string');
        expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.ts:\d+/);
      });
    });
  }
});

describe('GET /api/transactions/track/{paymentId}', () => {
  it('shows the public view of a payment, whatever the case of the ID', async () => {
    const body = subscription();
    const written = await post(body);
    const answer = await track(body.payment_id.toLowerCase(), {
      'x-log-position': String(written.body.position),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-caught-up')).toBe('true');
    expect(answer.body).toEqual({
      paymentId: body.payment_id,
      type: 'ghost-eshop-pro',
      amount: 12,
      currency: 'USD',
      paymentMethod: 'crypto',
      crypto_type: 'btc',
      region: null,
      status: 'pending_payment_verification',
      subscriptionDuration: '3_months',
      paymentVerified: false,
      subscriptionUpdated: false,
      chain_check: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(JSON.stringify(answer.body)).not.toContain('player@example.com');
    expect(JSON.stringify(answer.body)).not.toContain(body.txid);
  });

  it('answers INVALID_PAYMENT_ID for an ID that does not start with GHOST-', async () => {
    const answer = await track('PAY-123');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({
      code: 'INVALID_PAYMENT_ID',
      message: 'Please enter a valid Payment ID (starts with GHOST-)',
    });
  });

  it('answers PAYMENT_NOT_FOUND for an unknown ID', async () => {
    const answer = await track(newPaymentId());
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('PAYMENT_NOT_FOUND');
  });

  it('refuses a read-your-writes position that is not a number', async () => {
    const answer = await track(newPaymentId(), { 'x-log-position': 'soon' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'X-Log-Position' });
  });

  it('says when the read models had not caught up within the wait', async () => {
    const answer = await track(newPaymentId(), { 'x-log-position': '999999999' });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('x-caught-up')).toBe('false');
  });
});

describe('GET /api/health', () => {
  it('reports the event store, the read store and the projection lag', async () => {
    const answer = await request(portal.url, 'GET', '/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'ok',
      eventStore: { status: 'up' },
      readStore: { status: 'up' },
      projections: { status: 'up' },
    });
    expect(answer.body.projections.lag).toBeGreaterThanOrEqual(0);
  });
});

describe('the gateway', () => {
  it('answers unknown API paths with a JSON NOT_FOUND', async () => {
    const answer = await request(portal.url, 'GET', '/api/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('NOT_FOUND');
  });

  it('serves the web app for every other path, so client-side routes load', async () => {
    for (const path of ['/', '/track/GHOST-1', '/admin/dashboard']) {
      const answer = await request(portal.url, 'GET', path);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('<div id="root">');
    }
  });
});
