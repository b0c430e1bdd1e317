import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DomainError, SqliteEventStore } from '@ghost/events';
import type { CardWalletRequest } from '@ghost/events/contract';
import { CardCallbackLinks, CardCallbackTokens } from '../integrations/paygate/callback-links.js';
import { OutsideSystemError } from '../integrations/outbound/outside-call.js';
import type { CardProcessor } from '../ports/card-processor.js';
import { fallbackPriceBook } from './price-book.js';
import { startCardPayment } from './start-card-payment.js';

let dir: string;
let eventStore: SqliteEventStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ghost-card-'));
  eventStore = new SqliteEventStore(join(dir, 'events.db'));
});
afterEach(async () => {
  await eventStore.close();
  rmSync(dir, { recursive: true, force: true });
});

const request: CardWalletRequest = {
  amount: 12,
  currency: 'USD',
  provider: 'ramp',
  userInfo: { username: 'player1', email: 'player1@example.com' },
  paymentType: 'ghost-eshop-pro',
  subscriptionDuration: '3_months',
};
const context = {
  actor: { kind: 'visitor', id: 'anonymous' },
  commandId: '2b1e4c1a-3f55-4b7e-9d4c-6a1f0e9b7c21',
  correlationId: 'c',
  now: new Date('2026-11-22T10:00:00.000Z'),
} as const;

const tokens = new CardCallbackTokens(Buffer.alloc(32, 7));
const callbackLinks = new CardCallbackLinks(
  'https://pay.example/api/payments/card/callback',
  tokens,
);

const processor = (createWallet: CardProcessor['createWallet']) => {
  const calls: unknown[] = [];
  const double: CardProcessor = {
    createWallet: (input) => {
      calls.push(input);
      return createWallet(input);
    },
    checkPayment: () => Promise.reject(new Error('not used')),
  };
  return { double, calls };
};

const start = (cardProcessor: CardProcessor, overrides: Partial<CardWalletRequest> = {}) =>
  startCardPayment(
    {
      eventStore,
      priceBook: fallbackPriceBook,
      cardProcessor,
      callbackLinks,
      onProcessorFailure: () => undefined,
    },
    { ...request, ...overrides },
    context,
  );

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
};

describe('opening a card wallet', () => {
  it("gives the processor the payment, its amount and the portal's callback address", async () => {
    const { double, calls } = processor(() =>
      Promise.resolve({ ipnToken: 't', paymentUrl: 'https://checkout.example/t' }),
    );
    const answer = await start(double);
    expect(calls).toEqual([
      {
        paymentId: answer.paymentId,
        amount: { minor: 1200, currency: 'USD' },
        provider: 'ramp',
        email: 'player1@example.com',
        callbackUrl: `https://pay.example/api/payments/card/callback?payment_id=${answer.paymentId}&token=${tokens.tokenFor(answer.paymentId)}`,
      },
    ]);
    expect(answer.paymentUrl).toBe('https://checkout.example/t');
  });

  it('opens no wallet for a payment the rules refuse', async () => {
    const { double, calls } = processor(() => Promise.resolve({ ipnToken: 't', paymentUrl: 'u' }));
    const error = await refusal(start(double, { provider: 'banxa' }));
    expect(error.message).toBe('Selected provider is not available for this amount');
    expect(calls).toHaveLength(0);
  });

  it('answers CARD_WALLET_FAILED when the processor fails, recording nothing', async () => {
    const { double } = processor(() =>
      Promise.reject(
        new OutsideSystemError('card processor', 'network', 'ECONNREFUSED: connection refused'),
      ),
    );
    const error = await refusal(start(double));
    expect(error.code).toBe('CARD_WALLET_FAILED');
    expect(error.message).toBe(
      'Unable to create payment wallet. Please try again in a few minutes.',
    );
    expect(await eventStore.headPosition()).toBeNull();
  });

  it("lets a failure that is not the processor's surface as one, recording nothing", async () => {
    const { double } = processor(() => Promise.reject(new TypeError('a bug')));
    await expect(start(double)).rejects.toBeInstanceOf(TypeError);
    expect(await eventStore.headPosition()).toBeNull();
  });

  it('answers PAYMENT_URL_MISSING when the processor gives no payment page, recording nothing', async () => {
    const { double } = processor(() => Promise.resolve({ ipnToken: 't', paymentUrl: '' }));
    const error = await refusal(start(double));
    expect(error.code).toBe('PAYMENT_URL_MISSING');
    expect(error.message).toBe('No payment URL received');
    expect(await eventStore.headPosition()).toBeNull();
  });
});
