import { setTimeout as sleep } from 'node:timers/promises';
import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type JSONType,
  type ReadPosition,
  type RecordedEvent as EsdbRecordedEvent,
  type ResolvedEvent,
  type StreamingRead,
} from '@eventstore/db-client';
import type { EventMetadata } from '../catalogue/metadata.js';
import { upcastEventData } from '../catalogue/registry.js';
import { chainEvents, type ChainedEvent } from './chain-events.js';
import {
  PartialAppendError,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type GlobalPosition,
  type LogBatch,
  type RecordedEvent,
  type StoredEvent,
  type StreamAppend,
  type SubscribeOptions,
} from './event-store.js';
import { genesisHash } from './hash-chain.js';

/** What an event carries in its EventStoreDB metadata besides our own metadata. */
interface ChainMetadata {
  prevHash: string;
  hash: string;
  revision: number;
}

/** The last event of a stream: what the next append is chained to. */
interface Head {
  revision: number;
  hash: string;
  eventId: string;
}

/** Appends with "any" become exact-revision appends; a race with another writer is retried. */
const anyAttempts = 25;
/** Events read per round trip when paging $all. */
const pageSize = 1000;

const toNumber = (value: bigint, what: string): number => {
  if (value < 0n || value > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new Error(`EventStoreDB ${what} ${value.toString()} does not fit a safe integer`);
  }
  return Number(value);
};

/** The global position of an event: its prepare position, unique and increasing in $all order. */
const positionOf = (recorded: EsdbRecordedEvent): GlobalPosition => {
  if (!recorded.position) {
    throw new Error(
      `EventStoreDB returned event ${recorded.id} without a position (the server must be 22.6 or later)`,
    );
  }
  return toNumber(recorded.position.prepare, 'position');
};

const fromPosition = (after: GlobalPosition | null): ReadPosition =>
  after === null ? START : { commit: BigInt(after), prepare: BigInt(after) };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Uint8Array);

/**
 * Whether an event of the global log is one this adapter wrote: a JSON event, not a system
 * event, whose metadata carries the hash chain. Everything else in a shared $all (system
 * events, other applications' events) is skipped the same way by readAll, subscribe and
 * headPosition, so the position a reader waits for is always one it will be delivered.
 */
const isOurs = (recorded: EsdbRecordedEvent | undefined): recorded is EsdbRecordedEvent =>
  recorded !== undefined &&
  recorded.isJson &&
  !recorded.type.startsWith('$') &&
  !recorded.streamId.startsWith('$') &&
  isObject(recorded.metadata) &&
  typeof recorded.metadata.prevHash === 'string' &&
  typeof recorded.metadata.hash === 'string';

/** Our metadata and the chain's fields, as they travel together in an event's metadata. */
const splitMetadata = (recorded: EsdbRecordedEvent) => {
  if (!recorded.isJson || !isObject(recorded.metadata)) {
    throw new Error(
      `Event ${recorded.id} of ${recorded.streamId} was not written by this event store`,
    );
  }
  const { prevHash, hash, ...rest } = recorded.metadata as unknown as ChainMetadata & EventMetadata;
  delete (rest as Partial<ChainMetadata>).revision;
  const metadata: EventMetadata = rest;
  return { metadata, prevHash, hash };
};

/**
 * The log-wide chain is not stored per event here: an event's place in $all is only known once
 * the server has written it, so it cannot name the one before it. It is recomputed from $all by
 * whoever verifies, and proved by the signed checkpoints.
 */
const unlinked = { globalPrevHash: null, globalHash: null } as const;

const toStoredEvent = (recorded: EsdbRecordedEvent): StoredEvent => {
  const { metadata, prevHash, hash } = splitMetadata(recorded);
  return {
    streamId: recorded.streamId,
    revision: toNumber(recorded.revision, 'revision'),
    position: positionOf(recorded),
    type: recorded.type,
    data: upcastEventData(recorded.type, recorded.data, metadata.schemaVersion),
    metadata,
    prevHash,
    hash,
    ...unlinked,
  };
};

