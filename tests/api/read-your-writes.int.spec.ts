import { describe, expect, it } from 'vitest';
import { recordSubmission } from '../support/history.js';
import { request } from '../support/http.js';
import { newPaymentId, newTxid } from '../support/test-portal.js';
import { portalWithAdmin } from '../support/portal-with-admin.js';

const given = portalWithAdmin('admin');

/** A donation through the command service: its answer carries the position of its event. */
const submit = async () => {
  const paymentId = newPaymentId();
  const answer = await request(given.portal.url, 'POST', '/api/transactions', {
    payment_id: paymentId,
    txid: newTxid(),
    type: 'donation',
    payment_method: 'crypto',
    crypto_type: 'bnb',
    amount: 7,
    currency: 'USD',
  });
  expect(answer.status).toBe(201);
  return { paymentId, position: answer.headers.get('x-log-position') ?? '' };
};

const after = (position: string) => ({ ...given.admin.headers, 'x-log-position': position });

describe('read-your-writes on every query family', () => {
  const families: [string, (id: string) => string, (body: any, id: string) => boolean][] = [
    [
      'the tracking page',
      (id) => `/api/transactions/track/${id}`,
      (body, id) => body.paymentId === id,
    ],
    ['the admin list', () => '/api/transactions', (body, id) => body.transactions[0]?.id === id],
    ['the detail', (id) => `/api/transactions/${id}`, (body, id) => body.id === id],
    [
      'the recent list',
      () => '/api/transactions/recent/list?limit=1',
      (body, id) => body.transactions[0]?.id === id,
    ],
    ['the stats', () => '/api/transactions/stats/summary', (body) => body.totalTransactions > 0],
  ];
  for (const [family, path, shows] of families) {
    it(`${family} waits for a write's position and says it caught up`, async () => {
      const { paymentId, position } = await submit();
      const answer = await request(
        given.portal.url,
        'GET',
        path(paymentId),
        undefined,
        after(position),
      );
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-caught-up')).toBe('true');
      expect(shows(answer.body, paymentId)).toBe(true);
    });
  }

  it('the card queue waits for a card payment position and says it caught up', async () => {
    const card = await recordSubmission(given.portal.eventStore, {
      createdAt: new Date().toISOString(),
      method: 'card',
    });
    const answer = await request(
      given.portal.url,
      'GET',
      '/api/transactions/card-payments/awaiting',
      undefined,
      after(String(card.position)),
    );
    expect(answer.headers.get('x-caught-up')).toBe('true');
    expect(answer.body.transactions[0].id).toBe(card.paymentId);
  });

  it('answers after at most 2 s, saying it had not caught up, for a position never reached', async () => {
    const started = Date.now();
    const answer = await request(
      given.portal.url,
      'GET',
      '/api/transactions/stats/period',
      undefined,
      after('999999999'),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-caught-up')).toBe('false');
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});
