import type { EventStore, GlobalPosition, Logger, StoredEvent } from '@ghost/events';
import type { AuditActorKind } from '@ghost/events/contract';

/** Strings seen many times (streams, types, actors, correlations) kept once, by number. */
class Interner {
  private readonly ids = new Map<string, number>();
  readonly values: string[] = [];

  id(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.ids.set(value, id);
      this.values.push(value);
    }
    return id;
  }

  find(value: string): number | undefined {
    return this.ids.get(value);
  }
}

/** What the event log can be filtered by (see auditEventsQuerySchema). */
export interface LogFilter {
  /** A stream id or the start of one. */
  stream?: string | undefined;
  type?: string | undefined;
  /** A username or an actor id, in any case. */
  actor?: string | undefined;
  actorKind?: AuditActorKind | undefined;
  correlation?: string | undefined;
  /** Milliseconds: occurred at or after `from`, before `until`. */
  from?: number | undefined;
  until?: number | undefined;
}

export interface LogPage {
  /** The matching events' positions, newest first. */
  positions: GlobalPosition[];
  total: number;
  nextBefore: GlobalPosition | null;
}

/** An event's place in the log: its position, and the one before it (null for the first). */
export interface LogPlace {
  position: GlobalPosition;
  previous: GlobalPosition | null;
  /** How many events the log holds up to and including it. */
  count: number;
  occurredAt: number;
}

/** A test that an event matches, over the index's columns at an index. */
type Match = (index: number) => boolean;

const actorKey = (kind: string, id: string, username: string | undefined) =>
  `${kind}\n${id}\n${username ?? ''}`;

/**
 * An index of the whole log in memory, for the auditors' questions: each event's position, time,
 * stream, type, actor, correlation and causation, in columns of numbers (the strings kept once),
 * about 60 bytes an event. Built on first use by reading the log from its start, then kept
 * current by following it. Pages are found by walking it newest first; the events themselves are
 * then read from the log by position.
 */
export class EventLogIndex {
  private readonly positions: GlobalPosition[] = [];
  private readonly times: number[] = [];
  private readonly streamOf: number[] = [];
  private readonly typeOf: number[] = [];
  private readonly actorOf: number[] = [];
  private readonly correlationOf: number[] = [];
  private readonly causationOf: number[] = [];
  private readonly streams = new Interner();
  private readonly types = new Interner();
  private readonly actors = new Interner();
  private readonly correlations = new Interner();
  private readonly causations = new Interner();
  private started: Promise<void> | undefined;
  private readonly listeners = new Set<(position: GlobalPosition) => void>();
  private waiters: { position: GlobalPosition; wake: () => void }[] = [];
  private reached: GlobalPosition = -1;

  constructor(
    private readonly log: EventStore,
    private readonly logger: Logger,
  ) {}

  /** Resolves once the index holds the log as it was when first asked (it follows it after). */
  ready(): Promise<void> {
    this.started ??= this.start();
    return this.started;
  }

  /** The position of the log's last event, as far as the index has read; null when empty. */
  get head(): GlobalPosition | null {
    return this.positions.at(-1) ?? null;
  }

  /** Every event type the log holds, in alphabetical order. */
  get typeNames(): string[] {
    return [...this.types.values].sort();
  }

