import { ensurePrivateFile } from '../../files/private-files.js';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { CommitSignal } from '../commit-signal.js';
import {
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
} from '../event-store.js';
import { logColumns, logPageOfTypesQuery, logPageQuery, type LogRow } from './global-log.js';
import { toLoggedEvent, toRecordedEvent, toStoredEvent } from './schema.js';
import { openDatabase, type AppendOutcome, type StreamOutcome } from './sqlite-writer.js';
import type { WriterMessage } from './writer-thread.js';

const maxBatchesInFlight = 2;

/** How many of the events it wrote last the store keeps for its subscribers. */
const recentEvents = 4096;

/** How much of the log file the reader maps into memory (address space, not memory used). */
const readerMapBytes = 1 << 30;

/** How soon a subscriber notices events written by another process on the same file. */
const externalWritePollMs = 250;

/** An append waiting for the writer: one stream, or several written together. */
interface PendingAppend {
  group: readonly StreamAppend[];
  resolve: (results: AppendResult[]) => void;
  reject: (error: unknown) => void;
}

/**
 * Starts the writer thread. Run from TypeScript sources (tsx, vitest), the thread first registers
 * tsx's loader for itself: loader hooks of the main thread do not reach workers on Node 20.
 */
const startWriterThread = (file: string): Worker => {
  const here = import.meta.url;
  if (!here.endsWith('.ts'))
    return new Worker(new URL('./writer-thread.js', here), { workerData: { file } });
  const tsxManifest = createRequire(here).resolve('tsx/package.json');
  const tsxApi = new URL('./dist/esm/api/index.mjs', pathToFileURL(tsxManifest)).href;
  const entry = new URL('./writer-thread.ts', here).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(bootstrap, { eval: true, workerData: { file } });
};

/** The types a subscriber follows: as a JSON array for SQL, as a set for the events kept. */
interface TypeFilter {
  json: string;
  names: ReadonlySet<string>;
}

/** The events of the filter's types among some of every type. */
const ofTypes = (events: StoredEvent[], filter: TypeFilter | null): StoredEvent[] =>
  filter ? events.filter((event) => filter.names.has(event.type)) : events;

/** The answer to one stream's append, from the rows of its events. */
const resultOf = (outcome: StreamOutcome): AppendResult => {
  const events = ('written' in outcome ? outcome.written : outcome.resent).map(toStoredEvent);
  const last = events.at(-1);
  if (!last) throw new Error('The writer answered an append without its events');
  return { nextExpectedRevision: last.revision, position: last.position, events };
};

/** What an append is answered: each stream's result, or the error it is refused with. */
const answerOf = (outcome: AppendOutcome | undefined): AppendResult[] | Error => {
  if (outcome === undefined) return new Error('The writer gave no answer');
  if ('streams' in outcome) return outcome.streams.map(resultOf);
  if ('wrongRevision' in outcome) {
    const { streamId, expected, actual } = outcome.wrongRevision;
    return new WrongExpectedRevisionError(streamId, expected, actual);
  }
  return new Error(outcome.failed);
};

/**
 * The embedded event store: one SQLite file in WAL mode with synchronous=FULL, so an answered
 * append survives a power cut. A writer thread owns the only write connection: appends arriving
 * while it commits are sent to it together as the next batch (one transaction, one fsync), and
 * the disk never stalls the event loop. Reads use a connection of their own on this thread.
 */
export class SqliteEventStore implements EventStore {
  private readonly reader: Database.Database;
  /**
   * Started by the first append: a process that only reads (a query service, a replay) never
   * starts it, and a start's replay does not share the CPU with the thread's own start.
   */
  private writer: Worker | undefined;
  private readonly committed = new CommitSignal(externalWritePollMs);
  /**
   * The events this store wrote last, in log order and without a gap between their positions.
   * Every subscriber in the process (the read models, the outboxes) wakes on a commit and asks
   * for the events after the head it had: they are here, and the log is not read again for them.
   */
  private recent: StoredEvent[] = [];
  private pending: PendingAppend[] = [];
  /** Batches sent and not answered yet, by id. */
  private readonly inFlight = new Map<number, PendingAppend[]>();
  private sendScheduled = false;
  private nextBatchId = 0;
  private closed = false;
  private drained: (() => void) | null = null;
  private readonly statements;

