import { describe, expect, it } from 'vitest';
import {
  cryptoTypes,
  streams,
  type CryptoType,
  type EventOf,
  type PaymentMethod,
  type PaymentSubmitted,
  type StoredEvent,
  type TransactionStatus,
} from '@ghost/events';
import {
  cardAwaitingCollection,
  InMemoryReadStore,
  isDerived,
  ProjectionRunner,
  readModels,
  transactionsCollection,
  type Projection,
  type ReadModel,
  type TransactionDoc,
} from '@ghost/projectors';
import { ArrayEventStore } from '@ghost/projectors/testing';
import { defaultUsdRates, revenueStatuses, toDollars } from './revenue.js';
import { StatsReader } from './stats-reader.js';

/** A seeded generator (mulberry32), so a failing history can be replayed from its seed. */
const seeded = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
};

/**
 * Status changes, until the transaction events that make them are in the catalogue: a test-only
 * event sets the status of the transaction document, which is all the stats read from it.
 */
const statusChanged = 'TestStatusChanged';
const withStatusChanges = (model: ReadModel): ReadModel => {
  if (isDerived(model) || model.collection !== transactionsCollection) return model;
  const transactions = model as Projection<TransactionDoc>;
  const withChanges: Projection<TransactionDoc> = {
    ...transactions,
    canHandle: [...transactions.canHandle, statusChanged],
    evolve: (doc, event, key) =>
      event.type === statusChanged && doc
        ? {
            ...doc,
            status: (event.data as { status: TransactionStatus }).status,
            updated_at: event.metadata.occurredAt,
          }
        : transactions.evolve(doc, event, key),
  };
  return withChanges;
};

interface Truth {
  created: number;
  status: TransactionStatus;
  minor: number;
  currency: string;
  method: PaymentMethod;
  coin: CryptoType | null;
}

const statuses: readonly TransactionStatus[] = [
  'pending_payment_verification',
  'pending_subscription_update',
  'completed',
  'failed',
];
const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

/** The stats answers computed the slow way: a look at every transaction. */
const bruteForce = (truth: ReadonlyMap<string, Truth>, now: Date) => {
  const all = [...truth.values()];
  const revenueOf = (list: Truth[]) => {
    const byCurrency: Record<string, number> = {};
    for (const t of list) {
      if (revenueStatuses.includes(t.status)) {
        byCurrency[t.currency] = (byCurrency[t.currency] ?? 0) + t.minor;
      }
    }
    return toDollars(byCurrency, defaultUsdRates);
  };
  const having = (list: Truth[], status: TransactionStatus) =>
    list.filter((t) => t.status === status).length;
  const end = now.getTime() - (now.getTime() % minuteMs) + minuteMs;
  const within = (minutes: number) =>
    all.filter((t) => t.created >= end - minutes * minuteMs && t.created < end);
  const period = (list: Truth[]) => ({
    revenue: revenueOf(list),
    transactions: list.length,
    completed: having(list, 'completed'),
    pending:
      having(list, 'pending_payment_verification') + having(list, 'pending_subscription_update'),
  });
  const week = within(7 * 24 * 60);
  const awaitingCards = all.filter(
    (t) => t.method === 'card' && t.status === 'pending_payment_verification',
  );
  const awaitingValue: Record<string, number> = {};
  for (const t of awaitingCards) {
    awaitingValue[t.currency] = (awaitingValue[t.currency] ?? 0) + t.minor;
  }
  return {
    summary: {
      totalRevenue: revenueOf(all),
      totalTransactions: all.length,
      pendingPaymentVerification: having(all, 'pending_payment_verification'),
      pendingSubscriptionUpdate: having(all, 'pending_subscription_update'),
      completedTransactions: having(all, 'completed'),
      failedTransactions: having(all, 'failed'),
    },
    period: {
      last24Hours: period(within(24 * 60)),
      last7Days: period(week),
      cryptoBreakdown: cryptoTypes
        .map((coin) => {
          const ofCoin = week.filter((t) => t.coin === coin);
          return { crypto_type: coin, count: ofCoin.length, revenue: revenueOf(ofCoin) };
        })
        .filter((entry) => entry.count > 0),
    },
    cardAwaiting: {
      count: awaitingCards.length,
      totalValueUsd: toDollars(awaitingValue, defaultUsdRates),
    },
  };
};

