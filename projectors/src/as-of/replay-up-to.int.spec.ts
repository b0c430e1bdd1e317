import { describe, expect, it } from 'vitest';
import { streams, type EventOf, type PaymentSubmitted } from '@ghost/events';
import { InMemoryReadStore } from '../read-store/in-memory-read-store.js';
import { readModels } from '../read-models.js';
import { ProjectionRunner } from '../runner/projection-runner.js';
import { statsCollection, type StatsDoc } from '../stats/stats-doc.js';
import { ArrayEventStore } from '../testing/array-event-store.js';
import { transactionsCollection, type TransactionDoc } from '../transactions/transaction-doc.js';
import { replayUpTo } from './replay-up-to.js';

const submitted = (paymentId: string): EventOf<typeof PaymentSubmitted>['data'] => ({
  paymentId,
  type: 'donation',
  method: 'crypto',
  cryptoType: 'eth',
  txid: `tx-${paymentId}`,
  amount: { minor: 2500, currency: 'USD' },
  region: null,
  username: null,
  email: null,
  subscriptionDuration: null,
  priceRef: null,
});

/** Two payments: the first submitted then verified, the second submitted last. */
const history = () => {
  const log = new ArrayEventStore();
  const first = log.record(
    streams.transaction('GHOST-1'),
    'PaymentSubmitted',
    submitted('GHOST-1'),
    '2026-11-22T10:00:00.000Z',
  );
  const verified = log.record(
    streams.transaction('GHOST-1'),
    'PaymentVerified',
    { by: 'admin', notes: null },
    '2026-11-22T11:00:00.000Z',
  );
  log.record(
    streams.transaction('GHOST-2'),
    'PaymentSubmitted',
    submitted('GHOST-2'),
    '2026-11-22T12:00:00.000Z',
  );
  return { log, first, verified };
};

const statusesIn = async (store: InMemoryReadStore) =>
  (await store.find<TransactionDoc>(transactionsCollection, {}, { sort: { _id: 1 } })).map(
    (doc) => [doc._id, doc.status],
  );

describe('the read models as of a position', () => {
  it('answers the transactions as they stood then, from a replay that stops there', async () => {
    const { log, first, verified } = history();
    expect(await statusesIn(await replayUpTo(log, first.position, readModels))).toEqual([
      ['GHOST-1', 'pending_payment_verification'],
    ]);
    expect(await statusesIn(await replayUpTo(log, verified.position, readModels))).toEqual([
      ['GHOST-1', 'completed'],
    ]);
  });

  it('keeps the stats of the moment in a store of their own, never the live read models', async () => {
    const { log, first } = history();
    const live = new InMemoryReadStore();
    const runner = new ProjectionRunner(log, live, readModels);
    await runner.start();
    const asOf = await replayUpTo(log, first.position, readModels);
    const totals = async (store: InMemoryReadStore) =>
      (await store.find<StatsDoc>(statsCollection, {})).length;
    expect(await totals(asOf)).toBeGreaterThan(0);
    expect(await statusesIn(live)).toEqual([
      ['GHOST-1', 'completed'],
      ['GHOST-2', 'pending_payment_verification'],
    ]);
    await runner.stop();
  });
});
