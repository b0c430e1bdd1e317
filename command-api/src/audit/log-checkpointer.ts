import { randomUUID } from 'node:crypto';
import {
  currentVersionOf,
  genesisHash,
  globalHashOf,
  isWrongExpectedRevision,
  LogCheckpointSigned,
  signCheckpoint,
  streams,
  type AuditSigningKey,
  type EventStore,
  type GlobalPosition,
  type Logger,
  type StoredEvent,
} from '@ghost/events';

export interface CheckpointerOptions {
  eventStore: EventStore;
  key: AuditSigningKey;
  clock: () => Date;
  log: Logger;
  /** A checkpoint once this many events were written since the last (1,000 by default). */
  everyEvents?: number;
  /** A checkpoint this often while events are written (60 s by default). */
  everyMs?: number;
}

/**
 * How long the checkpointer waits to have read the log up to a position: its head at a stop, or
 * the checkpoint it just wrote.
 */
const readUpToMs = 5_000;

/**
 * Signs checkpoints of the log's head: follows the whole log, recomputing its log-wide chain, and
 * every `everyEvents` events or `everyMs` (when events came) and at a stop appends to the
 * `audit-checkpoints` stream a `LogCheckpointSigned`: the count of events so far and the log-wide
 * hash after them, signed with the audit key (which never enters the log). Anyone with the public
 * key can then prove that the log up to there is still the one signed: nothing changed, removed,
 * added, moved or cut off. Where the store keeps the links, it checks them as it goes and signs
 * nothing over a chain that does not hold.
 */
export class LogCheckpointer {
  private readonly everyEvents: number;
  private readonly everyMs: number;
  private readonly stopping = new AbortController();
  private loop: Promise<void> | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  private count = 0;
  private global = genesisHash;
  private position: GlobalPosition | null = null;
  /** Events other than checkpoints since the last checkpoint, written here or elsewhere. */
  private unsigned = 0;
  /** The revision of the checkpoints' stream's last event; -1 while it has none. */
  private revision = -1;
  /** Set once the log breaks: nothing is signed over it any more. */
  private broken: string | undefined;
  private signing: Promise<void> = Promise.resolve();
  private caughtUp: (() => void) | undefined;

  constructor(private readonly options: CheckpointerOptions) {
    this.everyEvents = options.everyEvents ?? 1000;
    this.everyMs = options.everyMs ?? 60_000;
  }

  /** Starts following the log; resolves once it has read it up to its head. */
  async start(): Promise<void> {
    const head = await this.options.eventStore.headPosition();
    const ready = new Promise<void>((resolve) => {
      this.caughtUp = resolve;
    });
    if (head === null) this.caughtUp?.();
    this.loop = this.follow(head);
    this.timer = setInterval(() => {
      if (this.unsigned > 0) void this.checkpoint();
    }, this.everyMs);
    this.timer.unref();
    await ready;
  }

  /**
   * Signs what was written since the last checkpoint (once it has read the log up to its head),
   * so a log that stopped ends with a checkpoint of everything before it; then stops.
   */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    if (this.loop && !this.stopping.signal.aborted) {
      // A checkpoint under way is written, and read back, before the last one is signed.
      let signing: Promise<void>;
      do {
        signing = this.signing;
        await signing;
        await this.readUpTo(await this.options.eventStore.headPosition());
      } while (signing !== this.signing);
      if (this.unsigned > 0) await this.checkpoint();
      await this.signing;
    }
    this.stopping.abort();
    await this.loop;
  }

  /** Waits (a few seconds at most) until the log has been read up to a position. */
  private async readUpTo(position: GlobalPosition | null): Promise<void> {
    const until = Date.now() + readUpToMs;
    while (position !== null && (this.position ?? -1) < position && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  private async follow(head: GlobalPosition | null): Promise<void> {
    try {
      for await (const batch of this.options.eventStore.subscribe({
        after: null,
        signal: this.stopping.signal,
      })) {
        for (const event of batch.events) this.take(event);
        this.position = batch.reached;
        if (head !== null && batch.reached >= head) this.caughtUp?.();
        if (this.unsigned >= this.everyEvents) void this.checkpoint();
      }
    } catch (error) {
      this.options.log.error({ err: error }, 'the log checkpointer stopped reading the log');
    } finally {
      this.caughtUp?.();
    }
  }

  private take(event: StoredEvent): void {
    if (event.globalPrevHash !== null && event.globalPrevHash !== this.global && !this.broken) {
      this.broken = `the log-wide chain breaks before position ${event.position} (${event.streamId} revision ${event.revision})`;
      this.options.log.error(
        { position: event.position, streamId: event.streamId },
        `the event log was altered: ${this.broken}; no checkpoint will be signed over it`,
      );
    }
    this.count += 1;
    this.global = globalHashOf(this.global, event);
    if (event.streamId === streams.auditCheckpoints()) this.revision = event.revision;
    else this.unsigned += 1;
  }

  /** Signs the log as read so far, one checkpoint at a time. */
  private checkpoint(): Promise<void> {
    this.signing = this.signing.then(() => this.signNow());
    return this.signing;
  }

  private async signNow(): Promise<void> {
    if (this.unsigned === 0 || this.broken || this.position === null) return;
    const { privateKey, publicKey } = this.options.key;
    const now = this.options.clock();
    const signing = this.unsigned;
    const signed = signCheckpoint(privateKey, publicKey, {
      eventCount: this.count,
      globalHash: this.global,
      signedAt: now.toISOString(),
    });
    const id = randomUUID();
    const expected = this.revision < 0 ? 'no_stream' : this.revision;
    try {
      const written = await this.options.eventStore.append(
        streams.auditCheckpoints(),
        [
          {
            type: LogCheckpointSigned.type,
            data: { ...signed, position: this.position },
            metadata: {
              eventId: id,
              occurredAt: now.toISOString(),
              actor: { kind: 'system', id: 'log-checkpointer' },
              correlationId: id,
              causationId: id,
              schemaVersion: currentVersionOf(LogCheckpointSigned.type),
            },
          },
        ],
        expected,
      );
      this.revision = written.nextExpectedRevision;
      // What came while it was written waits for the next one.
      this.unsigned -= signing;
      // The next checkpoint signs this one too: the log's readers are woken after its appenders,
      // so one signed before this is read back would miss it, and the log would end with two
      // events no checkpoint signed.
      await this.readUpTo(written.position);
    } catch (error) {
      // Another instance signed meanwhile: its checkpoint comes through the log like any event.
      if (isWrongExpectedRevision(error)) return;
      this.options.log.warn({ err: error }, 'a log checkpoint could not be written');
    }
  }
}
