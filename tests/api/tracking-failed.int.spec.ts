import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { transactionsCollection } from '@ghost/projectors';
import { request } from '../support/http.js';
import { cryptoDonation } from '../support/payment-requests.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

/**
 * A payment that cannot be read at the moment: the tracking page's own refusal (503
 * TRACKING_FAILED, "Unable to track payment at the moment. Please try again in a few minutes."),
 * never an internal error. The read store here is the portal's own, made to fail its reads of
 * the payments.
 */
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await portal.destroy();
});

const failingPaymentReads = () => {
  const findOne = portal.readStore.findOne.bind(portal.readStore);
  vi.spyOn(portal.readStore, 'findOne').mockImplementation((collection, filter) =>
    collection === transactionsCollection
      ? Promise.reject(new Error('the read store is unreachable'))
      : findOne(collection, filter),
  );
};

describe('tracking a payment while the read store fails', () => {
  it('answers 503 TRACKING_FAILED with the tracking message, and tracks again once it recovers', async () => {
    const body = cryptoDonation();
    expect((await request(portal.url, 'POST', '/api/transactions', body)).status).toBe(201);
    const path = `/api/transactions/track/${body.payment_id}`;

    failingPaymentReads();
    const failed = await request(portal.url, 'GET', path);
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({
      error: {
        code: 'TRACKING_FAILED',
        message: 'Unable to track payment at the moment. Please try again in a few minutes.',
      },
    });

    vi.restoreAllMocks();
    const tracked = await request(portal.url, 'GET', path);
    expect(tracked.status).toBe(200);
    expect(tracked.body.paymentId).toBe(body.payment_id);
  });

  it('still refuses an ID without the GHOST- prefix before reading anything', async () => {
    failingPaymentReads();
    const answer = await request(portal.url, 'GET', '/api/transactions/track/NOPE');
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('INVALID_PAYMENT_ID');
  });
});
