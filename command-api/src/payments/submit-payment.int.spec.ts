import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBox, streams, type EventStore, type SubmittedCryptoQuote } from '@ghost/events';
import type { SubmissionRequest } from '@ghost/events/contract';
import { temporarySqliteStore } from '@ghost/events/testing';
import type { CommandContext } from '../handling/command-context.js';
import { fallbackPriceBook } from './price-book.js';
import { submitPayment, type QuotedCryptoSubmission } from './submit-payment.js';

// The claim of a crypto hash at the moment a stranger takes it: the payer looked, found the hash
// free, and the stranger's claim was appended before the payer's.
const storeOf = temporarySqliteStore('submit-claims');
/** Each submission its own command (event ids follow from it). */
const contextOf = (commandId: string): CommandContext => ({
  actor: { kind: 'visitor', id: 'test' },
  commandId,
  correlationId: commandId,
  now: new Date('2026-11-22T10:05:00.000Z'),
});
/** A payment ID as a browser makes it: GHOST-{timestamp}-{22 random letters or digits}. */
const newPaymentId = () => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const random = [...randomBytes(22)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `GHOST-1732291234567-${random}`;
};
const donation = (txid: string): SubmissionRequest => ({
  payment_id: newPaymentId(),
  txid,
  type: 'donation',
  payment_method: 'crypto',
  crypto_type: 'btc',
  amount: 12,
  currency: 'USD',
});
const quote = (quoteId: string): SubmittedCryptoQuote => ({
  quoteId,
  cryptoAmount: '0.00018751',
  units: '18751',
  rate: '64000',
  currency: 'USD',
  address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
  network: 'bitcoin',
  issuedAt: '2026-11-22T10:00:00.000Z',
  expiresAt: '2026-11-22T10:15:00.000Z',
});
const depsOf = (eventStore: EventStore) => ({
  eventStore,
  priceBook: fallbackPriceBook,
  secretBox: new SecretBox(SecretBox.generateKey()),
  onCompensationFailure: () => undefined,
});

/** The store, where `beforeFirstAppend` runs just before the first append it is asked for. */
const interleaved = (store: EventStore, beforeFirstAppend: () => Promise<unknown>): EventStore => {
  let first = true;
  return new Proxy(store, {
    get: (inner, property) => {
      if (property !== 'appendToStreams') return Reflect.get(inner, property) as unknown;
      return async (...args: Parameters<EventStore['appendToStreams']>) => {
        if (first) {
          first = false;
          await beforeFirstAppend();
        }
        return inner.appendToStreams(...args);
      };
    },
  });
};

describe('claiming a crypto hash while a stranger claims it', () => {
  it('accepts the payer the transfer is proved to carry when the stranger’s claim lands first', async () => {
    const txid = 'c'.repeat(64);
    const stranger = donation(txid);
    const payer = donation(txid);
    const quoted: QuotedCryptoSubmission = { quote: quote('q-race-1'), seen: 'confirming' };
    const store = interleaved(storeOf(), () =>
      submitPayment(depsOf(storeOf()), stranger, contextOf(randomUUID())),
    );

    await submitPayment(depsOf(store), payer, contextOf(randomUUID()), quoted);
    const [submitted] = await storeOf().readStream(streams.transaction(payer.payment_id));
    expect(submitted?.data).toMatchObject({ contests: stranger.payment_id });
    expect(await storeOf().readStream(streams.transaction(stranger.payment_id))).toHaveLength(1);
  });

  it('refuses a payer the chain has not shown the transfer to carry: DUPLICATE_TXID, as before', async () => {
    const txid = 'd'.repeat(64);
    const stranger = donation(txid);
    const payer = donation(txid);
    const store = interleaved(storeOf(), () =>
      submitPayment(depsOf(storeOf()), stranger, contextOf(randomUUID())),
    );

    await expect(
      submitPayment(depsOf(store), payer, contextOf(randomUUID()), {
        quote: quote('q-race-2'),
        seen: null,
      }),
    ).rejects.toMatchObject({ code: 'DUPLICATE_TXID' });
    expect(await storeOf().readStream(streams.transaction(payer.payment_id))).toHaveLength(0);
  });
});
