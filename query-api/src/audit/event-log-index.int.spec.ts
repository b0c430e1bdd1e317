import { describe, expect, it } from 'vitest';
import { createLogger, type Actor, type StoredEvent } from '@ghost/events';
import { ArrayEventStore } from '@ghost/projectors/testing';
import { EventLogIndex } from './event-log-index.js';

const admin: Actor = { kind: 'admin', id: 'u-1', username: 'Alice' };
const visitor: Actor = { kind: 'visitor', id: 'anonymous', ip: '10.0.0.1' };

/** A log of six events by a visitor and an admin, an hour apart, two of them caused by a third. */
const history = () => {
  const log = new ArrayEventStore();
  const add = (
    streamId: string,
    type: string,
    hour: number,
    actor: Actor,
    ids: { correlationId?: string; causationId?: string } = {},
  ): StoredEvent => {
    const event = log.record(
      streamId,
      type,
      {},
      new Date(Date.UTC(2026, 10, 22, hour)).toISOString(),
    );
    Object.assign(event.metadata, { actor, ...ids });
    return event;
  };
  const submitted = add('transaction-A', 'PaymentSubmitted', 1, visitor, { correlationId: 'r1' });
  add('txid-1', 'KeyReserved', 1, visitor, { correlationId: 'r1' });
  const verified = add('transaction-A', 'PaymentVerified', 2, admin, { correlationId: 'r2' });
  add(
    'transaction-A',
    'SubscriptionWebhookDelivered',
    3,
    { kind: 'system', id: 'fulfilment' },
    {
      correlationId: 'r2',
      causationId: verified.metadata.eventId,
    },
  );
  add(
    'transaction-A',
    'SubscriptionUpdated',
    3,
    { kind: 'system', id: 'fulfilment' },
    {
      correlationId: 'r2',
      causationId: verified.metadata.eventId,
    },
  );
  add('transaction-B', 'PaymentSubmitted', 4, visitor, { correlationId: 'r3' });
  return { log, submitted, verified };
};

const indexOf = async (log: ArrayEventStore) => {
  const index = new EventLogIndex(log, createLogger('test', 'silent'));
  await index.ready();
  return index;
};

describe('the index of the event log', () => {
  it('pages the log newest first, with the total and where the next page ends', async () => {
    const index = await indexOf(history().log);
    expect(index.page({}, null, 4)).toEqual({ positions: [6, 5, 4, 3], total: 6, nextBefore: 3 });
    expect(index.page({}, 3, 4)).toEqual({ positions: [2, 1], total: 6, nextBefore: null });
  });

  it('filters by stream prefix, type, actor name in any case or kind, correlation and time', async () => {
    const index = await indexOf(history().log);
    const positions = (filter: Parameters<EventLogIndex['page']>[0]) =>
      index.page(filter, null, 100).positions;
    expect(positions({ stream: 'transaction-A' })).toEqual([5, 4, 3, 1]);
    expect(positions({ stream: 'transaction-' })).toEqual([6, 5, 4, 3, 1]);
    expect(positions({ type: 'PaymentSubmitted' })).toEqual([6, 1]);
    expect(positions({ actor: 'alice' })).toEqual([3]);
    expect(positions({ actor: 'u-1' })).toEqual([3]);
    expect(positions({ actorKind: 'system' })).toEqual([5, 4]);
    expect(positions({ correlation: 'r2' })).toEqual([5, 4, 3]);
    const hour = (h: number) => Date.UTC(2026, 10, 22, h);
    expect(positions({ from: hour(2), until: hour(4) })).toEqual([5, 4, 3]);
    expect(positions({ type: 'PaymentSubmitted', actorKind: 'admin' })).toEqual([]);
    expect(positions({ type: 'Unknown' })).toEqual([]);
  });

  it('finds the events an event caused and the size of its correlation', async () => {
    const { log, verified } = history();
    const index = await indexOf(log);
    expect(index.causedBy(verified.metadata.eventId)).toEqual([4, 5]);
    expect(index.correlationSize('r2')).toBe(3);
  });

  it('places a moment at the last event that had occurred by then', async () => {
    const index = await indexOf(history().log);
    expect(index.placeAtTime(Date.UTC(2026, 10, 22, 2, 30))).toEqual({
      position: 3,
      previous: 2,
      count: 3,
      occurredAt: Date.UTC(2026, 10, 22, 2),
    });
    expect(index.placeAtTime(Date.UTC(2026, 10, 22, 0))).toBeUndefined();
    expect(index.placeUpTo(100)?.position).toBe(6);
  });

  it('follows the log as it grows, and tells who listens', async () => {
    const { log } = history();
    const index = await indexOf(log);
    const heard: number[] = [];
    index.onAppended((position) => heard.push(position));
    log.record(
      'transaction-C',
      'PaymentSubmitted',
      {},
      new Date(Date.UTC(2026, 10, 22, 5)).toISOString(),
    );
    expect(await index.waitFor(7, 2_000)).toBe(true);
    expect(index.head).toBe(7);
    expect(heard).toContain(7);
  });
});
