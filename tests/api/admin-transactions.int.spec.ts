import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, type SignedInAdmin } from '../support/admins.js';
import { coins, recordSubmission, type Submission } from '../support/history.js';
import { request } from '../support/http.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

const now = new Date('2026-03-10T12:00:00.000Z');
let portal: TestPortal;
let admin: SignedInAdmin;
let superAdmin: SignedInAdmin;
/** Newest first, as the list answers. */
let history: Submission[] = [];

beforeAll(async () => {
  portal = await startTestPortal({ clock: () => now });
  [admin, superAdmin] = await Promise.all([
    signedInAdmin(portal, 'admin'),
    signedInAdmin(portal, 'super_admin'),
  ]);
  const written: Submission[] = [];
  for (let i = 0; i < 30; i += 1) {
    const method = (['crypto', 'nintendo-eshop', 'card'] as const)[i % 3] ?? 'crypto';
    const donation = i % 4 === 0;
    written.push(
      await recordSubmission(portal.eventStore, {
        createdAt: new Date(now.getTime() - (30 - i) * 3_600_000).toISOString(),
        type: donation ? 'donation' : 'ghost-eshop-pro',
        method,
        cryptoType: method === 'crypto' ? (coins[i % 6] ?? 'btc') : null,
        region: method === 'nintendo-eshop' ? 'europe' : null,
        txid:
          method === 'crypto'
            ? `0xfeed${String(i).padStart(4, '0')}`
            : `${method.toUpperCase()}-${i}`,
        amount: { minor: 1000 + i * 100, currency: method === 'nintendo-eshop' ? 'EUR' : 'USD' },
        username: donation ? null : `player_${i}`,
        email: donation ? null : `p${i}@example.com`,
        subscriptionDuration: donation ? null : '1_month',
        priceRef: donation ? null : 'test',
      }),
    );
  }
  history = written.reverse();
  await portal.runner.waitFor((await portal.eventStore.headPosition()) ?? 0, 5_000);
});
afterAll(async () => {
  await portal.destroy();
});

const get = (path: string, headers: Record<string, string> = admin.headers) =>
  request(portal.url, 'GET', path, undefined, headers);
const ids = (body: { transactions: { payment_id: string }[] }) =>
  body.transactions.map((row) => row.payment_id);

/** What the search must find: the text anywhere in these fields, whatever its case. */
const searched = (text: string) =>
  history.filter((t) =>
    [t.username, t.email, t.paymentId, t.txid, t.cryptoType].some((field) =>
      field?.toLowerCase().includes(text.toLowerCase()),
    ),
  );