  /** Hears each position the index reaches, as the log grows. */
  onAppended(listener: (position: GlobalPosition) => void): () => void {
    this.listeners.add(listener);
    void this.ready();
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Resolves true once the index has read the log up to a position, false after the timeout. */
  async waitFor(position: GlobalPosition, timeoutMs: number): Promise<boolean> {
    await this.ready();
    if (this.reached >= position) return true;
    return new Promise((resolve) => {
      const waiter = {
        position,
        wake: () => {
          clearTimeout(timer);
          resolve(true);
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve(false);
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** A page of the matching events, newest first, ending before a position. */
  page(filter: LogFilter, before: GlobalPosition | null, limit: number): LogPage {
    const match = this.matcher(filter);
    const end = before === null ? this.positions.length : this.indexAfter(before - 1);
    const positions: GlobalPosition[] = [];
    let total = 0;
    let more = false;
    if (match) {
      for (let index = this.positions.length - 1; index >= 0; index -= 1) {
        if (!match(index)) continue;
        total += 1;
        if (index >= end) continue;
        if (positions.length < limit) positions.push(this.positions[index] ?? 0);
        else more = true;
      }
    }
    return { positions, total, nextBefore: more ? (positions.at(-1) ?? null) : null };
  }

  /** An event's place in the log; undefined for a position no event holds. */
  place(position: GlobalPosition): LogPlace | undefined {
    const index = this.indexAfter(position - 1);
    if (this.positions[index] !== position) return undefined;
    return this.placeAt(index);
  }

  /** The last event at or before a position: the log as it stood then; undefined before any. */
  placeUpTo(position: GlobalPosition): LogPlace | undefined {
    const index = this.indexAfter(position) - 1;
    return index < 0 ? undefined : this.placeAt(index);
  }

  /**
   * The log as it stood at a moment: its longest beginning whose events all occurred by then
   * (clocks go forward in it; a late-stamped event ends it). Undefined before its first event.
   */
  placeAtTime(time: number): LogPlace | undefined {
    let index = 0;
    while (index < this.times.length && (this.times[index] ?? 0) <= time) index += 1;
    return index === 0 ? undefined : this.placeAt(index - 1);
  }

  private placeAt(index: number): LogPlace {
    const position = this.positions[index] ?? 0;
    return {
      position,
      previous: index > 0 ? (this.positions[index - 1] ?? null) : null,
      count: index + 1,
      occurredAt: this.times[index] ?? 0,
    };
  }

  /** The positions of the events caused by the event with this id, in log order. */
  causedBy(eventId: string): GlobalPosition[] {
    const id = this.causations.find(eventId);
    if (id === undefined) return [];
    const found: GlobalPosition[] = [];
    for (let index = 0; index < this.causationOf.length; index += 1) {
      if (this.causationOf[index] === id) found.push(this.positions[index] ?? 0);
    }
    return found;
  }

  /** How many events carry this correlation id. */
  correlationSize(correlationId: string): number {
    const id = this.correlations.find(correlationId);
    if (id === undefined) return 0;
    let count = 0;
    for (const correlation of this.correlationOf) if (correlation === id) count += 1;
    return count;
  }

  /** The position of the last event of a type; null when there is none. */
  lastOfType(type: string): GlobalPosition | null {
    const id = this.types.find(type);
    if (id === undefined) return null;
    for (let index = this.typeOf.length - 1; index >= 0; index -= 1) {
      if (this.typeOf[index] === id) return this.positions[index] ?? null;
    }
    return null;
  }

  /** The index of the first event after a position (binary search: positions increase). */
  private indexAfter(position: GlobalPosition): number {
    let low = 0;
    let high = this.positions.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.positions[middle] ?? 0) <= position) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The test a filter makes of each event; null when nothing can match. */
  private matcher(filter: LogFilter): Match | null {
    const tests: Match[] = [];
    if (filter.stream !== undefined) {
      const prefix = filter.stream;
      const wanted = new Uint8Array(this.streams.values.length);
      this.streams.values.forEach((stream, id) => {
        if (stream.startsWith(prefix)) wanted[id] = 1;
      });
      tests.push((index) => wanted[this.streamOf[index] ?? 0] === 1);
    }
    if (filter.type !== undefined) {
      const id = this.types.find(filter.type);
      if (id === undefined) return null;
      tests.push((index) => this.typeOf[index] === id);
    }
    if (filter.actor !== undefined || filter.actorKind !== undefined) {
      const name = filter.actor?.toLowerCase();
      const wanted = new Uint8Array(this.actors.values.length);
      this.actors.values.forEach((key, id) => {
        const [kind = '', actorId = '', username = ''] = key.split('\n');
        const kindFits = filter.actorKind === undefined || kind === filter.actorKind;
        const nameFits =
          name === undefined || actorId.toLowerCase() === name || username.toLowerCase() === name;
        if (kindFits && nameFits) wanted[id] = 1;
      });
      tests.push((index) => wanted[this.actorOf[index] ?? 0] === 1);
    }
    if (filter.correlation !== undefined) {
      const id = this.correlations.find(filter.correlation);
      if (id === undefined) return null;
      tests.push((index) => this.correlationOf[index] === id);
    }
    const { from, until } = filter;
    if (from !== undefined) tests.push((index) => (this.times[index] ?? 0) >= from);
    if (until !== undefined) tests.push((index) => (this.times[index] ?? 0) < until);
    return (index) => tests.every((test) => test(index));
  }

  private async start(): Promise<void> {
    const head = await this.log.headPosition();
    let caughtUp: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => {
      caughtUp = resolve;
    });
    if (head === null) caughtUp();
    void (async () => {
      try {
        for await (const batch of this.log.subscribe({ after: null })) {
          for (const event of batch.events) this.add(event);
          this.reached = batch.reached;
          if (head !== null && batch.reached >= head) caughtUp();
          this.tell(batch.reached);
        }
      } catch (error) {
        this.logger.error({ err: error }, 'the audit index of the event log stopped following it');
      } finally {
        caughtUp();
      }
    })();
    await ready;
  }

  private add(event: StoredEvent): void {
    const { metadata } = event;
    const { actor } = metadata;
    this.positions.push(event.position);
    this.times.push(Date.parse(metadata.occurredAt));
    this.streamOf.push(this.streams.id(event.streamId));
    this.typeOf.push(this.types.id(event.type));
    this.actorOf.push(this.actors.id(actorKey(actor.kind, actor.id, actor.username)));
    this.correlationOf.push(this.correlations.id(metadata.correlationId));
    this.causationOf.push(this.causations.id(metadata.causationId));
  }

  private tell(position: GlobalPosition): void {
    const woken = this.waiters.filter((waiter) => waiter.position <= position);
    if (woken.length > 0) {
      this.waiters = this.waiters.filter((waiter) => waiter.position > position);
      for (const waiter of woken) waiter.wake();
    }
    for (const listener of [...this.listeners]) listener(position);
  }
}