describe('the stats read model', () => {
  it('answers every stats call exactly as a look at every transaction would, through a random history of 20,000 events', async () => {
    const seed = Number(process.env.STATS_SEED ?? Date.now() % 1_000_000);
    const random = seeded(seed);
    const store = new ArrayEventStore();
    const readStore = new InMemoryReadStore();
    const runner = new ProjectionRunner(store, readStore, readModels.map(withStatusChanges), {
      maxBatch: 1 + random.int(400),
    });
    await runner.start();
    const stats = new StatsReader(readStore, defaultUsdRates);
    const truth = new Map<string, Truth>();
    const ids: string[] = [];
    let now = Date.UTC(2026, 2, 1);

    for (let n = 1; n <= 20_000; n += 1) {
      now += random.int(120_000);
      const at = new Date(now).toISOString();
      if (ids.length === 0 || random.next() < 0.55) {
        const id = `GHOST-${now}-${String(n).padStart(16, '0')}`;
        const method = random.pick<PaymentMethod>([
          'crypto',
          'nintendo-eshop',
          'alternative-rewarble',
          'card',
        ]);
        const currency = random.pick(['USD', 'USD', 'EUR', 'JPY', 'GBP', 'XAU']);
        const coin = method === 'crypto' ? random.pick(cryptoTypes) : null;
        const minor = currency === 'JPY' ? 500 + random.int(20_000) : 100 + random.int(50_000);
        const data: EventOf<typeof PaymentSubmitted>['data'] = {
          paymentId: id,
          type: random.next() < 0.3 ? 'donation' : 'ghost-eshop-pro',
          method,
          cryptoType: coin,
          txid: `tx-${n}`,
          amount: { minor, currency },
          region: null,
          username: `player${n}`,
          email: `player${n}@example.com`,
          subscriptionDuration: null,
          priceRef: null,
        };
        store.record(streams.transaction(id), 'PaymentSubmitted', data, at);
        ids.push(id);
        truth.set(id, {
          created: now,
          status: 'pending_payment_verification',
          minor,
          currency,
          method,
          coin,
        });
      } else {
        const id = random.pick(ids);
        const status = random.pick(statuses);
        store.record(streams.transaction(id), statusChanged, { status }, at);
        const known = truth.get(id);
        if (known) known.status = status;
      }

      if (n % 4_000 !== 0) continue;
      expect(await runner.waitFor(n, 10_000)).toBe(true);
      const moments = [
        0,
        1_000,
        59 * minuteMs,
        24 * 60 * minuteMs,
        7 * 24 * 60 * minuteMs - 1,
        8 * 24 * 60 * minuteMs,
      ]
        .map((offset) => now + offset)
        .concat(Date.UTC(2026, 2, 1) + random.int(now - Date.UTC(2026, 2, 1)));
      // Within the history, on the hour (a period's last minute alone past its whole hours) and a
      // minute before (whole hours up to its end).
      const hour = now - hourMs - random.int(24 * hourMs);
      moments.push(hour - (hour % hourMs), hour - (hour % hourMs) - minuteMs);
      for (const moment of moments) {
        const expected = bruteForce(truth, new Date(moment));
        const context = `seed ${seed}, event ${n}, now ${new Date(moment).toISOString()}`;
        expect(await stats.summary(), context).toMatchObject(expected.summary);
        expect(await stats.period(new Date(moment)), context).toEqual(expected.period);
        expect(await stats.cardAwaiting(), context).toEqual(expected.cardAwaiting);
      }
      expect(await readStore.count(cardAwaitingCollection, {})).toBe(expected(truth));
    }
    await runner.stop();
  });
});

const expected = (truth: ReadonlyMap<string, Truth>) =>
  [...truth.values()].filter(
    (t) => t.method === 'card' && t.status === 'pending_payment_verification',
  ).length;

export type { StoredEvent };
