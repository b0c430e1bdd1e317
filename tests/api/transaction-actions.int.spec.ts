import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionsCollection, type TransactionDoc } from '@ghost/projectors';
import { signedInAdmin, unknownToken, type SignedInAdmin } from '../support/admins.js';
import { request } from '../support/http.js';
import {
  cryptoDonation,
  cryptoSubscription,
  openCardPayment,
  voucherSubscription,
} from '../support/payment-requests.js';
import { addFault, checkout, webhooksFor, whileFailing } from '../support/sandboxes.js';
import { newPaymentId, startTestPortal, type TestPortal } from '../support/test-portal.js';

let portal: TestPortal;
/** Two admins and a super admin, signed in for real. */
let alice: SignedInAdmin;
let bob: SignedInAdmin;
let root: SignedInAdmin;
beforeAll(async () => {
  portal = await startTestPortal();
  [alice, bob, root] = await Promise.all([
    signedInAdmin(portal, 'admin'),
    signedInAdmin(portal, 'admin'),
    signedInAdmin(portal, 'super_admin'),
  ]);
});
afterAll(async () => {
  await portal.destroy();
});

/** Who calls: a signed-in admin (or someone holding a forged token), or nobody. */
type Who = Pick<SignedInAdmin, 'headers'> | null;

const call = (method: string, path: string, who: Who = alice, body?: unknown) =>
  request(portal.url, method, path, body, who?.headers ?? {});
const action = (paymentId: string, name: string, body?: unknown, who: Who = alice) =>
  call('POST', `/api/transactions/${paymentId}/${name}`, who, body);
const setStatus = (paymentId: string, body: unknown, who: Who = root) =>
  call('PATCH', `/api/transactions/${paymentId}/status`, who, body);
const paygateVerify = (paymentId: string, who: Who = alice) =>
  call('POST', `/api/payments/card/paygate-verify/${paymentId}`, who);
const checkSubscription = (paymentId: string, who: Who = alice) =>
  call('POST', `/api/payments/check-subscription-status/${paymentId}`, who);

const submit = async (body: { payment_id: string }) => {
  const answer = await request(portal.url, 'POST', '/api/transactions', body);
  expect(answer.status).toBe(201);
  return body.payment_id;
};
const openCardWallet = (overrides: Record<string, unknown> = {}) =>
  openCardPayment(portal.url, overrides);
const openCard = async (overrides: Record<string, unknown> = {}) =>
  (await openCardWallet(overrides)).paymentId;
/**
 * A card payment the payer paid on the checkout page while the processor's status API was down:
 * its callback could not be confirmed (recorded, answered 503), so it awaits an admin's check.
 */
const openCardPaidUnconfirmed = async () => {
  const { paymentId, paymentUrl } = await openCardWallet();
  await addFault(portal, 'card', { status: 503, times: 1 });
  expect((await checkout(paymentUrl, 'pay')).page).toContain('answered HTTP 503');
  return paymentId;
};
/** What the background work (deliveries, voucher checks, e-mails) wrote is written. */
const settled = () => portal.outboxes.settled();
/**
 * Runs an action while the fulfilment service refuses every webhook (400, not retried), so a
 * verified PRO payment stays awaiting its subscription for the admin actions to act on.
 */
const holdingSubscriptions = <T>(act: () => Promise<T>) =>
  whileFailing(portal, 'fulfilment', { status: 400 }, async () => {
    const answer = await act();
    await settled();
    return answer;
  });
const eventTypes = async (paymentId: string) => {
  await settled();
  return (await portal.eventStore.readStream(`transaction-${paymentId}`)).map(
    (event) => event.type,
  );
};
const readModel = async (paymentId: string) => {
  await settled();
  const head = await portal.eventStore.headPosition();
  if (head !== null) await portal.runner.waitFor(head, 2000);
  return portal.readStore.findOne<TransactionDoc>(transactionsCollection, { _id: paymentId });
};

const expectNothingAppended = async (refused: () => Promise<unknown>) => {
  await settled();
  const before = await portal.eventStore.headPosition();
  await refused();
  expect(await portal.eventStore.headPosition()).toBe(before);
};
const expectRefusal = (
  answer: { status: number; body: any },
  status: number,
  code: string,
  message?: string,
) => {
  expect(answer.status).toBe(status);
  expect(answer.body.error.code).toBe(code);
  if (message !== undefined) expect(answer.body.error.message).toBe(message);
};