describe('GET /api/transactions', () => {
  it('lists every transaction newest first, 20 to a page by default, with the pagination', async () => {
    const answer = await get('/api/transactions');
    expect(answer.status).toBe(200);
    expect(ids(answer.body)).toEqual(history.slice(0, 20).map((t) => t.paymentId));
    expect(answer.body.pagination).toEqual({ page: 1, limit: 20, total: 30, pages: 2 });
  });

  it('shows each row as the admin entity, without its history', async () => {
    const answer = await get('/api/transactions?limit=10');
    const newest = history[0]!;
    expect(answer.body.transactions[0]).toEqual({
      id: newest.paymentId,
      payment_id: newest.paymentId,
      txid: newest.txid,
      user_username: newest.username,
      user_email: newest.email,
      type: newest.type,
      payment_method: newest.method,
      crypto_type: newest.cryptoType,
      region: newest.region,
      processor: null,
      payment_provider: null,
      amount: newest.amount.minor / 100,
      currency: newest.amount.currency,
      status: 'pending_payment_verification',
      payment_verified: false,
      subscription_updated: false,
      payment_ipn_token: null,
      subscription_duration: newest.subscriptionDuration,
      notes: null,
      payment_code: null,
      gift_card_codes: [],
      chain_check: null,
      created_at: newest.createdAt,
      updated_at: newest.createdAt,
    });
  });

  it('pages with every allowed page size, and answers an empty page past the last', async () => {
    for (const limit of [10, 20, 50, 100]) {
      const answer = await get(`/api/transactions?page=2&limit=${limit}`);
      expect(ids(answer.body)).toEqual(history.slice(limit, 2 * limit).map((t) => t.paymentId));
      expect(answer.body.pagination).toEqual({
        page: 2,
        limit,
        total: 30,
        pages: Math.ceil(30 / limit),
      });
    }
    const past = await get('/api/transactions?page=4&limit=10');
    expect(past.body).toEqual({
      transactions: [],
      pagination: { page: 4, limit: 10, total: 30, pages: 3 },
    });
  });

  it('exports up to 10,000 rows in one page', async () => {
    const answer = await get('/api/transactions?page=1&limit=10000');
    expect(ids(answer.body)).toEqual(history.map((t) => t.paymentId));
    expect(answer.body.pagination).toEqual({ page: 1, limit: 10000, total: 30, pages: 1 });
  });

  const filters: [string, (t: Submission) => boolean][] = [
    ['status=pending_payment_verification', () => true],
    ['status=pending_subscription_update', () => false],
    ['status=completed', () => false],
    ['status=failed', () => false],
    ['status=all', () => true],
    ['type=donation', (t) => t.type === 'donation'],
    ['type=ghost-eshop-pro', (t) => t.type === 'ghost-eshop-pro'],
    ['payment_method=crypto', (t) => t.method === 'crypto'],
    ['payment_method=nintendo-eshop', (t) => t.method === 'nintendo-eshop'],
    ['payment_method=card', (t) => t.method === 'card'],
    ['payment_method=alternative-rewarble', () => false],
    ['type=donation&payment_method=crypto', (t) => t.type === 'donation' && t.method === 'crypto'],
    [
      'status=pending_payment_verification&type=ghost-eshop-pro&payment_method=card',
      (t) => t.type === 'ghost-eshop-pro' && t.method === 'card',
    ],
  ];
  for (const [query, keeps] of filters) {
    it(`filters by ${query}`, async () => {
      const expected = history.filter(keeps);
      const answer = await get(`/api/transactions?${query}&limit=10`);
      expect(answer.status).toBe(200);
      expect(ids(answer.body)).toEqual(expected.slice(0, 10).map((t) => t.paymentId));
      expect(answer.body.pagination.total).toBe(expected.length);
    });
  }

  const searches: [string, () => string][] = [
    ['a username', () => 'PLAYER_1'],
    ['an e-mail', () => 'p7@example'],
    ['part of a payment ID, in lower case', () => history[3]!.paymentId.slice(-9).toLowerCase()],
    ['a txid', () => 'FEED0012'],
    ['a crypto type', () => 'sol'],
    ['text with regex characters', () => '.*'],
  ];
  for (const [what, text] of searches) {
    it(`searches by ${what}, anywhere in the text and whatever the case`, async () => {
      const expected = searched(text());
      const answer = await get(`/api/transactions?search=${encodeURIComponent(text())}&limit=100`);
      expect(answer.status).toBe(200);
      expect(ids(answer.body)).toEqual(expected.map((t) => t.paymentId));
      expect(answer.body.pagination.total).toBe(expected.length);
    });
  }

  it('searches within the filters', async () => {
    const expected = searched('player').filter((t) => t.method === 'card');
    const answer = await get('/api/transactions?search=%20player%20&payment_method=card&limit=100');
    expect(ids(answer.body)).toEqual(expected.map((t) => t.paymentId));
    expect(expected.length).toBeGreaterThan(0);
  });

  const refusals: [string, string][] = [
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['page=100001', 'page'],
    ['page=99999999999999999999', 'page'],
    ['page=1&page=2', 'page'],
    ['limit=15', 'limit'],
    ['limit=0', 'limit'],
    ['limit=10001', 'limit'],
    ['limit=1e4', 'limit'],
    ['status=paid', 'status'],
    ['type=gift', 'type'],
    ['payment_method=paypal', 'payment_method'],
    [`search=${'x'.repeat(101)}`, 'search'],
    ['sort=amount', 'sort'],
  ];
  for (const [query, field] of refusals) {
    it(`answers 400 VALIDATION_ERROR naming ${field} for ${query.slice(0, 40)}`, async () => {
      const answer = await get(`/api/transactions?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field });
    });
  }

  it('answers 401 TOKEN_EXPIRED without a session, or with an unknown one', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-known-token-000' }] as Record<
      string,
      string
    >[]) {
      const answer = await get('/api/transactions', headers);
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe('TOKEN_EXPIRED');
    }
  });

  it('answers super admins as well as admins', async () => {
    expect((await get('/api/transactions', superAdmin.headers)).status).toBe(200);
  });
});

describe('GET /api/transactions/{id}', () => {
  it('shows one transaction with its history, whatever the case of the ID', async () => {
    const chosen = history[5]!;
    const answer = await get(`/api/transactions/${chosen.paymentId.toLowerCase()}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: chosen.paymentId,
      payment_id: chosen.paymentId,
      txid: chosen.txid,
      user_email: chosen.email,
      status: 'pending_payment_verification',
    });
    expect(answer.body.logs).toEqual([
      {
        id: expect.any(String),
        action: 'payment_submitted',
        details: expect.any(String),
        admin_username: null,
        created_at: chosen.createdAt,
      },
    ]);
  });

  it('answers PAYMENT_NOT_FOUND for an unknown ID and VALIDATION_ERROR for a malformed one', async () => {
    const unknown = await get('/api/transactions/GHOST-1-NOTHINGHERE');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('PAYMENT_NOT_FOUND');
    const malformed = await get(`/api/transactions/${encodeURIComponent('bad id!')}`);
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'id' });
    expect((await get(`/api/transactions/${'A'.repeat(101)}`)).status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await get(`/api/transactions/${history[0]!.paymentId}`, {})).status).toBe(401);
  });
});

describe('GET /api/transactions/recent/list', () => {
  it('answers the 10 newest by default, or as many as asked up to 50', async () => {
    const ten = await get('/api/transactions/recent/list');
    expect(ids(ten.body)).toEqual(history.slice(0, 10).map((t) => t.paymentId));
    const five = await get('/api/transactions/recent/list?limit=5');
    expect(ids(five.body)).toEqual(history.slice(0, 5).map((t) => t.paymentId));
    expect(five.body.transactions[0]).not.toHaveProperty('logs');
  });

  it('refuses a limit outside 1 to 50 and answers only signed-in admins', async () => {
    for (const limit of ['0', '51', 'x']) {
      const answer = await get(`/api/transactions/recent/list?limit=${limit}`);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'limit' });
    }
    expect((await get('/api/transactions/recent/list', {})).status).toBe(401);
  });
});

describe('GET /api/transactions/track/{paymentId}', () => {
  it('shows only the public view: no e-mail, username, txid or codes', async () => {
    const chosen = history.find((t) => t.email !== null)!;
    const answer = await get(`/api/transactions/track/${chosen.paymentId}`, {});
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(
      [
        'amount',
        'chain_check',
        'createdAt',
        'crypto_type',
        'currency',
        'paymentId',
        'paymentMethod',
        'paymentVerified',
        'region',
        'status',
        'subscriptionDuration',
        'subscriptionUpdated',
        'type',
        'updatedAt',
      ].sort(),
    );
    const text = JSON.stringify(answer.body);
    for (const secret of [chosen.email!, chosen.username!, chosen.txid]) {
      expect(text).not.toContain(secret);
    }
  });
});
