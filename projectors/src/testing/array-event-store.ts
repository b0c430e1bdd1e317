import { currentVersionOf, definitionOf } from '@ghost/events';
import type {
  AppendResult,
  EventStore,
  GlobalPosition,
  LogBatch,
  RecordedEvent,
  StoredEvent,
  SubscribeOptions,
} from '@ghost/events';

/**
 * A log in an array, for tests that feed the projection runner histories of many thousand
 * events quickly, including test-only event types. Not a store: no revisions, no hashes, no
 * validation; only what the runner reads (head, subscribe) and `record` to add events.
 */
export class ArrayEventStore implements EventStore {
  readonly events: StoredEvent[] = [];
  private readonly revisions = new Map<string, number>();
  private sleepers = new Set<() => void>();

  /** Adds an event at the next position. */
  record(streamId: string, type: string, data: unknown, occurredAt: string): StoredEvent {
    const event: StoredEvent = {
      streamId,
      revision: this.revisions.get(streamId) ?? 0,
      position: this.events.length + 1,
      type,
      data,
      metadata: {
        eventId: crypto.randomUUID(),
        occurredAt,
        actor: { kind: 'system', id: 'test' },
        correlationId: 'test',
        causationId: 'test',
        schemaVersion: definitionOf(type) ? currentVersionOf(type) : 1,
      },
      prevHash: '',
      hash: '',
      globalPrevHash: null,
      globalHash: null,
    };
    this.events.push(event);
    this.revisions.set(streamId, event.revision + 1);
    const sleepers = this.sleepers;
    this.sleepers = new Set();
    for (const wake of sleepers) wake();
    return event;
  }

  append(): Promise<AppendResult> {
    return Promise.reject(new Error('ArrayEventStore takes events through record()'));
  }

  readonly atomicAcrossStreams = false;

  appendToStreams(): Promise<AppendResult[]> {
    return Promise.reject(new Error('ArrayEventStore takes events through record()'));
  }

  readStream(streamId: string): Promise<StoredEvent[]> {
    return Promise.resolve(this.events.filter((event) => event.streamId === streamId));
  }

  readAll(after: GlobalPosition | null, limit: number): Promise<StoredEvent[]> {
    return Promise.resolve(this.events.slice(after ?? 0, (after ?? 0) + limit));
  }

  readRecorded(after: GlobalPosition | null, limit: number): Promise<RecordedEvent[]> {
    return Promise.resolve(
      this.events.slice(after ?? 0, (after ?? 0) + limit).map((event) => ({
        ...event,
        data: JSON.stringify(event.data),
        metadata: JSON.stringify(event.metadata),
      })),
    );
  }

  async *subscribe({
    after,
    maxBatch = 1000,
    signal,
    eventTypes,
  }: SubscribeOptions): AsyncIterable<LogBatch> {
    const wanted = eventTypes ? new Set(eventTypes) : undefined;
    let position = after ?? 0;
    while (!signal?.aborted) {
      const events: StoredEvent[] = [];
      let reached = position;
      for (; reached < this.events.length && events.length < maxBatch; reached += 1) {
        const event = this.events[reached];
        if (event && (!wanted || wanted.has(event.type))) events.push(event);
      }
      if (reached > position) {
        position = reached;
        yield { events, reached };
        continue;
      }
      await new Promise<void>((resolve) => {
        this.sleepers.add(resolve);
        signal?.addEventListener('abort', () => {
          resolve();
        });
      });
    }
  }

  headPosition(): Promise<GlobalPosition | null> {
    return Promise.resolve(this.events.length === 0 ? null : this.events.length);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