describe('who may act on a payment', () => {
  const everyAction = (paymentId: string) => [
    () => action(paymentId, 'verify-payment', undefined, null),
    () => action(paymentId, 'mark-failed', { reason: 'r' }, null),
    () => action(paymentId, 'update-subscription', undefined, null),
    () => action(paymentId, 'force-verify-card', undefined, null),
    () => action(paymentId, 'mark-card-failed', { reason: 'r' }, null),
    () => setStatus(paymentId, { status: 'failed', notes: 'n' }, null),
    () => paygateVerify(paymentId, null),
    () => checkSubscription(paymentId, null),
  ];

  it('refuses every admin action without a session (401 TOKEN_EXPIRED), writing nothing', async () => {
    const paymentId = await submit(cryptoDonation());
    for (const send of everyAction(paymentId)) {
      await expectNothingAppended(async () => {
        expectRefusal(await send(), 401, 'TOKEN_EXPIRED');
      });
    }
  });

  it('refuses an unknown or forged token', async () => {
    const paymentId = await submit(cryptoDonation());
    const forged = { headers: unknownToken() };
    expectRefusal(
      await action(paymentId, 'verify-payment', undefined, forged),
      401,
      'TOKEN_EXPIRED',
    );
  });

  it('lets only a super admin set a status by hand (403 FORBIDDEN for an admin)', async () => {
    const paymentId = await submit(cryptoDonation());
    await expectNothingAppended(async () => {
      expectRefusal(
        await setStatus(paymentId, { status: 'failed', notes: 'n' }, alice),
        403,
        'FORBIDDEN',
      );
    });
  });

  it('answers INVALID_PAYMENT_ID for a path that is no payment ID, PAYMENT_NOT_FOUND for an unknown one', async () => {
    expectRefusal(await action('PAY-123', 'verify-payment'), 400, 'INVALID_PAYMENT_ID');
    expectRefusal(await paygateVerify('PAY-123'), 400, 'INVALID_PAYMENT_ID');
    await expectNothingAppended(async () => {
      expectRefusal(
        await action(newPaymentId(), 'verify-payment'),
        404,
        'PAYMENT_NOT_FOUND',
        'Payment not found. Please check your payment ID and try again.',
      );
      expectRefusal(await checkSubscription(newPaymentId()), 404, 'PAYMENT_NOT_FOUND');
      expectRefusal(await paygateVerify(newPaymentId()), 404, 'PAYMENT_NOT_FOUND');
    });
  });
});

describe('POST /api/transactions/{id}/verify-payment', () => {
  it('moves a PRO payment to awaiting subscription, requests it, and logs the acting admin', async () => {
    const paymentId = await submit(cryptoSubscription());
    const answer = await holdingSubscriptions(() =>
      action(paymentId.toLowerCase(), 'verify-payment', { notes: 'on chain' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      paymentId,
      status: 'pending_subscription_update',
    });
    expect(Number(answer.headers.get('x-log-position'))).toBe(answer.body.position);
    expect(await eventTypes(paymentId)).toEqual([
      'PaymentSubmitted',
      'PaymentVerified',
      'SubscriptionUpdateRequested',
      // The automatic delivery, refused by the fulfilment service here.
      'SubscriptionWebhookFailed',
    ]);
    const [, verified] = await portal.eventStore.readStream(`transaction-${paymentId}`);
    expect(verified?.metadata.actor).toMatchObject({ kind: 'admin', username: alice.username });
    const doc = await readModel(paymentId);
    expect(doc).toMatchObject({
      status: 'pending_subscription_update',
      payment_verified: true,
      notes: 'on chain',
    });
    expect(doc?.logs.at(1)).toMatchObject({
      action: 'payment_verified',
      admin_username: alice.username,
    });
    const tracked = await request(portal.url, 'GET', `/api/transactions/track/${paymentId}`);
    expect(tracked.body).toMatchObject({ paymentVerified: true, subscriptionUpdated: false });
  });

  it('completes a donation', async () => {
    const paymentId = await submit(cryptoDonation());
    expect((await action(paymentId, 'verify-payment')).body.status).toBe('completed');
  });

  it('refuses to modify a verified payment (409 PAYMENT_ALREADY_VERIFIED), writing nothing', async () => {
    const paymentId = await submit(cryptoSubscription());
    await action(paymentId, 'verify-payment');
    await expectNothingAppended(async () => {
      expectRefusal(
        await action(paymentId, 'verify-payment'),
        409,
        'PAYMENT_ALREADY_VERIFIED',
        'This payment has already been verified and cannot be modified.',
      );
      expectRefusal(
        await action(paymentId, 'mark-failed', { reason: 'r' }),
        409,
        'PAYMENT_ALREADY_VERIFIED',
      );
    });
  });

  it('refuses a body with unknown fields', async () => {
    const paymentId = await submit(cryptoDonation());
    const answer = await action(paymentId, 'verify-payment', { status: 'completed' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'status' });
  });
});

describe('POST /api/transactions/{id}/mark-failed', () => {
  it('refuses a missing or empty reason, writing nothing', async () => {
    const paymentId = await submit(cryptoDonation());
    await expectNothingAppended(async () => {
      for (const body of [undefined, {}, { reason: '' }, { reason: '   ' }, { reason: 7 }]) {
        const answer = await action(paymentId, 'mark-failed', body);
        expect(answer.status).toBe(400);
        expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'reason' });
      }
    });
  });

  it('fails a payment with its reason; a failed transaction stays failed (409 TRANSACTION_ALREADY_FAILED)', async () => {
    const paymentId = await submit(cryptoSubscription());
    const answer = await action(paymentId, 'mark-failed', { reason: 'txid not on chain' });
    expect(answer.body.status).toBe('failed');
    expect(await readModel(paymentId)).toMatchObject({
      status: 'failed',
      notes: 'txid not on chain',
    });
    await expectNothingAppended(async () => {
      for (const send of [
        () => action(paymentId, 'verify-payment'),
        () => action(paymentId, 'mark-failed', { reason: 'again' }),
        () => action(paymentId, 'update-subscription'),
        () => setStatus(paymentId, { status: 'completed', notes: 'n' }),
        () => checkSubscription(paymentId),
      ]) {
        expectRefusal(
          await send(),
          409,
          'TRANSACTION_ALREADY_FAILED',
          'There was an issue with your transaction. Please contact support for assistance.',
        );
      }
    });
  });
});

