import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, type SignedInAdmin } from '../support/admins.js';
import { fakeClock, hours } from '../support/fake-clock.js';
import { request } from '../support/http.js';
import { cryptoDonation } from '../support/payment-requests.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

// GET /api/transactions/stats/revenue: the dashboard chart's revenue per UTC day.
const clock = fakeClock(new Date('2026-03-08T09:00:00.000Z'));
let portal: TestPortal;
let admin: SignedInAdmin;

const get = (path: string, headers: Record<string, string> = admin.headers) =>
  request(portal.url, 'GET', path, undefined, headers);

const submit = async (body: Record<string, unknown>): Promise<string> => {
  const answer = await request(portal.url, 'POST', '/api/transactions', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return String(answer.body.paymentId);
};

const verify = async (id: string) => {
  // Sessions last 4 hours of the portal's clock: the clock moves by days here.
  admin = await signedInAdmin(portal, 'admin');
  const answer = await request(
    portal.url,
    'POST',
    `/api/transactions/${id}/verify-payment`,
    {},
    admin.headers,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};

beforeAll(async () => {
  portal = await startTestPortal({ clock: clock.now });
  // 8 March: a payment received (25.50 USD) and one still awaited (10 USD).
  await verify(await submit(cryptoDonation({ amount: 25.5 })));
  await submit(cryptoDonation({ amount: 10 }));
  // 10 March, 01:00 and 23:00: 20 EUR received, and 4 USD received.
  clock.advance(hours(40));
  await verify(await submit(cryptoDonation({ amount: 20, currency: 'EUR' })));
  clock.advance(hours(22));
  await verify(await submit(cryptoDonation({ amount: 4 })));
  clock.advance(hours(0.5));
  // Half an hour idle ends a session: the reads below sign in again.
  admin = await signedInAdmin(portal, 'admin');
});

afterAll(async () => {
  await portal.destroy();
});

describe('GET /api/transactions/stats/revenue', () => {
  it('gives the revenue and the transactions made on each UTC day, oldest first, today last', async () => {
    const answer = await get('/api/transactions/stats/revenue?days=4');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({
      days: [
        { date: '2026-03-07', revenue: 0, transactions: 0 },
        { date: '2026-03-08', revenue: 25.5, transactions: 2 },
        { date: '2026-03-09', revenue: 0, transactions: 0 },
        { date: '2026-03-10', revenue: 25.6, transactions: 2 },
      ],
    });
  });

  it('covers 30 days unless asked, up to 90', async () => {
    const answer = await get('/api/transactions/stats/revenue');
    const days = answer.body.days as unknown[];
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({
      date: '2026-03-10',
      revenue: 25.6,
      transactions: 2,
    });
    expect((await get('/api/transactions/stats/revenue?days=90')).body.days).toHaveLength(90);
  });

  it('refuses a number of days outside 1 to 90, or given twice, naming the parameter', async () => {
    for (const query of ['days=0', 'days=91', 'days=7.5', 'days=x', 'days=7&days=8', 'from=1']) {
      const answer = await get(`/api/transactions/stats/revenue?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error, query).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const answer = await get('/api/transactions/stats/revenue?days=91');
    expect(answer.body.error.field).toBe('days');
  });

  it('answers signed-in admins only', async () => {
    expect((await get('/api/transactions/stats/revenue', {})).status).toBe(401);
  });
});
