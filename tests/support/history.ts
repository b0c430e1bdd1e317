import { randomBytes } from 'node:crypto';
import {
  streams,
  type CryptoType,
  type EventOf,
  type EventStore,
  type PaymentMethod,
  type PaymentSubmitted,
} from '@ghost/events';
import { newEvent } from '@ghost/events/testing';
import { newPaymentId } from './test-portal.js';

export type Submission = EventOf<typeof PaymentSubmitted>['data'] & { createdAt: string };

/**
 * Writes a submitted payment straight into the log at a chosen time and of any method (the card
 * ones too, whose events are the payments' to write), for tests of the read side.
 */
export const recordSubmission = async (
  eventStore: EventStore,
  overrides: Partial<Submission> & { createdAt: string },
): Promise<Submission & { position: number }> => {
  const method: PaymentMethod = overrides.method ?? 'crypto';
  const data: Submission = {
    paymentId: newPaymentId(),
    type: 'donation',
    method,
    cryptoType: method === 'crypto' ? 'eth' : null,
    txid: `0x${randomBytes(32).toString('hex')}`,
    amount: { minor: 1200, currency: 'USD' },
    region: null,
    username: null,
    email: null,
    subscriptionDuration: null,
    priceRef: null,
    ...overrides,
  };
  const { createdAt, ...event } = data;
  const written = await eventStore.append(
    streams.transaction(data.paymentId),
    [newEvent('PaymentSubmitted', event, { occurredAt: createdAt })],
    'no_stream',
  );
  return { ...data, position: written.position };
};

export const coins: readonly CryptoType[] = ['btc', 'eth', 'usdt', 'bnb', 'sol', 'usdc'];