describe('subscriptions: update-subscription and check-subscription-status', () => {
  it('refuses to update before the payment is verified, and for a donation', async () => {
    const pro = await submit(cryptoSubscription());
    const donation = await submit(cryptoDonation());
    await action(donation, 'verify-payment');
    await expectNothingAppended(async () => {
      expectRefusal(await action(pro, 'update-subscription'), 409, 'PAYMENT_NOT_VERIFIED');
      expectRefusal(await checkSubscription(pro), 409, 'PAYMENT_NOT_VERIFIED');
      expectRefusal(await action(donation, 'update-subscription'), 409, 'NOT_A_SUBSCRIPTION');
      expectRefusal(await checkSubscription(donation), 409, 'NOT_A_SUBSCRIPTION');
    });
  });

  it('completes the payment by hand; a subscription cannot be updated twice (409 SUBSCRIPTION_ALREADY_UPDATED)', async () => {
    const paymentId = await submit(cryptoSubscription());
    await holdingSubscriptions(() => action(paymentId, 'verify-payment'));
    const answer = await action(paymentId, 'update-subscription', { notes: 'granted in the tool' });
    expect(answer.body.status).toBe('completed');
    expect(await readModel(paymentId)).toMatchObject({
      status: 'completed',
      subscription_updated: true,
    });
    await expectNothingAppended(async () => {
      expectRefusal(
        await action(paymentId, 'update-subscription'),
        409,
        'SUBSCRIPTION_ALREADY_UPDATED',
      );
      expectRefusal(await checkSubscription(paymentId), 409, 'SUBSCRIPTION_ALREADY_UPDATED');
    });
  });

  it('sends the subscription to the fulfilment service again when an admin checks, and completes the payment when it was delivered', async () => {
    const paymentId = await submit(cryptoSubscription());
    await holdingSubscriptions(() => action(paymentId, 'verify-payment'));
    const answer = await checkSubscription(paymentId, bob);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      status: 'webhook_sent',
      message: 'The fulfilment service accepted the subscription update (HTTP 200).',
      webhookResponse: { status: 200, body: expect.stringContaining('"received":true') },
      error: null,
      updated: true,
    });
    const requested = (await portal.eventStore.readStream(`transaction-${paymentId}`)).find(
      (event) => event.type === 'SubscriptionUpdateRequested',
    );
    const { requestId } = requested?.data as { requestId: string };
    // The refused automatic delivery, then the admin's: the same request, signed each time.
    const sent = await webhooksFor(portal, paymentId);
    expect(
      sent.map((webhook) => [webhook.eventId, webhook.signature.valid, webhook.answered]),
    ).toEqual([
      [requestId, true, 400],
      [requestId, true, 200],
    ]);
    expect(JSON.parse(sent[1]?.body ?? '{}')).toEqual({
      type: 'subscription.update_requested',
      eventId: requestId,
      paymentId,
      username: 'player_one',
      email: 'player@example.com',
      subscriptionDuration: '3_months',
    });
    expect(await readModel(paymentId)).toMatchObject({
      status: 'completed',
      subscription_updated: true,
    });
  });

  it('reports a failed delivery and keeps the payment awaiting its subscription, until a later check delivers', async () => {
    const paymentId = await submit(cryptoSubscription());
    await whileFailing(portal, 'fulfilment', { status: 503, body: 'maintenance' }, async () => {
      await action(paymentId, 'verify-payment');
      await settled();
      const failed = await checkSubscription(paymentId);
      expect(failed.status).toBe(200);
      expect(failed.body).toMatchObject({
        status: 'webhook_failed',
        message:
          'The fulfilment service did not accept the subscription update: HTTP 503. It will be tried again automatically.',
        webhookResponse: { status: 503, body: 'maintenance' },
        error: 'HTTP 503',
        updated: false,
      });
      expect((await readModel(paymentId))?.status).toBe('pending_subscription_update');
    });
    expect((await checkSubscription(paymentId)).body).toMatchObject({
      status: 'webhook_sent',
      updated: true,
    });
    expect(await eventTypes(paymentId)).toEqual([
      'PaymentSubmitted',
      'PaymentVerified',
      'SubscriptionUpdateRequested',
      'SubscriptionWebhookFailed',
      'SubscriptionWebhookFailed',
      'SubscriptionWebhookDelivered',
      'SubscriptionUpdated',
    ]);
  });

  it('refuses a body: the check takes none', async () => {
    const paymentId = await submit(cryptoSubscription());
    const answer = await call(
      'POST',
      `/api/payments/check-subscription-status/${paymentId}`,
      alice,
      {
        force: true,
      },
    );
    expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'force' });
  });
});

