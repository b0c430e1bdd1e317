import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../support/http.js';
import { openCardPayment } from '../support/payment-requests.js';
import { newPaymentId, startTestPortal, type TestPortal } from '../support/test-portal.js';

/*
 * Anyone can call the card processor's callback. A refusal for a payment the portal does not
 * know is counted, not recorded, and each address is limited: a flood of invented payment IDs
 * moves the log's head not at all.
 */
const cardCallbacksPerMinute = 12;

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ rateLimits: { cardCallbacksPerMinute } });
});
afterAll(async () => {
  await portal.destroy();
});

const callback = (params: Record<string, string>) =>
  request(
    portal.url,
    'GET',
    `/api/payments/card/callback?${new URLSearchParams(params).toString()}`,
  );

/** A callback from another loopback address than the specs' 127.0.0.1: another caller. */
const callbackFrom = (localAddress: string, query: string) =>
  new Promise<number>((resolve, reject) => {
    const call = httpRequest(
      `${portal.url}/api/payments/card/callback?${query}`,
      { localAddress },
      (answer) => {
        answer.resume();
        answer.on('end', () => {
          resolve(answer.statusCode ?? 0);
        });
      },
    );
    call.on('error', reject);
    call.end();
  });

/** The refusals counted on the metrics, by reason and whether recorded. */
const refusalsCounted = async () => {
  const { text } = await portal.metrics.exposition();
  return Object.fromEntries(
    [...text.matchAll(/^ghost_card_callback_refusals_total\{([^}]*)\} (\d+)$/gm)].map((match) => [
      match[1],
      Number(match[2]),
    ]),
  );
};

describe('a flood of card callbacks naming payments that do not exist', () => {
  it('leaves the log where it was, is counted, and is answered 429 with Retry-After beyond the limit', async () => {
    const head = await portal.eventStore.headPosition();
    const answers = [];
    for (let n = 0; n < cardCallbacksPerMinute + 8; n += 1) {
      answers.push(
        await callback({ payment_id: newPaymentId(), token: 'forged', value_coin: '170.00' }),
      );
    }
    const refused = answers.slice(0, cardCallbacksPerMinute);
    expect(refused.map((answer) => answer.status)).toEqual(refused.map(() => 403));
    expect(refused[0]?.body.error).toMatchObject({
      code: 'CARD_CALLBACK_REJECTED',
      reason: 'unknown_payment',
    });
    const limited = answers.slice(cardCallbacksPerMinute);
    expect(limited.map((answer) => answer.status)).toEqual(limited.map(() => 429));
    expect(limited[0]?.body.error.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(limited[0]?.headers.get('retry-after'))).toBeGreaterThan(0);

    expect(await portal.eventStore.headPosition()).toBe(head);
    expect(await refusalsCounted()).toMatchObject({
      'reason="unknown_payment",recorded="false"': cardCallbacksPerMinute,
    });
  });
});

describe('a refused callback for a card payment the portal knows', () => {
  it('is still recorded on the payment, for the audit, and counted as recorded', async () => {
    const { paymentId } = await openCardPayment(portal.url);
    const stream = `transaction-${paymentId}`;
    const before = await portal.eventStore.readStream(stream);
    // From another address than the flood's, which is over its limit.
    expect(
      await callbackFrom('127.0.0.3', `payment_id=${paymentId}&token=forged&value_coin=12.00`),
    ).toBe(403);
    const after = await portal.eventStore.readStream(stream);
    expect(after.slice(before.length).map((event) => [event.type, event.data])).toEqual([
      ['CardCallbackRejected', expect.objectContaining({ reason: 'unknown_token' })],
    ]);
    expect(await refusalsCounted()).toMatchObject({
      'reason="unknown_token",recorded="true"': 1,
    });
  });
});