/** As recorded: the data as the server holds it (the client parsed it: it is written again). */
const toRecordedEvent = (recorded: EsdbRecordedEvent): RecordedEvent => {
  const { metadata, prevHash, hash } = splitMetadata(recorded);
  return {
    streamId: recorded.streamId,
    revision: toNumber(recorded.revision, 'revision'),
    position: positionOf(recorded),
    type: recorded.type,
    data: JSON.stringify(recorded.data),
    metadata: JSON.stringify(metadata),
    prevHash,
    hash,
    ...unlinked,
  };
};

const asJson = (event: ChainedEvent): JSONType => {
  const { data } = event;
  if (typeof data === 'string' || Array.isArray(data) || isObject(data)) return data as JSONType;
  throw new Error(`${event.type}: event data must be a JSON object`);
};

const toEventData = (event: ChainedEvent) =>
  jsonEvent({
    id: event.metadata.eventId,
    type: event.type,
    data: asJson(event),
    metadata: {
      ...event.metadata,
      prevHash: event.prevHash,
      hash: event.hash,
      revision: event.revision,
    },
  });

const resultOf = (events: StoredEvent[]): AppendResult => {
  const last = events.at(-1);
  if (!last) throw new Error('Nothing to append');
  return { nextExpectedRevision: last.revision, position: last.position, events };
};

const sameIds = (stored: readonly StoredEvent[], events: readonly EventToAppend[]): boolean =>
  stored.length === events.length &&
  stored.every(
    (event, index) =>
      event.metadata.eventId.toLowerCase() === events[index]?.metadata.eventId.toLowerCase(),
  );

const actualOf = (error: WrongExpectedVersionError): number | 'no_stream' =>
  typeof error.actualVersion === 'bigint' ? toNumber(error.actualVersion, 'revision') : 'no_stream';

/** Collects a read; a stream that does not exist reads as empty. */
const collect = async <E>(
  read: StreamingRead<E>,
  limit = Number.POSITIVE_INFINITY,
): Promise<E[]> => {
  const items: E[] = [];
  let complete = false;
  try {
    for await (const item of read) {
      items.push(item);
      if (items.length >= limit) break;
    }
    complete = true;
  } catch (error) {
    if (error instanceof StreamNotFoundError) return [];
    throw error;
  } finally {
    if (!complete) await read.cancel().catch(() => undefined);
  }
  return items;
};

/**
 * The event store on EventStoreDB (KurrentDB) through @eventstore/db-client. Events are
 * validated and hash-chained exactly as the embedded adapter does; the chain (prevHash, hash,
 * revision) travels in the EventStoreDB metadata next to our own metadata. Global positions are
 * prepare positions of $all.
 */
export class EventStoreDbEventStore implements EventStore {
  private closed = false;
  private readonly subscriptions = new Set<() => void>();

  constructor(private readonly client: EventStoreDBClient) {}

  static connect(connectionString: string): Promise<EventStoreDbEventStore> {
    return Promise.resolve(
      new EventStoreDbEventStore(EventStoreDBClient.connectionString(connectionString)),
    );
  }

  async append(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    if (this.closed) throw new Error('The event store is closed');
    if (events.length === 0) throw new Error('Nothing to append');

    // A reservation: EventStoreDB itself refuses an existing stream, and answers a re-sent
    // append (same event ids) idempotently.
    if (expected === 'no_stream') return this.write(streamId, events, expected, undefined);

    if (expected === 'any') {
      for (let attempt = 1; ; attempt += 1) {
        const head = await this.head(streamId);
        const resent = head && (await this.resentBefore(streamId, events, head));
        if (resent) return resent;
        try {
          return await this.write(streamId, events, expected, head);
        } catch (error) {
          if (!(error instanceof WrongExpectedRevisionError) || attempt >= anyAttempts) throw error;
          // Another writer got in between: chain to the new head. A short random pause keeps
          // a crowd of writers from colliding again in lockstep.
          await sleep(Math.floor(Math.random() * 5 * attempt));
        }
      }
    }

    const head = await this.head(streamId);
    if (head?.revision !== expected) {
      const resent = await this.resentAt(streamId, events, expected + 1);
      if (resent) return resent;
      throw new WrongExpectedRevisionError(streamId, expected, head?.revision ?? 'no_stream');
    }
    return this.write(streamId, events, expected, head);
  }

  /** The v6 client appends to one stream per call: no transaction spans two streams. */
  readonly atomicAcrossStreams = false;

