import { describe, expect, it } from 'vitest';
import { streams, type SubscribeOptions } from '@ghost/events';
import { transactionsCollection } from '@ghost/projectors';
import { ArrayEventStore } from '@ghost/projectors/testing';
import { AsOfBooks } from './as-of-books.js';

/** A log that counts the replays read from it. */
class CountedLog extends ArrayEventStore {
  replays = 0;

  override subscribe(options: SubscribeOptions) {
    this.replays += 1;
    return super.subscribe(options);
  }
}

const submission = (paymentId: string) => ({
  paymentId,
  type: 'donation',
  method: 'crypto',
  cryptoType: 'eth',
  txid: `tx-${paymentId}`,
  amount: { minor: 100, currency: 'USD' },
  region: null,
  username: null,
  email: null,
  subscriptionDuration: null,
  priceRef: null,
});

const logOf = (payments: number) => {
  const log = new CountedLog();
  for (let n = 1; n <= payments; n += 1) {
    const id = `GHOST-${n}`;
    log.record(
      streams.transaction(id),
      'PaymentSubmitted',
      submission(id),
      new Date(n).toISOString(),
    );
  }
  return log;
};

describe('the books as of a moment', () => {
  it('replays the log once for a moment, and answers the same moment again from that store', async () => {
    const log = logOf(3);
    const books = new AsOfBooks(log);
    const [first, second] = await Promise.all([books.at(2), books.at(2)]);
    expect(second).toBe(first);
    expect(await books.at(2)).toBe(first);
    expect(log.replays).toBe(1);
    expect(await first.find(transactionsCollection, {})).toHaveLength(2);
  });

  it('keeps a few moments, the least recently asked about forgotten first', async () => {
    const log = logOf(4);
    const books = new AsOfBooks(log, { keep: 2 });
    const one = await books.at(1);
    await books.at(2);
    await books.at(1);
    await books.at(3);
    expect(await books.at(1)).toBe(one);
    expect(log.replays).toBe(3);
    await books.at(2);
    expect(log.replays).toBe(4);
  });

  it('answers the moment before the first event with empty books, replaying nothing', async () => {
    const log = logOf(2);
    const books = new AsOfBooks(log);
    expect(await (await books.at(null)).find(transactionsCollection, {})).toEqual([]);
    expect(log.replays).toBe(0);
  });
});
