import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createLogger,
  SqliteEventStore,
  type EventStore,
  type GlobalPosition,
  type StoredEvent,
  type SubscribeOptions,
} from '@ghost/events';
import { newEvent } from '@ghost/events/testing';
import type { OutboxCheckpoint } from '../integrations/outbox/outbox-checkpoint.js';
import { ReservationReconciler, type ReservationOwner } from './reservation-reconciler.js';

/** A test owner: a reservation of "test proof" is held for the stream owner-{by}. */
const owner: ReservationOwner = {
  holds: (purpose) => purpose === 'test proof',
  streamOf: (by) => `owner-${by}`,
  openedBy: 'KeyReserved',
  noun: 'payment',
};

const start = new Date('2026-11-22T10:00:00.000Z');
const minute = 60_000;

const dirs: string[] = [];
const stores: SqliteEventStore[] = [];
const reconcilers: ReservationReconciler[] = [];
afterEach(async () => {
  for (const reconciler of reconcilers.splice(0)) await reconciler.stop();
  for (const store of stores.splice(0)) await store.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const openStore = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ghost-reconciler-'));
  dirs.push(dir);
  const store = new SqliteEventStore(join(dir, 'events.db'));
  stores.push(store);
  return store;
};

const reservedAt = (key: string, by: string, at: Date, purpose = 'test proof') =>
  newEvent('KeyReserved', { key, purpose, by }, { occurredAt: at.toISOString() });

/** The owner's stream, opened as a payment or an account would open it. */
const openOwner = (store: SqliteEventStore, by: string) =>
  store.append(owner.streamOf(by), [reservedAt('opening', by, start, 'opening')], 'no_stream');

const reconcilerOf = (
  store: EventStore,
  clock: () => Date,
  options: { intervalMs?: number; checkpoint?: OutboxCheckpoint } = {},
) => {
  const reconciler = new ReservationReconciler({
    eventStore: store,
    owners: [owner],
    clock,
    log: createLogger('test', 'silent'),
    graceMs: minute,
    ...options,
  });
  reconcilers.push(reconciler);
  return reconciler;
};

const typesOf = (events: StoredEvent[]) => events.map((event) => event.type);

describe('the reservation reconciler', () => {
  it('releases at start a reservation whose owner never came, saying why, so it can be taken again', async () => {
    const store = openStore();
    await store.append('txid-lost', [reservedAt('txid-lost', 'P1', start)], 'no_stream');
    await reconcilerOf(store, () => new Date(start.getTime() + 2 * minute)).start();

    const events = await store.readStream('txid-lost');
    expect(typesOf(events)).toEqual(['KeyReserved', 'KeyReleased']);
    expect(events[1]?.data).toEqual({
      key: 'txid-lost',
      by: 'P1',
      reason: 'no payment was recorded for it within 60 s (released by the reservation reconciler)',
    });
    expect(events[1]?.metadata.actor).toEqual({ kind: 'system', id: 'reservation-reconciler' });
    await store.append('txid-lost', [reservedAt('txid-lost', 'P2', start)], 1);
  });

  it('keeps a reservation whose owner was recorded, one of another purpose, and one still within its grace', async () => {
    const store = openStore();
    await store.append('txid-paid', [reservedAt('txid-paid', 'P1', start)], 'no_stream');
    await openOwner(store, 'P1');
    await store.append(
      'bootstrap',
      [reservedAt('bootstrap', 'B', start, 'bootstrap')],
      'no_stream',
    );
    const now = new Date(start.getTime() + 5 * minute);
    await store.append('txid-young', [reservedAt('txid-young', 'P2', now)], 'no_stream');
    const reconciler = reconcilerOf(store, () => now);
    await reconciler.start();
    expect(await reconciler.reconcile()).toBe(0);
    for (const key of ['txid-paid', 'bootstrap', 'txid-young']) {
      expect(typesOf(await store.readStream(key))).toEqual(['KeyReserved']);
    }
  });

  it('releases, on a later pass, a reservation made while it runs once its grace has passed', async () => {
    const store = openStore();
    let now = start;
    const reconciler = reconcilerOf(store, () => now, { intervalMs: 20 });
    await reconciler.start();
    await store.append('txid-later', [reservedAt('txid-later', 'P3', now)], 'no_stream');
    await store.append('txid-kept', [reservedAt('txid-kept', 'P4', now)], 'no_stream');
    await openOwner(store, 'P4');
    now = new Date(start.getTime() + minute);
    await expect
      .poll(async () => typesOf(await store.readStream('txid-later')), { timeout: 5_000 })
      .toEqual(['KeyReserved', 'KeyReleased']);
    expect(typesOf(await store.readStream('txid-kept'))).toEqual(['KeyReserved']);
  });

  it('writes nothing for a reservation released or taken by someone else before it looked', async () => {
    const store = openStore();
    const now = new Date(start.getTime() + 2 * minute);
    await store.append('txid-moved', [reservedAt('txid-moved', 'P5', start)], 'no_stream');
    const reconciler = reconcilerOf(store, () => now);
    await reconciler.start();
    await store.append('txid-again', [reservedAt('txid-again', 'P6', start)], 'no_stream');
    await store.append(
      'txid-again',
      [newEvent('KeyReleased', { key: 'txid-again', by: 'P6', reason: 'test' })],
      0,
    );
    await store.append('txid-again', [reservedAt('txid-again', 'P7', now)], 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await reconciler.reconcile()).toBe(0);
    expect(typesOf(await store.readStream('txid-again'))).toEqual([
      'KeyReserved',
      'KeyReleased',
      'KeyReserved',
    ]);
    expect(typesOf(await store.readStream('txid-moved'))).toEqual(['KeyReserved', 'KeyReleased']);
  });

  it('resumes from its checkpoint, before the oldest reservation it still watches', async () => {
    const store = openStore();
    let saved: GlobalPosition | null = null;
    const checkpoint: OutboxCheckpoint = {
      load: () => Promise.resolve(saved),
      save: (position) => {
        saved = position;
        return Promise.resolve();
      },
    };
    await store.append('txid-settled', [reservedAt('txid-settled', 'P8', start)], 'no_stream');
    await openOwner(store, 'P8');
    const young = await store.append(
      'txid-waiting',
      [reservedAt('txid-waiting', 'P9', start)],
      'no_stream',
    );
    const first = reconcilerOf(store, () => start, { checkpoint });
    await first.start();
    await first.stop();
    expect(saved).toBe(young.position - 1);

    const readFrom: (GlobalPosition | null)[] = [];
    const watched = new Proxy(store, {
      get: (target, property) =>
        property === 'subscribe'
          ? (options: SubscribeOptions) => {
              readFrom.push(options.after);
              return target.subscribe(options);
            }
          : (Reflect.get(target, property) as unknown),
    });
    await reconcilerOf(watched, () => new Date(start.getTime() + 2 * minute), {
      checkpoint,
    }).start();
    expect(readFrom).toEqual([young.position - 1]);
    expect(typesOf(await store.readStream('txid-waiting'))).toEqual(['KeyReserved', 'KeyReleased']);
    expect(typesOf(await store.readStream('txid-settled'))).toEqual(['KeyReserved']);
  });
});
