import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, type SignedInAdmin } from '../support/admins.js';
import { coins, recordSubmission, type Submission } from '../support/history.js';
import { request } from '../support/http.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

const now = new Date('2026-03-10T12:00:30.000Z');
const hour = 3_600_000;
let portal: TestPortal;
let admin: SignedInAdmin;
/** Newest first: the ages below grow. */
const history: Submission[] = [];

/** Ages of the fixture payments: inside and outside each period, and on its edges. */
const ages = [
  0,
  29_000,
  10 * 60_000,
  23 * hour,
  24 * hour - 31_000,
  24 * hour - 29_000,
  24 * hour + 5_000,
  3 * 24 * hour,
  7 * 24 * hour - 31_000,
  7 * 24 * hour - 29_000,
  8 * 24 * hour,
  30 * 24 * hour,
];

beforeAll(async () => {
  portal = await startTestPortal({ clock: () => now });
  admin = await signedInAdmin(portal, 'admin');
  for (const [i, age] of ages.entries()) {
    for (const method of ['crypto', 'card'] as const) {
      history.push(
        await recordSubmission(portal.eventStore, {
          createdAt: new Date(now.getTime() - age).toISOString(),
          method,
          cryptoType: method === 'crypto' ? (coins[i % 3] ?? 'btc') : null,
          amount:
            method === 'card'
              ? { minor: 500 + i, currency: i % 2 ? 'EUR' : 'USD' }
              : { minor: 1200, currency: 'USD' },
        }),
      );
    }
  }
  await portal.runner.waitFor((await portal.eventStore.headPosition()) ?? 0, 5_000);
});
afterAll(async () => {
  await portal.destroy();
});

const get = (path: string, headers: Record<string, string> = admin.headers) =>
  request(portal.url, 'GET', path, undefined, headers);
const rowIds = (body: { transactions: { id: string }[] }) => body.transactions.map((row) => row.id);

/** The whole minutes of a period that end with the current one. */
const within = (minutes: number) => {
  const end = now.getTime() - (now.getTime() % 60_000) + 60_000;
  return history.filter((t) => {
    const created = Date.parse(t.createdAt);
    return created >= end - minutes * 60_000 && created < end;
  });
};

describe('GET /api/transactions/stats/summary', () => {
  it('counts every transaction by status; revenue counts only received payments', async () => {
    const answer = await get('/api/transactions/stats/summary');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      totalRevenue: 0,
      totalTransactions: history.length,
      pendingPaymentVerification: history.length,
      pendingSubscriptionUpdate: 0,
      completedTransactions: 0,
      failedTransactions: 0,
      revenueByCurrency: {},
    });
  });

  it('needs a session and takes no parameters', async () => {
    expect((await get('/api/transactions/stats/summary', {})).status).toBe(401);
    const answer = await get('/api/transactions/stats/summary?from=yesterday');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'from' });
  });
});

describe('GET /api/transactions/stats/period', () => {
  it('counts the transactions made in the last 24 hours and 7 days, in whole minutes up to now', async () => {
    const day = within(24 * 60);
    const week = within(7 * 24 * 60);
    const answer = await get('/api/transactions/stats/period');
    expect(answer.status).toBe(200);
    expect(answer.body.last24Hours).toEqual({
      revenue: 0,
      transactions: day.length,
      completed: 0,
      pending: day.length,
    });
    expect(answer.body.last7Days).toEqual({
      revenue: 0,
      transactions: week.length,
      completed: 0,
      pending: week.length,
    });
    expect(day.length).toBe(2 * 5);
    expect(week.length).toBe(2 * 9);
  });

  it('breaks the last 7 days down by coin', async () => {
    const week = within(7 * 24 * 60);
    const answer = await get('/api/transactions/stats/period');
    expect(answer.body.cryptoBreakdown).toEqual(
      coins
        .map((coin) => ({
          crypto_type: coin,
          count: week.filter((t) => t.cryptoType === coin).length,
          revenue: 0,
        }))
        .filter((entry) => entry.count > 0),
    );
  });
});

describe('GET /api/transactions/card-payments/awaiting', () => {
  const cards = () => history.filter((t) => t.method === 'card');

  it('lists the card payments awaiting verification, newest first, 20 to a page, with their value in dollars', async () => {
    const answer = await get('/api/transactions/card-payments/awaiting');
    expect(answer.status).toBe(200);
    expect(rowIds(answer.body)).toEqual(cards().map((t) => t.paymentId));
    expect(answer.body.pagination).toEqual({ page: 1, limit: 20, total: 12, pages: 1 });
    const dollars = cards().reduce(
      (sum, t) => sum + (t.amount.minor * (t.amount.currency === 'EUR' ? 1.08 : 1)) / 100,
      0,
    );
    expect(answer.body.summary).toEqual({
      count: 12,
      totalValueUsd: Math.round(dollars * 100) / 100,
    });
    expect(answer.body.transactions[0]).toMatchObject({
      payment_method: 'card',
      payment_provider: null,
    });
  });

  it('pages', async () => {
    const answer = await get('/api/transactions/card-payments/awaiting?page=2&limit=10');
    expect(rowIds(answer.body)).toEqual(
      cards()
        .slice(10)
        .map((t) => t.paymentId),
    );
    expect(answer.body.pagination).toEqual({ page: 2, limit: 10, total: 12, pages: 2 });
  });

  it('refuses bad paging and answers only signed-in admins', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['limit=15', 'limit'],
      ['limit=10000', 'limit'],
      ['status=failed', 'status'],
    ]) {
      const answer = await get(`/api/transactions/card-payments/awaiting?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
    expect((await get('/api/transactions/card-payments/awaiting', {})).status).toBe(401);
  });
});