  async appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    const written: AppendResult[] = [];
    for (const { streamId, events, expected } of appends) {
      try {
        written.push(await this.append(streamId, events, expected));
      } catch (error) {
        if (written.length === 0) throw error;
        throw new PartialAppendError(written, error);
      }
    }
    return written;
  }

  async readStream(streamId: string): Promise<StoredEvent[]> {
    const read = this.client.readStream(streamId, { direction: FORWARDS, fromRevision: START });
    return (await collect(read)).flatMap(({ event }) => (event ? [toStoredEvent(event)] : []));
  }

  readAll(after: GlobalPosition | null, limit: number): Promise<StoredEvent[]> {
    return this.readPage(after, limit, toStoredEvent);
  }

  readRecorded(after: GlobalPosition | null, limit: number): Promise<RecordedEvent[]> {
    return this.readPage(after, limit, toRecordedEvent);
  }

  private async readPage<E>(
    after: GlobalPosition | null,
    limit: number,
    map: (recorded: EsdbRecordedEvent) => E,
  ): Promise<E[]> {
    const events: E[] = [];
    if (limit <= 0) return events;
    let floor = after ?? -1;
    let from = fromPosition(after);
    for (;;) {
      // Reading from a position includes the event at it, and system events are interleaved:
      // read pages until `limit` of ours are found or the log ends.
      const page: AllStreamResolvedEvent[] = await collect(
        this.client.readAll({ direction: FORWARDS, fromPosition: from, maxCount: pageSize }),
      );
      for (const { event } of page) {
        if (!event || positionOf(event) <= floor || !isOurs(event)) continue;
        events.push(map(event));
        if (events.length >= limit) return events;
      }
      const last = page.at(-1)?.event;
      if (page.length < pageSize || !last?.position) return events;
      from = last.position;
      floor = Math.max(floor, positionOf(last));
    }
  }

  async headPosition(): Promise<GlobalPosition | null> {
    let from: ReadPosition = END;
    let ceiling = Number.POSITIVE_INFINITY;
    for (;;) {
      const page: AllStreamResolvedEvent[] = await collect(
        this.client.readAll({ direction: BACKWARDS, fromPosition: from, maxCount: pageSize }),
      );
      for (const { event } of page) {
        if (event && positionOf(event) < ceiling && isOurs(event)) return positionOf(event);
      }
      const last = page.at(-1)?.event;
      if (page.length < pageSize || !last?.position) return null;
      from = last.position;
      ceiling = Math.min(ceiling, positionOf(last));
    }
  }

  /**
   * The types are filtered here rather than by the server: a server-side filter reports the
   * positions it passed over only every so many events, and a subscriber waiting for the position
   * of an event it has no use for (read-your-writes) would wait that long.
   */
  async *subscribe({
    after,
    maxBatch = 1000,
    signal,
    eventTypes,
  }: SubscribeOptions): AsyncIterable<LogBatch> {
    if (this.closed || signal?.aborted) return;
    const subscription = this.client.subscribeToAll({
      fromPosition: fromPosition(after),
      filter: excludeSystemEvents(),
    });
    const wanted = eventTypes ? new Set(eventTypes) : undefined;
    const buffer: StoredEvent[] = [];
    /** The last position received, and the last one delivered as `reached`. */
    let seen = after ?? -1;
    let delivered = seen;
    const highWater = Math.max(maxBatch * 2, 100);
    // Set from the subscription's callbacks.
    const state: { failure?: { error: unknown }; ended: boolean; stopped: boolean } = {
      ended: false,
      stopped: false,
    };
    let wake: (() => void) | undefined;
    const notify = () => {
      const resolve = wake;
      wake = undefined;
      resolve?.();
    };
    const stop = () => {
      state.stopped = true;
      notify();
    };

    subscription.on('data', ({ event }: AllStreamResolvedEvent) => {
      try {
        // Resuming from a position can deliver the event at that position again.
        if (!isOurs(event) || (after !== null && positionOf(event) <= after)) return;
        if (!wanted || wanted.has(event.type)) buffer.push(toStoredEvent(event));
        seen = Math.max(seen, positionOf(event));
      } catch (error) {
        state.failure ??= { error };
      }
      // Back-pressure: stop reading from the server while the consumer is behind.
      if (buffer.length >= highWater) subscription.pause();
      notify();
    });
    subscription.on('error', (error: Error) => {
      state.failure ??= { error };
      notify();
    });
    subscription.on('end', () => {
      state.ended = true;
      notify();
    });
    signal?.addEventListener('abort', stop, { once: true });
    this.subscriptions.add(stop);

    try {
      for (;;) {
        if (state.stopped || signal?.aborted) return;
        if (buffer.length > 0 || seen > delivered) {
          const events = buffer.splice(0, maxBatch);
          const last = events.at(-1);
          const reached = buffer.length > 0 && last ? last.position : seen;
          delivered = reached;
          if (buffer.length < highWater && subscription.isPaused()) subscription.resume();
          yield { events, reached };
          continue;
        }
        if (state.failure) throw state.failure.error;
        if (state.ended)
          throw new Error('The EventStoreDB subscription to $all ended unexpectedly');
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    } finally {
      signal?.removeEventListener('abort', stop);
      this.subscriptions.delete(stop);
      await subscription.unsubscribe().catch(() => undefined);
      subscription.destroy();
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const stop of this.subscriptions) stop();
    await this.client.dispose();
  }

  /** The last event of a stream, undefined when the stream does not exist. */
  private async head(streamId: string): Promise<Head | undefined> {
    const read = this.client.readStream(streamId, {
      direction: BACKWARDS,
      fromRevision: END,
      maxCount: 1,
    });
    const [last] = await collect<ResolvedEvent>(read, 1);
    const event = last?.event;
    if (!event) return undefined;
    const stored = toStoredEvent(event);
    return { revision: stored.revision, hash: stored.hash, eventId: stored.metadata.eventId };
  }

  /** The events of a stream from a revision on, at most `count` of them. */
  private async readFrom(
    streamId: string,
    revision: number,
    count: number,
  ): Promise<StoredEvent[]> {
    if (revision < 0) return [];
    const read = this.client.readStream(streamId, {
      direction: FORWARDS,
      fromRevision: BigInt(revision),
      maxCount: count,
    });
    return (await collect(read, count)).flatMap(({ event }) =>
      event ? [toStoredEvent(event)] : [],
    );
  }

  /**
   * A re-sent append: the same event ids already sit in the stream from `revision` on. Answer
   * what was answered the first time, and write nothing.
   */
  private async resentAt(
    streamId: string,
    events: readonly EventToAppend[],
    revision: number,
  ): Promise<AppendResult | undefined> {
    const stored = await this.readFrom(streamId, revision, events.length);
    return sameIds(stored, events) ? resultOf(stored) : undefined;
  }

  /** A re-sent "any" append whose events are still the last ones of the stream. */
  private async resentBefore(
    streamId: string,
    events: readonly EventToAppend[],
    head: Head,
  ): Promise<AppendResult | undefined> {
    const lastId = events.at(-1)?.metadata.eventId;
    if (lastId?.toLowerCase() !== head.eventId.toLowerCase()) return undefined;
    return this.resentAt(streamId, events, head.revision - events.length + 1);
  }

  /**
   * Chains the events to `head` and appends them with exactly that head as the expected
   * revision, so the chain can never fork: if the stream moved, EventStoreDB refuses.
   */
  private async write(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
    head: Head | undefined,
  ): Promise<AppendResult> {
    const chained = chainEvents(events, head ?? { revision: -1, hash: genesisHash });
    let result;
    try {
      result = await this.client.appendToStream(streamId, chained.map(toEventData), {
        expectedRevision: head ? BigInt(head.revision) : NO_STREAM,
      });
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const refused = new WrongExpectedRevisionError(streamId, expected, actualOf(error));
        refused.cause = error;
        throw refused;
      }
      throw error;
    }
    if (!result.success) {
      // Only when the client was configured with throwOnAppendFailure=false.
      const actual =
        result.nextExpectedRevision < 0n
          ? 'no_stream'
          : toNumber(result.nextExpectedRevision, 'revision');
      throw new WrongExpectedRevisionError(streamId, expected, actual);
    }
    // Read the events back for their global positions; this also answers a re-sent
    // reservation, which EventStoreDB acknowledged without writing.
    const first = head ? head.revision + 1 : 0;
    const written = await this.resentAt(streamId, events, first);
    if (!written) {
      throw new Error(`Stream ${streamId}: the appended events are not at revision ${first}`);
    }
    return written;
  }
}
