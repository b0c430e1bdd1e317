import type { EventMetadata } from '../catalogue/metadata.js';

/**
 * `any`: append whatever the stream holds. `no_stream`: the stream must not exist yet (a
 * reservation). A number: the revision of the stream's last event must be exactly that.
 */
export type ExpectedRevision = 'any' | 'no_stream' | number;

/** A position in the global log. Strictly increasing, not necessarily contiguous. */
export type GlobalPosition = number;

export interface EventToAppend {
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface StoredEvent<Type extends string = string, Data = unknown> {
  streamId: string;
  /** 0-based revision of the event in its stream. */
  revision: number;
  position: GlobalPosition;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  /** Hash of the previous event in the stream (64 zeros for the first). */
  prevHash: string;
  /** sha256 over prevHash and the canonical JSON of type, data and metadata. */
  hash: string;
  /**
   * The log-wide chain (`globalHashOf`): the global hash of the event before this one in the whole
   * log, and this event's. Null where the store does not keep them: events written before the
   * log-wide chain existed, and EventStoreDB, whose $all order is only known once the server has
   * written an event (the chain is then recomputed from the log and proved by the checkpoints).
   */
  globalPrevHash: string | null;
  globalHash: string | null;
}

/**
 * An event exactly as the log holds it, for audits: its data and metadata as the JSON texts
 * written (never upcast), which is what its hash covers and what an export copies.
 */
export interface RecordedEvent {
  streamId: string;
  revision: number;
  position: GlobalPosition;
  type: string;
  data: string;
  metadata: string;
  prevHash: string;
  hash: string;
  globalPrevHash: string | null;
  globalHash: string | null;
}

/** One stream's part of an append to several streams. */
export interface StreamAppend {
  streamId: string;
  events: readonly EventToAppend[];
  expected: ExpectedRevision;
}

export interface AppendResult {
  /** The revision of the stream's last event after the append. */
  nextExpectedRevision: number;
  /** The global position of the last appended event. */
  position: GlobalPosition;
  events: StoredEvent[];
}

export interface SubscribeOptions {
  /** Deliver events after this position; null for the whole log. */
  after: GlobalPosition | null;
  /** Upper bound of a delivered batch. */
  maxBatch?: number;
  signal?: AbortSignal;
  /**
   * Deliver only events of these types; the store passes over the others where it reads (in SQL,
   * on the server), so a subscriber never pays for events it has no use for. Every type when
   * absent.
   */
  eventTypes?: readonly string[];
}

/** What a subscription delivers at a time: events in log order, and how far the log was read. */
export interface LogBatch {
  events: StoredEvent[];
  /**
   * The position the log was read up to: the last event's, or further when events of other types
   * were passed over after it. A subscriber keeps it as its checkpoint, and has "reached" any
   * position up to it, so a batch may carry no event at all.
   */
  reached: GlobalPosition;
}

/**
 * The event store port. Appends are atomic per call (all events or none) and refuse a stale
 * expected revision without writing anything.
 */
export interface EventStore {
  append(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult>;
  /**
   * Whether `appendToStreams` writes all its streams or none. SQLite can (one transaction);
   * EventStoreDB cannot (its client appends to one stream at a time).
   */
  readonly atomicAcrossStreams: boolean;
  /**
   * Appends to several streams, each with its expected revision, in the order given; answers one
   * result per stream. Atomic where `atomicAcrossStreams`: a refused stream writes nothing at all.
   * Elsewhere the streams are written one after another and a refusal after the first throws a
   * `PartialAppendError` naming what was written, for the caller to compensate.
   */
  appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]>;
  /** The whole stream in order; empty when the stream does not exist. */
  readStream(streamId: string): Promise<StoredEvent[]>;
  /** Events of the global log after a position, in order, at most `limit` of them. */
  readAll(after: GlobalPosition | null, limit: number): Promise<StoredEvent[]>;
  /** The log after a position as recorded (see `RecordedEvent`), at most `limit` events. */
  readRecorded(after: GlobalPosition | null, limit: number): Promise<RecordedEvent[]>;
  /** Catch up from a position, then follow live appends, in batches, until aborted. */
  subscribe(options: SubscribeOptions): AsyncIterable<LogBatch>;
  /** The position of the last event in the log, null when it is empty. */
  headPosition(): Promise<GlobalPosition | null>;
  close(): Promise<void>;
}

/** A stale expected revision: nothing was written. */
export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, found ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

/**
 * An append to several streams that a store without atomic appends across streams stopped half
 * way: `written` were appended, the rest was not, because of `cause`.
 */
export class PartialAppendError extends Error {
  constructor(
    readonly written: readonly AppendResult[],
    override readonly cause: unknown,
  ) {
    super(
      `Appended ${written.length} stream(s), then stopped: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = 'PartialAppendError';
  }
}

export const isWrongExpectedRevision = (error: unknown): error is WrongExpectedRevisionError =>
  error instanceof WrongExpectedRevisionError;