describe('PATCH /api/transactions/{id}/status', () => {
  it('sets a status by hand with its note, logging the super admin', async () => {
    const paymentId = await submit(cryptoSubscription());
    const answer = await setStatus(paymentId, { status: 'completed', notes: 'granted by phone' });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('completed');
    const doc = await readModel(paymentId);
    expect(doc).toMatchObject({
      status: 'completed',
      payment_verified: true,
      subscription_updated: true,
      notes: 'granted by phone',
    });
    expect(doc?.logs.at(-1)).toMatchObject({
      action: 'status_overridden',
      admin_username: root.username,
    });
  });

  it('fails a verified payment whose subscription cannot be granted', async () => {
    const paymentId = await submit(cryptoSubscription());
    await holdingSubscriptions(() => action(paymentId, 'verify-payment'));
    expect(
      (await setStatus(paymentId, { status: 'failed', notes: 'no such user' })).body.status,
    ).toBe('failed');
  });

  it('refuses to move a payment back or change a completed one', async () => {
    const paymentId = await submit(cryptoSubscription());
    await holdingSubscriptions(() => action(paymentId, 'verify-payment'));
    expectRefusal(
      await setStatus(paymentId, { status: 'pending_payment_verification', notes: 'n' }),
      409,
      'PAYMENT_ALREADY_VERIFIED',
    );
    await setStatus(paymentId, { status: 'completed', notes: 'n' });
    expectRefusal(
      await setStatus(paymentId, { status: 'failed', notes: 'n' }),
      409,
      'PAYMENT_ALREADY_VERIFIED',
    );
  });

  const refusals: [string, unknown, string][] = [
    ['no status', { notes: 'n' }, 'status'],
    ['an unknown status', { status: 'refunded', notes: 'n' }, 'status'],
    ['the status it already has', { status: 'pending_payment_verification', notes: 'n' }, 'status'],
    ['no notes', { status: 'failed' }, 'notes'],
    ['blank notes', { status: 'failed', notes: '  ' }, 'notes'],
    ['an unknown field', { status: 'failed', notes: 'n', by: 'x' }, 'by'],
  ];
  for (const [what, body, field] of refusals) {
    it(`answers 400 VALIDATION_ERROR for ${what}, writing nothing`, async () => {
      const paymentId = await submit(cryptoDonation());
      await expectNothingAppended(async () => {
        const answer = await setStatus(paymentId, body);
        expect(answer.status).toBe(400);
        expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field });
      });
    });
  }
});

