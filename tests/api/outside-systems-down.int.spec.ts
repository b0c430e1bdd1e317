import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@ghost/events';
import { signedInAdmin, type SignedInAdmin } from '../support/admins.js';
import { fakeClock, seconds } from '../support/fake-clock.js';
import { request } from '../support/http.js';
import {
  cardWallet,
  cryptoSubscription,
  voucherSubscription,
} from '../support/payment-requests.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

/** An address where nothing listens: every connection to it is refused. */
const refusingAddress = async (): Promise<string> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
  return `http://127.0.0.1:${port}`;
};

const clock = fakeClock();
let portal: TestPortal;
let admin: SignedInAdmin;
beforeAll(async () => {
  const down = await refusingAddress();
  // The real adapters, configured as in production, towards systems that are down.
  portal = await startTestPortal({
    clock: clock.now,
    env: {
      CARD_PROCESSOR: 'paygate',
      PAYGATE_API_URL: down,
      PAYGATE_CHECKOUT_URL: down,
      PAYGATE_MERCHANT_WALLET: `0x${'ab'.repeat(20)}`,
      FULFILMENT_WEBHOOK: 'http',
      FULFILMENT_URL: `${down}/subscription-updates`,
      FULFILMENT_SECRET: 'a fulfilment secret of 32 bytes!',
      VOUCHER_VALIDATOR: 'http',
      VOUCHER_CHECK_URL: `${down}/vouchers/check`,
      VOUCHER_REDEEM_URL: `${down}/vouchers/redeem`,
      // The e-mails stay in the mail sandbox, on purpose.
      ALLOW_SANDBOXES: 'mail',
    },
  });
  admin = await signedInAdmin(portal, 'admin');
});
afterAll(async () => {
  await portal.destroy();
});

const eventsOf = async (paymentId: string) => {
  await portal.outboxes.settled();
  return portal.eventStore.readStream(streams.transaction(paymentId));
};

describe('outside systems that refuse the connection', () => {
  it('a card processor: create-wallet answers 502 CARD_WALLET_FAILED and writes nothing', async () => {
    const head = await portal.eventStore.headPosition();
    const answer = await request(
      portal.url,
      'POST',
      '/api/payments/card/create-wallet',
      cardWallet(),
    );
    expect(answer.status).toBe(502);
    expect(answer.body.error.code).toBe('CARD_WALLET_FAILED');
    expect(await portal.eventStore.headPosition()).toBe(head);
  });

  it('a fulfilment service: the verification answers, the attempt is recorded to retry, and an admin check says why', async () => {
    const body = cryptoSubscription();
    expect((await request(portal.url, 'POST', '/api/transactions', body)).status).toBe(201);
    const verified = await request(
      portal.url,
      'POST',
      `/api/transactions/${body.payment_id}/verify-payment`,
      undefined,
      admin.headers,
    );
    expect(verified.body.status).toBe('pending_subscription_update');
    const failed = (await eventsOf(body.payment_id)).find(
      (event) => event.type === 'SubscriptionWebhookFailed',
    );
    expect(failed?.data).toMatchObject({
      status: null,
      response: null,
      error: expect.stringContaining('ECONNREFUSED'),
      retryable: true,
      attempt: 1,
      nextAttemptAt: new Date(clock.now().getTime() + seconds(30)).toISOString(),
    });

    const check = await request(
      portal.url,
      'POST',
      `/api/payments/check-subscription-status/${body.payment_id}`,
      undefined,
      admin.headers,
    );
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({
      status: 'webhook_failed',
      webhookResponse: null,
      error: expect.stringContaining('ECONNREFUSED'),
      updated: false,
    });
    expect(check.body.message).toContain('It will be tried again automatically.');
  });

  it('a voucher issuer: the submission answers, and the check is recorded as no verdict, to ask again', async () => {
    const body = voucherSubscription();
    expect((await request(portal.url, 'POST', '/api/transactions', body)).status).toBe(201);
    expect((await eventsOf(body.payment_id)).map((e) => [e.type, e.data])).toEqual([
      ['PaymentSubmitted', expect.anything()],
      [
        'VoucherCheckDeferred',
        {
          attempt: 1,
          reason: expect.stringContaining('ECONNREFUSED'),
          nextAttemptAt: new Date(clock.now().getTime() + seconds(60)).toISOString(),
        },
      ],
    ]);
  });
});
