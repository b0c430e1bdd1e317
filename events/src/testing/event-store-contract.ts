import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PartialAppendError,
  isWrongExpectedRevision,
  type EventStore,
  type GlobalPosition,
  type LogBatch,
  type StoredEvent,
} from '../store/event-store.js';
import { globalHashOf, hashEvent, verifyChain } from '../store/hash-chain.js';
import { newEvent, release, reservation } from './new-event.js';

/** Reads a subscription until `until` holds of the events so far and the position reached. */
const collect = async (
  iterable: AsyncIterable<LogBatch>,
  until: (events: StoredEvent[], reached: GlobalPosition) => boolean,
  abort: AbortController,
): Promise<StoredEvent[]> => {
  const seen: StoredEvent[] = [];
  for await (const batch of iterable) {
    seen.push(...batch.events);
    if (until(seen, batch.reached)) {
      abort.abort();
      break;
    }
  }
  return seen;
};

const withTimeout = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => {
        reject(new Error(`${what} did not happen within ${ms} ms`));
      }, ms),
    ),
  ]);

/**
 * The behaviour every EventStore adapter must have. The global log may hold other writers'
 * events (a shared EventStoreDB), so each test works on streams of its own.
 */
export const describeEventStoreContract = (
  adapter: string,
  open: () => Promise<EventStore>,
): void => {
  describe(`EventStore contract: ${adapter}`, () => {
    let store: EventStore;
    const stream = (name: string) => `${name}-${randomUUID().replaceAll('-', '')}`;

    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store.close();
    });

    it('reads back a stream in order, with revisions from 0 and an intact hash chain', async () => {
      const id = stream('order');
      await store.append(id, [reservation('a'), release('a')], 'no_stream');
      await store.append(id, [reservation('a', 'second')], 1);
      const events = await store.readStream(id);
      expect(events.map((e) => [e.revision, e.type])).toEqual([
        [0, 'KeyReserved'],
        [1, 'KeyReleased'],
        [2, 'KeyReserved'],
      ]);
      expect(events.map((e) => e.streamId)).toEqual([id, id, id]);
      expect(verifyChain(events)).toBeNull();
      expect(events[2]?.data).toEqual({ key: 'a', purpose: 'test', by: 'second' });
    });

    it('answers an empty list for a stream that does not exist', async () => {
      expect(await store.readStream(stream('missing'))).toEqual([]);
    });

    it('refuses a stale expected revision and writes nothing', async () => {
      const id = stream('stale');
      await store.append(id, [reservation('k')], 'no_stream');
      await store.append(id, [release('k')], 0);
      const refused = store.append(id, [reservation('k', 'late')], 0);
      await expect(refused).rejects.toSatisfy(isWrongExpectedRevision);
      expect((await store.readStream(id)).map((e) => e.type)).toEqual([
        'KeyReserved',
        'KeyReleased',
      ]);
    });

    it('lets exactly one "no stream" reservation win', async () => {
      const id = stream('reservation');
      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, (_, n) =>
          store.append(id, [reservation('k', `by-${n}`)], 'no_stream'),
        ),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const refusals = outcomes.filter((o) => o.status === 'rejected');
      expect(refusals).toHaveLength(9);
      for (const refusal of refusals) expect(isWrongExpectedRevision(refusal.reason)).toBe(true);
      expect(await store.readStream(id)).toHaveLength(1);
    });

    it('refuses "no stream" on a stream that exists, and an exact revision on one that does not', async () => {
      const id = stream('exists');
      await store.append(id, [reservation('k')], 'no_stream');
      await expect(store.append(id, [release('k')], 'no_stream')).rejects.toSatisfy(
        isWrongExpectedRevision,
      );
      await expect(store.append(stream('absent'), [release('k')], 0)).rejects.toSatisfy(
        isWrongExpectedRevision,
      );
    });

    it('appends with "any" whatever the stream holds, keeping the chain intact', async () => {
      const id = stream('any');
      await store.append(id, [reservation('k')], 'any');
      await store.append(id, [release('k')], 'any');
      const events = await store.readStream(id);
      expect(events.map((e) => e.revision)).toEqual([0, 1]);
      expect(verifyChain(events)).toBeNull();
    });

    it('writes a multi-event append all or nothing', async () => {
      const id = stream('atomic');
      const invalid = newEvent('KeyReleased', { key: 'k' });
      await expect(store.append(id, [reservation('k'), invalid], 'no_stream')).rejects.toThrow();
      expect(await store.readStream(id)).toEqual([]);

      const concurrent = await Promise.all(
        ['x', 'y', 'z'].map((who) =>
          store.append(
            id,
            [reservation(who, who), release(who, who), reservation(who, who)],
            'any',
          ),
        ),
      );
      const events = await store.readStream(id);
      expect(events).toHaveLength(9);
      for (const result of concurrent) {
        const revisions = result.events.map((e) => e.revision);
        expect(revisions).toEqual([revisions[0], (revisions[0] ?? 0) + 1, (revisions[0] ?? 0) + 2]);
      }
      expect(verifyChain(events)).toBeNull();
    });

    it('appends to several streams in one call, in order, each at its expected revision', async () => {
      const payment = stream('multi-owner');
      const key = stream('multi-key');
      await store.append(key, [reservation('k', 'before'), release('k', 'before')], 'no_stream');
      const results = await store.appendToStreams([
        { streamId: key, events: [reservation('k', 'owner')], expected: 1 },
        { streamId: payment, events: [reservation('p', 'owner')], expected: 'no_stream' },
      ]);
      expect(results.map((result) => result.nextExpectedRevision)).toEqual([2, 0]);
      expect(results[0]?.position).toBeLessThan(results[1]?.position ?? 0);
      expect((await store.readStream(key)).map((e) => e.revision)).toEqual([0, 1, 2]);
      expect(verifyChain(await store.readStream(key))).toBeNull();
      expect(await store.readStream(payment)).toHaveLength(1);
    });

    it('writes nothing of a refused append to several streams where it can append across streams atomically, and names what it wrote where it cannot', async () => {
      const first = stream('multi-first');
      const taken = stream('multi-taken');
      const last = stream('multi-last');
      await store.append(taken, [reservation('t', 'someone')], 'no_stream');
      const refused = store.appendToStreams([
        { streamId: first, events: [reservation('f', 'me')], expected: 'no_stream' },
        { streamId: taken, events: [reservation('t', 'me')], expected: 'no_stream' },
        { streamId: last, events: [reservation('l', 'me')], expected: 'no_stream' },
      ]);
      if (store.atomicAcrossStreams) {
        await expect(refused).rejects.toSatisfy(isWrongExpectedRevision);
        expect(await store.readStream(first)).toEqual([]);
      } else {
        const error: unknown = await refused.catch((reason: unknown) => reason);
        expect(error).toBeInstanceOf(PartialAppendError);
        const partial = error as PartialAppendError;
        expect(partial.written.map((result) => result.events[0]?.streamId)).toEqual([first]);
        expect(isWrongExpectedRevision(partial.cause)).toBe(true);
        expect(await store.readStream(first)).toHaveLength(1);
      }
      expect(await store.readStream(taken)).toHaveLength(1);
      expect(await store.readStream(last)).toEqual([]);
    });

    it('answers a re-sent append (same event ids, same expected revision) without writing again', async () => {
      const id = stream('resend');
      const events = [reservation('k'), release('k')];
      const first = await store.append(id, events, 'no_stream');
      const again = await store.append(id, events, 'no_stream');
      expect(again.nextExpectedRevision).toBe(first.nextExpectedRevision);
      expect(again.position).toBe(first.position);
      expect(await store.readStream(id)).toHaveLength(2);
    });

    it('keeps one global order across streams, readable in pages from a position', async () => {
      const before = await store.headPosition();
      const a = stream('global-a');
      const b = stream('global-b');
      const first = await store.append(a, [reservation('1')], 'no_stream');
      const second = await store.append(b, [reservation('2')], 'no_stream');
      const third = await store.append(a, [release('1')], 0);
      expect(first.position).toBeLessThan(second.position);
      expect(second.position).toBeLessThan(third.position);
      expect(await store.headPosition()).toBeGreaterThanOrEqual(third.position);

      const ours = (events: StoredEvent[]) =>
        events.filter((e) => e.streamId === a || e.streamId === b);
      const pageOne = await store.readAll(before, 1);
      expect(pageOne).toHaveLength(1);
      const all = ours(await store.readAll(before, 10_000));
      expect(all.map((e) => [e.streamId, e.type])).toEqual([
        [a, 'KeyReserved'],
        [b, 'KeyReserved'],
        [a, 'KeyReleased'],
      ]);
      const positions = all.map((e) => e.position);
      expect([...positions].sort((x, y) => x - y)).toEqual(positions);
      expect(ours(await store.readAll(second.position, 10_000)).map((e) => e.position)).toEqual([
        third.position,
      ]);
    });

    it('reads the log as recorded: the texts its hashes cover, and the same events readAll answers', async () => {
      const before = await store.headPosition();
      const id = stream('recorded');
      await store.append(id, [reservation('r'), release('r')], 'no_stream');
      const recorded = (await store.readRecorded(before, 10_000)).filter((e) => e.streamId === id);
      const read = (await store.readAll(before, 10_000)).filter((e) => e.streamId === id);
      expect(recorded.map((e) => [e.position, e.revision, e.type, e.hash])).toEqual(
        read.map((e) => [e.position, e.revision, e.type, e.hash]),
      );
      for (const [index, event] of recorded.entries()) {
        const parsed = { type: event.type, data: JSON.parse(event.data) as unknown };
        const metadata = JSON.parse(event.metadata) as StoredEvent['metadata'];
        expect(parsed.data).toEqual(read[index]?.data);
        expect(metadata).toEqual(read[index]?.metadata);
        expect(hashEvent(event.prevHash, { ...parsed, metadata })).toBe(event.hash);
      }
    });

    it('links each event to the one before it in the whole log, where the store keeps the links', async () => {
      const before = await store.headPosition();
      await store.append(stream('linked-a'), [reservation('1')], 'no_stream');
      await store.appendToStreams([
        { streamId: stream('linked-b'), events: [reservation('2')], expected: 'no_stream' },
        { streamId: stream('linked-c'), events: [reservation('3')], expected: 'no_stream' },
      ]);
      const events = await store.readAll(before, 10_000);
      expect(events.length).toBeGreaterThanOrEqual(3);
      const kept = events.filter((event) => event.globalHash !== null);
      // EventStoreDB keeps none (its $all order is known only after a write): all or none.
      expect([0, events.length]).toContain(kept.length);
      for (const [index, event] of kept.entries()) {
        const previous = kept[index - 1];
        if (previous) expect(event.globalPrevHash).toBe(previous.globalHash);
        expect(event.globalHash).toBe(globalHashOf(event.globalPrevHash ?? '', event));
      }
    });

    it('catches a subscriber up from a position, then delivers live appends', async () => {
      const id = stream('live');
      const before = await store.headPosition();
      await store.append(id, [reservation('old')], 'no_stream');
      const abort = new AbortController();
      const seen = collect(
        store.subscribe({ after: before, signal: abort.signal }),
        (events) => events.filter((e) => e.streamId === id).length >= 3,
        abort,
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      await store.append(id, [release('old')], 0);
      await store.append(id, [reservation('new')], 1);
      const events = (await withTimeout(seen, 10_000, 'live delivery')).filter(
        (e) => e.streamId === id,
      );
      expect(events.map((e) => e.revision)).toEqual([0, 1, 2]);
    });

    it('resumes a subscription after a checkpoint without repeating or skipping events', async () => {
      const id = stream('resume');
      const first = await store.append(id, [reservation('1'), release('1')], 'no_stream');
      const checkpoint = first.position;
      await store.append(id, [reservation('2')], 1);
      const abort = new AbortController();
      const events = (
        await withTimeout(
          collect(
            store.subscribe({ after: checkpoint, signal: abort.signal }),
            (seen) => seen.some((e) => e.streamId === id),
            abort,
          ),
          10_000,
          'resumed delivery',
        )
      ).filter((e) => e.streamId === id);
      expect(events.map((e) => e.revision)).toEqual([2]);
    });

    it.each([1, 1000])(
      'delivers only the event types a subscriber names, and reports the events it passed over as reached (batches of %i)',
      async (maxBatch) => {
        const id = stream('filtered');
        const before = await store.headPosition();
        await store.append(id, [reservation('1'), release('1')], 'no_stream');
        const last = await store.append(id, [reservation('2')], 1);
        const abort = new AbortController();
        const events = (
          await withTimeout(
            collect(
              store.subscribe({
                after: before,
                maxBatch,
                eventTypes: ['KeyReleased'],
                signal: abort.signal,
              }),
              (_, reached) => reached >= last.position,
              abort,
            ),
            10_000,
            'the filtered catch-up',
          )
        ).filter((e) => e.streamId === id);
        expect(events.map((e) => [e.revision, e.type])).toEqual([[1, 'KeyReleased']]);
      },
    );

    it('tells a filtered live subscriber how far it has read when only other types were appended', async () => {
      const id = stream('filtered-live');
      const abort = new AbortController();
      const reached: GlobalPosition[] = [];
      const delivered: StoredEvent[] = [];
      const following = (async () => {
        for await (const batch of store.subscribe({
          after: await store.headPosition(),
          eventTypes: ['KeyReleased'],
          signal: abort.signal,
        })) {
          delivered.push(...batch.events.filter((e) => e.streamId === id));
          reached.push(batch.reached);
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const appended = await store.append(id, [reservation('live')], 'no_stream');
      await withTimeout(
        (async () => {
          while (!reached.some((position) => position >= appended.position)) {
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
        })(),
        10_000,
        'the position of a passed-over event',
      );
      abort.abort();
      await following;
      expect(delivered).toEqual([]);
    });

    it('ends a subscription when it is aborted', async () => {
      const abort = new AbortController();
      const done = (async () => {
        let batches = 0;
        for await (const batch of store.subscribe({
          after: await store.headPosition(),
          signal: abort.signal,
        })) {
          batches += batch.events.length > 0 ? 1 : 0;
        }
        return batches;
      })();
      setTimeout(() => {
        abort.abort();
      }, 50);
      await expect(
        withTimeout(done, 5_000, 'the end of the subscription'),
      ).resolves.toBeGreaterThanOrEqual(0);
    });
  });
};