describe('card payments: paygate-verify, force-verify-card, mark-card-failed', () => {
  it('shows the processor status of an unpaid card payment and changes nothing', async () => {
    const paymentId = await openCard();
    await expectNothingAppended(async () => {
      const answer = await paygateVerify(paymentId);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        success: true,
        paymentId,
        payGateResponse: { status: 'unpaid', value_coin: null, coin: null, txid_out: null },
        transactionUpdated: false,
        oldStatus: 'pending_payment_verification',
        newStatus: 'pending_payment_verification',
        position: null,
      });
    });
  });

  it('verifies a card payment the processor says is paid, and refuses a second check', async () => {
    const paymentId = await openCardPaidUnconfirmed();
    const answer = await paygateVerify(paymentId, bob);
    expect(answer.body).toMatchObject({
      payGateResponse: {
        status: 'paid',
        value_coin: '12.00',
        coin: 'polygon_usdc',
        txid_out: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      },
      transactionUpdated: true,
      oldStatus: 'pending_payment_verification',
      newStatus: 'pending_subscription_update',
    });
    expect((await eventTypes(paymentId)).slice(0, 5)).toEqual([
      'CardPaymentStarted',
      'CardCallbackRejected',
      'CardPaymentConfirmedByProvider',
      'PaymentVerified',
      'SubscriptionUpdateRequested',
    ]);
    expect(await readModel(paymentId)).toMatchObject({
      txid: answer.body.payGateResponse.txid_out,
      payment_verified: true,
    });
    expectRefusal(await paygateVerify(paymentId), 409, 'PAYMENT_ALREADY_VERIFIED');
  });

  it('refuses to ask the processor about a payment with no IPN token (409 NO_IPN_TOKEN)', async () => {
    const paymentId = await submit(cryptoDonation());
    expectRefusal(
      await paygateVerify(paymentId),
      409,
      'NO_IPN_TOKEN',
      'No IPN token found for this transaction',
    );
  });

  it('force-verifies a card payment, and refuses to on another method (409 WRONG_PAYMENT_METHOD)', async () => {
    const card = await openCard();
    expect(
      (await action(card, 'force-verify-card', { notes: 'seen in the dashboard' })).body.status,
    ).toBe('pending_subscription_update');
    const voucher = await submit(voucherSubscription());
    await expectNothingAppended(async () => {
      expectRefusal(await action(voucher, 'force-verify-card'), 409, 'WRONG_PAYMENT_METHOD');
      expectRefusal(
        await action(voucher, 'mark-card-failed', { reason: 'r' }),
        409,
        'WRONG_PAYMENT_METHOD',
      );
    });
  });

  it('marks a card payment failed with a reason, and refuses one without', async () => {
    const card = await openCard();
    expectRefusal(await action(card, 'mark-card-failed', {}), 400, 'VALIDATION_ERROR');
    const answer = await action(card, 'mark-card-failed', { reason: 'abandoned at checkout' });
    expect(answer.body.status).toBe('failed');
    expectRefusal(await paygateVerify(card), 409, 'TRANSACTION_ALREADY_FAILED');
  });
});

describe('two admins acting on one payment at once', () => {
  it('lets one verify and gives the other a clear conflict, with exactly one verification recorded', async () => {
    for (let round = 0; round < 10; round += 1) {
      const paymentId = await submit(cryptoSubscription());
      const answers = await Promise.all([
        action(paymentId, 'verify-payment', undefined, alice),
        action(paymentId, 'verify-payment', undefined, bob),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const loser = answers.find((a) => a.status === 409);
      expect(['PAYMENT_ALREADY_VERIFIED', 'CONCURRENT_MODIFICATION']).toContain(
        loser?.body.error.code,
      );
      const types = await eventTypes(paymentId);
      expect(types.slice(0, 3)).toEqual([
        'PaymentSubmitted',
        'PaymentVerified',
        'SubscriptionUpdateRequested',
      ]);
      expect(types.filter((type) => type === 'PaymentVerified')).toHaveLength(1);
    }
  });

  it('lets exactly one of a verification and a failure win', async () => {
    for (let round = 0; round < 10; round += 1) {
      const paymentId = await submit(cryptoDonation());
      const answers = await Promise.all([
        action(paymentId, 'verify-payment', undefined, alice),
        action(paymentId, 'mark-failed', { reason: 'not found' }, bob),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const types = await eventTypes(paymentId);
      expect(types).toHaveLength(2);
      expect(['PaymentVerified', 'PaymentFailed']).toContain(types[1]);
    }
  });

  it('lets one of two processor checks verify a paid card payment', async () => {
    const paymentId = await openCardPaidUnconfirmed();
    const answers = await Promise.all([
      paygateVerify(paymentId, alice),
      paygateVerify(paymentId, bob),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await eventTypes(paymentId)).filter((type) => type === 'PaymentVerified')).toHaveLength(
      1,
    );
  });
});
