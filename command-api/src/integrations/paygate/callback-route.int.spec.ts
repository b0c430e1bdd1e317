import Router from '@koa/router';
import Koa from 'koa';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '@ghost/events';
import { errorMiddleware, jsonBody } from '@ghost/events/http';
import { createCardProcessorSandbox } from '../../sandboxes/card-processor/card-processor-sandbox.js';
import { listenSandbox, type RunningSandbox } from '../../sandboxes/running-sandbox.js';
import { CardCallbackLinks, CardCallbackTokens } from './callback-links.js';
import {
  cardCallbackPath,
  cardCallbackRoutes,
  type CardCallbackHandler,
  type CardCallbackRejection,
} from './callback-route.js';
import { PayGateCardProcessor } from './paygate-card-processor.js';
import type { CardConfirmation, RecordedCardPayment } from './verify-card-callback.js';

/** Stands in for the payments feature: remembers payments and what the route asked to record. */
class FakeHandler implements CardCallbackHandler {
  payments = new Map<string, RecordedCardPayment>();
  confirmed: CardConfirmation[] = [];
  rejected: CardCallbackRejection[] = [];
  private position = 0;

  findCardPayment(paymentId: string) {
    return Promise.resolve(this.payments.get(paymentId) ?? null);
  }
  confirm(confirmation: CardConfirmation) {
    this.confirmed.push(confirmation);
    const payment = this.payments.get(confirmation.paymentId);
    if (payment) payment.confirmed = true;
    return Promise.resolve((this.position += 1));
  }
  reject(rejection: CardCallbackRejection) {
    this.rejected.push(rejection);
    return Promise.resolve((this.position += 1));
  }
}

const merchantWallet = '0x2222222222222222222222222222222222222222';
const sandbox = createCardProcessorSandbox({ callbackTimeoutMs: 3000 });
const handler = new FakeHandler();
const tokens = new CardCallbackTokens(Buffer.alloc(32, 3));
let processorSite: RunningSandbox;
let shop: RunningSandbox;
let links: CardCallbackLinks;
let processor: PayGateCardProcessor;
let sequence = 0;

const newPaymentId = () =>
  `GHOST-1732291234567-CALLBACKTEST${String((sequence += 1)).padStart(8, '0')}`;

beforeAll(async () => {
  processorSite = await listenSandbox(sandbox.app);
  processor = new PayGateCardProcessor({
    apiUrl: processorSite.url,
    checkoutUrl: processorSite.url,
    merchantWallet,
    timeoutMs: 2000,
  });
  // The shop: the callback route mounted as the command service mounts its routes.
  const app = new Koa();
  const api = new Router({ prefix: '/api' });
  api.use(
    cardCallbackRoutes({
      handler,
      processor,
      tokens,
      toleranceBasisPoints: 200,
      clock: () => new Date('2025-01-01T12:00:00Z'),
      log: createLogger('test', 'silent'),
    }).routes(),
  );
  app.use(errorMiddleware(() => undefined));
  app.use(jsonBody());
  app.use(api.routes());
  shop = await listenSandbox(app);
  links = new CardCallbackLinks(`${shop.url}/api${cardCallbackPath}`, tokens);
});
afterAll(async () => {
  await shop.close();
  await processorSite.close();
});
beforeEach(() => {
  handler.confirmed = [];
  handler.rejected = [];
});
afterEach(() => {
  sandbox.faults.clear();
});

/** A card payment as the create-wallet route would start it. */
const startPayment = async (amountMinor = 1200) => {
  const paymentId = newPaymentId();
  const wallet = await processor.createWallet({
    paymentId,
    amount: { minor: amountMinor, currency: 'USD' },
    provider: 'ramp',
    email: 'player1@example.com',
    callbackUrl: links.urlFor(paymentId),
  });
  handler.payments.set(paymentId, {
    paymentId,
    ipnToken: wallet.ipnToken,
    amount: { minor: amountMinor, currency: 'USD' },
    confirmed: false,
    closed: false,
  });
  return { paymentId, wallet };
};

/** Opens the checkout page and submits its form as a tester's browser would. */
const checkout = async (
  paymentUrl: string,
  button: 'pay' | 'abandon',
  forwarded?: string,
): Promise<{ page: string; status: number }> => {
  const page = await fetch(paymentUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const fields = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) {
    fields.set(name!, value!.replaceAll('&amp;', '&').replaceAll('&quot;', '"'));
  }
  if (forwarded !== undefined) fields.set('value_coin', forwarded);
  const action = new URL(button === 'pay' ? 'checkout/pay' : 'checkout/abandon', paymentUrl);
  const answer = await fetch(action, { method: 'POST', body: fields });
  return { page: await answer.text(), status: answer.status };
};

const callbackWith = (params: Record<string, string>) =>
  fetch(`${shop.url}/api${cardCallbackPath}?${new URLSearchParams(params).toString()}`);