  constructor(private readonly file: string) {
    // The log is its owner's only; SQLite gives its -wal and -shm files the log file's mode.
    ensurePrivateFile(file);
    openDatabase(file).close();
    this.reader = new Database(file, { readonly: true });
    this.reader.pragma('busy_timeout = 5000');
    // Mapped, the pages a replay walks through are read without a system call and a copy each.
    this.reader.pragma(`mmap_size = ${readerMapBytes}`);
    this.statements = {
      stream: this.reader
        .prepare<[string], LogRow>(
          `SELECT ${logColumns} FROM events WHERE stream_id = ? ORDER BY revision`,
        )
        .raw(true),
      all: this.reader.prepare<[number, number], LogRow>(logPageQuery).raw(true),
      ofTypes: this.reader
        .prepare<[number, number, string, number], LogRow>(logPageOfTypesQuery)
        .raw(true),
      headPosition: this.reader.prepare<[], { position: number | null }>(
        'SELECT MAX(position) AS position FROM events',
      ),
    };
  }

  /** One transaction holds every stream of an append. */
  readonly atomicAcrossStreams = true;

  async append(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    const [result] = await this.appendToStreams([{ streamId, events, expected }]);
    if (!result) throw new Error('The writer answered an append without its result');
    return result;
  }

  appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    if (this.closed) return Promise.reject(new Error('The event store is closed'));
    if (appends.length === 0 || appends.some(({ events }) => events.length === 0)) {
      return Promise.reject(new Error('Nothing to append'));
    }
    return new Promise((resolve, reject) => {
      this.pending.push({ group: appends, resolve, reject });
      this.scheduleSend();
    });
  }

  readStream(streamId: string): Promise<StoredEvent[]> {
    return Promise.resolve(this.statements.stream.all(streamId).map(toStoredEvent));
  }

  readAll(after: GlobalPosition | null, limit: number): Promise<StoredEvent[]> {
    const from = after ?? 0;
    const recent = this.fromRecent(from, limit);
    return Promise.resolve(recent?.length ? recent : this.readLog(from, limit, null).events);
  }

  readRecorded(after: GlobalPosition | null, limit: number): Promise<RecordedEvent[]> {
    return Promise.resolve(this.statements.all.all(after ?? 0, limit).map(toRecordedEvent));
  }

  async *subscribe({
    after,
    maxBatch = 1000,
    signal,
    eventTypes,
  }: SubscribeOptions): AsyncIterable<LogBatch> {
    const filter = eventTypes
      ? { json: JSON.stringify(eventTypes), names: new Set(eventTypes) }
      : null;
    let position = after ?? 0;
    /** When this subscriber last read the log past the events the store wrote itself. */
    let lookedPast = Number.NEGATIVE_INFINITY;
    const stop = () => {
      this.committed.wakeAll();
    };
    signal?.addEventListener('abort', stop, { once: true });
    try {
      while (!this.closed && !signal?.aborted) {
        const generation = this.committed.generation;
        const recent = this.fromRecent(position, maxBatch);
        let batch: LogBatch;
        const last = recent?.at(-1);
        if (recent && last) batch = { events: ofTypes(recent, filter), reached: last.position };
        else if (recent && Date.now() - lookedPast < externalWritePollMs) {
          // Nothing new from this store; what another process writes is looked for now and then.
          batch = { events: [], reached: position };
        } else {
          lookedPast = Date.now();
          batch = this.readLog(position, maxBatch, filter);
        }
        if (batch.reached > position) {
          position = batch.reached;
          yield batch;
        } else if (generation === this.committed.generation) {
          await this.committed.next();
        }
      }
    } finally {
      signal?.removeEventListener('abort', stop);
    }
  }

  /**
   * The events after a position among those the store wrote last, at most `limit`: none when it
   * has them all, undefined when they do not reach back to the position.
   */
  private fromRecent(after: GlobalPosition, limit: number): StoredEvent[] | undefined {
    const first = this.recent[0];
    if (!first || after < first.position - 1) return undefined;
    const from = after - first.position + 1;
    return this.recent.slice(from, from + limit);
  }

  /** Events after a position read from the log, at most `limit`, of the filter's types or all. */
  private readLog(after: GlobalPosition, limit: number, filter: TypeFilter | null): LogBatch {
    if (!filter) {
      const events = this.statements.all.all(after, limit).map(toLoggedEvent);
      return { events, reached: events.at(-1)?.position ?? after };
    }
    // The head first: a page that is not full then covers the log up to it, whatever is appended
    // meanwhile. SQLite passes over the other types without handing them to JavaScript.
    const head = this.statements.headPosition.get()?.position ?? after;
    const events =
      head > after
        ? this.statements.ofTypes.all(after, head, filter.json, limit).map(toLoggedEvent)
        : [];
    const last = events.at(-1);
    return { events, reached: events.length === limit && last ? last.position : head };
  }

  headPosition(): Promise<GlobalPosition | null> {
    return Promise.resolve(this.statements.headPosition.get()?.position ?? null);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    if (this.inFlight.size > 0 || this.pending.length > 0) {
      await new Promise<void>((resolve) => {
        this.drained = resolve;
      });
    }
    this.closed = true;
    this.committed.stop();
    // The reader first: the writer's connection, closed last, folds the WAL into the database, so
    // the next start finds the log at rest instead of copying it over while it replays.
    this.reader.close();
    const writer = this.writer;
    if (writer) {
      const exited = new Promise((resolve) => writer.once('exit', resolve));
      // Keep the process alive until the writer has closed the database.
      writer.ref();
      writer.postMessage({ kind: 'close' } satisfies WriterMessage);
      await exited;
    }
  }

  /**
   * Appends of the same turn go together. Two batches may be under way: the writer commits one
   * while the next is on its way to it, and later appends gather meanwhile.
   */
  private scheduleSend(): void {
    if (this.inFlight.size >= maxBatchesInFlight || this.sendScheduled) return;
    this.sendScheduled = true;
    setImmediate(() => {
      this.sendScheduled = false;
      this.send();
    });
  }

  private send(): void {
    if (this.inFlight.size >= maxBatchesInFlight || this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    const id = (this.nextBatchId += 1);
    this.inFlight.set(id, batch);
    const writer = this.writerThread();
    writer.ref();
    const message: WriterMessage = {
      kind: 'commit',
      id,
      batch: batch.map(({ group }) =>
        group.map(({ streamId, events, expected }) => ({ streamId, events, expected })),
      ),
    };
    writer.postMessage(message);
  }

  private writerThread(): Worker {
    if (this.writer) return this.writer;
    const writer = startWriterThread(this.file);
    writer.unref();
    writer.on('message', (message: { id: number; outcomes: AppendOutcome[] }) => {
      this.settleBatch(message.id, message.outcomes);
    });
    writer.on('error', (error) => {
      this.failEverything(error);
    });
    this.writer = writer;
    return writer;
  }

  private settleBatch(id: number, outcomes: AppendOutcome[]): void {
    const batch = this.inFlight.get(id) ?? [];
    this.inFlight.delete(id);
    if (this.inFlight.size === 0) this.writer?.unref();
    const answers = batch.map((_, index) => answerOf(outcomes[index]));
    // The events of the answers, parsed once for their appenders and the subscribers alike.
    const written = answers.flatMap((answer, index) => {
      const outcome = outcomes[index];
      if (!outcome || !('streams' in outcome) || answer instanceof Error) return [];
      return answer.flatMap((result, stream) =>
        outcome.streams[stream] && 'written' in outcome.streams[stream] ? result.events : [],
      );
    });
    if (written.length > 0) this.remember(written);
    batch.forEach((append, index) => {
      const answer = answers[index];
      if (answer instanceof Error || answer === undefined) append.reject(answer);
      else append.resolve(answer);
    });
    // The subscribers (read models, outboxes) take the new events once the appenders have
    // answered: their work no longer stands between a commit and the answers it acknowledges.
    if (written.length > 0) {
      setImmediate(() => {
        this.committed.notify();
      });
    }
    if (this.pending.length > 0) this.send();
    else if (this.inFlight.size === 0) this.drained?.();
  }

  /**
   * Keeps the events just written for the subscribers. Where they do not follow the events kept
   * so far position after position (another process wrote in between), they start afresh.
   */
  private remember(events: readonly StoredEvent[]): void {
    for (const event of events) {
      const last = this.recent.at(-1);
      if (last && event.position !== last.position + 1) this.recent = [];
      this.recent.push(event);
    }
    if (this.recent.length > recentEvents) this.recent = this.recent.slice(-recentEvents);
  }

  private failEverything(error: unknown): void {
    const waiting = [...[...this.inFlight.values()].flat(), ...this.pending];
    this.inFlight.clear();
    this.pending = [];
    for (const append of waiting) append.reject(error);
    this.drained?.();
  }
}