describe('the card processor callback', () => {
  it('serves a real checkout page with the amount, the provider and its estimated total', async () => {
    const { wallet } = await startPayment(2300);
    const page = await fetch(wallet.paymentUrl);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<h1>Pay with Ramp Network</h1>');
    expect(html).toContain('23.00 USD');
    expect(html).toContain('26.17 USD');
    expect(html).toContain('Abandon payment');
  });

  it('verifies a payment automatically when the tester pays on the checkout page', async () => {
    const { paymentId, wallet } = await startPayment();
    const result = await checkout(wallet.paymentUrl, 'pay');
    expect(result.page).toContain('answered HTTP 200');
    expect(handler.rejected).toEqual([]);
    expect(handler.confirmed).toEqual([
      expect.objectContaining({
        paymentId,
        ipnToken: wallet.ipnToken,
        valueCoin: '12.00',
        coin: 'polygon_usdc',
      }),
    ]);
    expect(handler.confirmed[0]?.txidOut).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await processor.checkPayment(wallet.ipnToken)).status).toBe('paid');
  });

  it('calls nobody back when the tester abandons the payment', async () => {
    const { wallet } = await startPayment();
    const result = await checkout(wallet.paymentUrl, 'abandon');
    expect(result.page).toContain('Payment abandoned');
    expect(handler.confirmed).toEqual([]);
    expect(handler.rejected).toEqual([]);
    expect((await processor.checkPayment(wallet.ipnToken)).status).toBe('unpaid');
  });

  it('refuses and records a paid callback for less than the amount owed', async () => {
    const { paymentId, wallet } = await startPayment();
    const result = await checkout(wallet.paymentUrl, 'pay', '3.00');
    expect(result.page).toContain('answered HTTP 403');
    expect(handler.confirmed).toEqual([]);
    expect(handler.rejected).toEqual([
      expect.objectContaining({ paymentId, known: true, reason: 'wrong_amount' }),
    ]);
  });

  it('refuses and records a replay of a callback already accepted', async () => {
    const { paymentId, wallet } = await startPayment();
    await checkout(wallet.paymentUrl, 'pay');
    const sent = sandbox.wallets.byIpnToken(wallet.ipnToken)?.payment?.callback?.url;
    const replay = await fetch(sent!);
    expect(replay.status).toBe(403);
    expect(((await replay.json()) as any).error).toMatchObject({
      code: 'CARD_CALLBACK_REJECTED',
      reason: 'replay',
    });
    expect(handler.confirmed).toHaveLength(1);
    expect(handler.rejected).toEqual([
      expect.objectContaining({ paymentId, known: true, reason: 'replay' }),
    ]);
  });

  it('refuses and records a forged callback with a token not made for the payment', async () => {
    const { paymentId } = await startPayment();
    const answer = await callbackWith({
      payment_id: paymentId,
      token: 'forged',
      value_coin: '12.00',
      coin: 'polygon_usdc',
    });
    expect(answer.status).toBe(403);
    expect(answer.headers.get('x-log-position')).not.toBeNull();
    expect(handler.rejected).toEqual([
      expect.objectContaining({
        paymentId,
        known: true,
        reason: 'unknown_token',
        from: expect.any(String),
        receivedAt: new Date('2025-01-01T12:00:00Z'),
      }),
    ]);
    expect(handler.confirmed).toEqual([]);
  });

  it('refuses and records a callback for a payment that does not exist', async () => {
    const paymentId = newPaymentId();
    const answer = await callbackWith({
      payment_id: paymentId,
      token: tokens.tokenFor(paymentId),
      value_coin: '12.00',
    });
    expect(answer.status).toBe(403);
    expect(handler.rejected).toEqual([
      expect.objectContaining({ paymentId, known: false, reason: 'unknown_payment' }),
    ]);
  });

  it('refuses a callback with the right token while the processor says the payment is unpaid', async () => {
    const { paymentId } = await startPayment();
    const answer = await callbackWith({
      payment_id: paymentId,
      token: tokens.tokenFor(paymentId),
      value_coin: '12.00',
      coin: 'polygon_usdc',
    });
    expect(answer.status).toBe(403);
    expect(handler.rejected).toEqual([expect.objectContaining({ reason: 'not_paid' })]);
    expect(handler.confirmed).toEqual([]);
  });

  it('answers 503 and records the callback when the processor cannot be asked', async () => {
    const { paymentId } = await startPayment();
    sandbox.faults.add({ status: 503, times: 1 });
    const answer = await callbackWith({
      payment_id: paymentId,
      token: tokens.tokenFor(paymentId),
      value_coin: '12.00',
    });
    expect(answer.status).toBe(503);
    expect(handler.rejected).toEqual([
      expect.objectContaining({ paymentId, reason: 'processor_unreachable' }),
    ]);
    expect(handler.rejected[0]?.detail).toContain('HTTP 503');
  });

  it('refuses and records a callback that names no payment', async () => {
    const answer = await callbackWith({ value_coin: '12.00' });
    expect(answer.status).toBe(403);
    expect(handler.rejected).toEqual([
      expect.objectContaining({ paymentId: null, known: false, reason: 'malformed' }),
    ]);
  });
});
