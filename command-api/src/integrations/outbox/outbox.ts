import type { EventStore, GlobalPosition, Logger, StoredEvent } from '@ghost/events';
import type { OutboxCheckpoint } from './outbox-checkpoint.js';
import type { OutboxLease } from './outbox-lease.js';
import type {
  DeliveryAnswer,
  DeliveryCause,
  DeliveryOutcome,
  DeliveryProgress,
  OutboxChannel,
} from './outbox-channel.js';
import { systemTimer, type OutboxTimer } from './outbox-timer.js';
import {
  backoffDelayMs,
  defaultRetryPolicy,
  nextAttemptAt,
  type RetryPolicy,
} from './retry-policy.js';

export interface OutboxOptions {
  policy?: RetryPolicy;
  timer?: OutboxTimer;
  checkpoint?: OutboxCheckpoint;
  /** Deliveries under way at once. */
  concurrency?: number;
  maxBatch?: number;
  /**
   * How often, at most, the checkpoint is saved while following the log (default 1 s): a saved
   * checkpoint only shortens the next start's reading, so it need not follow every batch.
   */
  checkpointEveryMs?: number;
  log: Logger;
  /** Told of every attempt once it is recorded (the metrics count them). */
  onAttempt?: (outcome: { delivered: boolean }) => void;
  /**
   * With several instances on one log: only the holder of the lease delivers; the others follow
   * the log all the same, ready to take over. None: this outbox is the only one.
   */
  lease?: OutboxLease;
}

/** A delivery the outbox knows of and has not settled. */
export interface PendingDelivery {
  key: string;
  attempts: number;
  /** When it is due; the epoch for a delivery never tried. */
  dueAt: Date;
  inFlight: boolean;
}

interface Entry<Request> {
  key: string;
  cause: DeliveryCause;
  request: Request;
  /** Entries of a group run one at a time, in log order; null: on its own. */
  group: string | null;
  /** Position of the event that asked for it: the checkpoint stays before it until it settles. */
  position: GlobalPosition;
  attempts: number;
  dueAt: Date;
}

const never = new Date(0);

/** Why a nap ends early: there is news (a batch read, a delivery settled). */
const wakeUp = 'news';

/**
 * A durable, event-driven delivery worker. It follows the log from its checkpoint; the events its
 * channel recognises as requests become pending deliveries, and the events it recognises as
 * progress move them on or settle them. Its whole state is rebuilt from the log at start, so a
 * restart resumes every pending delivery where the log left it. Deliveries run in the background
 * (they never hold up a command), each attempt is recorded as an event through the channel, and a
 * retryable failure is tried again after an exponential backoff.
 */
export class Outbox<Request, Answer extends DeliveryOutcome = DeliveryAnswer> {
  private readonly policy: RetryPolicy;
  private readonly timer: OutboxTimer;
  private readonly concurrency: number;
  private readonly entries = new Map<string, Entry<Request>>();
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly stopping = new AbortController();
  private applied: GlobalPosition | null = null;
  private savedCheckpoint: GlobalPosition | null = null;
  private checkpointSavedAt = Number.NEGATIVE_INFINITY;
  /** Saves run one after another: two at once would race on the file they replace. */
  private saving: Promise<void> = Promise.resolve();
  private caughtUpTo: GlobalPosition | null = null;
  private caughtUp = false;
  private nap = new AbortController();
  private loops: Promise<void>[] = [];
  private idleWaiters: { target: GlobalPosition | null; resolve: () => void }[] = [];
  private failure: unknown;
  /** The last position this outbox wrote: `settled` waits until it has read it back. */
  private recordedUpTo: GlobalPosition | null = null;
  private onCaughtUp: () => void = () => undefined;
  /** Whether this runner may deliver: always, unless a lease says another one does. */
  private leaseHeld: boolean;

  constructor(
    private readonly eventStore: EventStore,
    private readonly channel: OutboxChannel<Request, Answer>,
    private readonly options: OutboxOptions,
  ) {
    this.policy = options.policy ?? defaultRetryPolicy;
    this.timer = options.timer ?? systemTimer();
    this.concurrency = options.concurrency ?? 4;
    this.leaseHeld = options.lease === undefined;
  }

  /** Starts following the log; resolves once the state is rebuilt up to the log's head. */
  async start(): Promise<void> {
    if (this.options.lease) this.leaseHeld = await this.tryLease(this.options.lease);
    this.applied = (await this.options.checkpoint?.load()) ?? null;
    this.savedCheckpoint = this.applied;
    await this.channel.resume?.(this.applied);
    this.caughtUpTo = await this.eventStore.headPosition();
    this.caughtUp = this.caughtUpTo === null || (this.applied ?? 0) >= this.caughtUpTo;
    const ready = new Promise<void>((resolve) => {
      this.onCaughtUp = resolve;
    });
    if (this.caughtUp) this.onCaughtUp();
    this.loops = [
      this.follow(),
      this.dispatch(),
      ...(this.options.lease ? [this.keepLease(this.options.lease)] : []),
    ];
    await ready;
    if (this.failure !== undefined) {
      throw this.failure instanceof Error
        ? this.failure
        : new Error('The outbox could not read the log', { cause: this.failure });
    }
  }

  /** Stops following and starting deliveries; waits for those under way to be recorded. */
  async stop(): Promise<void> {
    this.stopping.abort();
    this.nap.abort();
    await Promise.all(this.loops);
    await Promise.all(this.inFlight.values());
    await this.saveCheckpoint(true);
    if (this.options.lease && this.leaseHeld) {
      this.leaseHeld = false;
      // Given up, so another instance takes over at its next renewal rather than at expiry.
      await this.options.lease.release().catch((error: unknown) => {
        this.options.log.warn({ err: error, outbox: this.channel.name }, 'lease not released');
      });
    }
    this.releaseIdle(true);
  }

  /** Whether this runner holds the lease now (the one that delivers). */
  get holdsLease(): boolean {
    return this.leaseHeld;
  }

  /** Sleeps a third of the lease's term; answers false once the outbox is stopping. */
  private async untilRenewal(lease: OutboxLease): Promise<boolean> {
    await this.timer.sleep(lease.ttlMs / 3, this.stopping.signal);
    return !this.stopping.signal.aborted;
  }

  private async tryLease(lease: OutboxLease): Promise<boolean> {
    try {
      return await lease.acquire();
    } catch (error) {
      this.options.log.warn({ err: error, outbox: this.channel.name }, 'lease not renewed');
      return false;
    }
  }

  /**
   * Renews the lease three times per term, and takes it when it is free or has run out. Before
   * delivering as the new holder, the outbox reads the log to its head: the attempts the last
   * holder recorded are known first, so none is made twice.
   */
  private async keepLease(lease: OutboxLease): Promise<void> {
    while (await this.untilRenewal(lease)) {
      const held = await this.tryLease(lease);
      if (held && !this.leaseHeld) {
        const head = await this.eventStore.headPosition().catch(() => null);
        this.caughtUpTo = head;
        this.caughtUp = head === null || (this.applied ?? 0) >= head;
        this.options.log.info({ outbox: this.channel.name }, 'took the outbox lease: delivering');
      } else if (!held && this.leaseHeld) {
        this.options.log.warn({ outbox: this.channel.name }, 'lost the outbox lease: standing by');
      }
      this.leaseHeld = held;
      this.wake();
      this.releaseIdle(false);
    }
  }

  /** The error that stopped the outbox from following the log, if one did. */
  get error(): unknown {
    return this.failure;
  }

  pending(): PendingDelivery[] {
    return [...this.entries.values()].map((entry) => ({
      key: entry.key,
      attempts: entry.attempts,
      dueAt: entry.dueAt,
      inFlight: this.inFlight.has(entry.key),
    }));
  }

  /**
   * Resolves once the outbox has read the log up to its current head, and nothing is due now or
   * under way: what a test awaits after moving the clock, and a shutdown may await.
   */
  async settled(): Promise<void> {
    const target = await this.eventStore.headPosition();
    await new Promise<void>((resolve) => {
      this.idleWaiters.push({ target, resolve });
      this.releaseIdle(false);
    });
    await this.saveCheckpoint(true);
  }

  private async follow(): Promise<void> {
    try {
      for await (const batch of this.eventStore.subscribe({
        after: this.applied,
        maxBatch: this.options.maxBatch ?? 1000,
        signal: this.stopping.signal,
      })) {
        for (const event of batch.events) this.apply(event);
        this.applied = batch.reached;
        if (!this.caughtUp && this.caughtUpTo !== null && this.applied >= this.caughtUpTo) {
          this.caughtUp = true;
          this.onCaughtUp();
        }
        await this.saveCheckpoint(false);
        this.wake();
      }
    } catch (error) {
      this.failure = error;
      this.options.log.error({ err: error, outbox: this.channel.name }, 'the outbox stopped');
      this.stopping.abort();
      this.onCaughtUp();
      this.wake();
      this.releaseIdle(true);
    }
  }

  private apply(event: StoredEvent): void {
    const requested = this.channel.requestIn(event);
    if (requested && !this.entries.has(requested.key)) {
      this.entries.set(requested.key, {
        key: requested.key,
        cause: { eventId: event.metadata.eventId, correlationId: event.metadata.correlationId },
        request: requested.request,
        group: requested.group ?? null,
        position: event.position,
        attempts: 0,
        dueAt: never,
      });
    }
    const progress = this.channel.progressIn(event);
    if (progress) this.advance(progress);
  }

  /**
   * Moves a delivery on. Applied both when an attempt is recorded and when its event comes back
   * through the log; attempt numbers make the second time change nothing.
   */
  private advance(progress: DeliveryProgress): void {
    const entry = this.entries.get(progress.key);
    if (!entry) return;
    if (progress.attempt !== null && progress.attempt < entry.attempts) return;
    if (progress.nextAttemptAt === null) {
      this.entries.delete(progress.key);
      return;
    }
    entry.attempts = progress.attempt ?? entry.attempts;
    entry.dueAt = progress.nextAttemptAt;
  }

  /** Before every delivery still pending, or where the log was read to when none is. */
  private lowWaterMark(): GlobalPosition | null {
    let low = this.applied;
    for (const entry of this.entries.values()) {
      if (low === null || entry.position - 1 < low) low = entry.position - 1;
    }
    return low;
  }

  /** Saves the checkpoint: when asked to (settled, stopped), else at most every interval. */
  private saveCheckpoint(now: boolean): Promise<void> {
    // A checkpoint that cannot be written only makes the next start read more of the log.
    this.saving = this.saving
      .then(() => this.saveCheckpointNow(now))
      .catch((error: unknown) => {
        this.options.log.warn({ err: error, outbox: this.channel.name }, 'checkpoint not saved');
      });
    return this.saving;
  }

  private async saveCheckpointNow(now: boolean): Promise<void> {
    const checkpoint = this.options.checkpoint;
    const low = this.lowWaterMark();
    if (!checkpoint || low === null || low === this.savedCheckpoint) return;
    const at = this.timer.now().getTime();
    if (!now && at - this.checkpointSavedAt < (this.options.checkpointEveryMs ?? 1000)) return;
    this.checkpointSavedAt = at;
    await checkpoint.save(low);
    this.savedCheckpoint = low;
  }

  /**
   * The entries that may run: each one on its own, and the first still pending of each group.
   * The map keeps the order the requests were read from the log in.
   */
  private heads(): Entry<Request>[] {
    const groups = new Set<string>();
    const heads: Entry<Request>[] = [];
    for (const entry of this.entries.values()) {
      if (entry.group !== null) {
        if (groups.has(entry.group)) continue;
        groups.add(entry.group);
      }
      heads.push(entry);
    }
    return heads;
  }

  private async dispatch(): Promise<void> {
    while (!this.stopping.signal.aborted) {
      const now = this.timer.now().getTime();
      let nextDue = Number.POSITIVE_INFINITY;
      if (this.caughtUp && this.leaseHeld) {
        const due: Entry<Request>[] = [];
        for (const entry of this.heads()) {
          if (this.inFlight.has(entry.key)) continue;
          const at = entry.dueAt.getTime();
          if (at <= now) due.push(entry);
          else nextDue = Math.min(nextDue, at);
        }
        // The longest due first: a busy outbox (the chain check reading a thousand open
        // payments) reaches every entry in turn, rather than the first ones read again and
        // again while the newest never run. The sort is stable: equals keep the log's order.
        due.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
        for (const entry of due.slice(0, Math.max(0, this.concurrency - this.inFlight.size))) {
          this.launch(entry);
        }
      }
      this.releaseIdle(false);
      this.nap = new AbortController();
      const wait = nextDue === Number.POSITIVE_INFINITY ? 2 ** 31 - 1 : nextDue - now;
      await this.timer.sleep(wait, this.nap.signal);
    }
  }

  private launch(entry: Entry<Request>): void {
    const attempt = entry.attempts + 1;
    const run = this.attempt(entry, attempt).finally(() => {
      this.inFlight.delete(entry.key);
      this.wake();
    });
    this.inFlight.set(entry.key, run);
  }

  private async attempt(entry: Entry<Request>, attempt: number): Promise<void> {
    const attemptedAt = this.timer.now();
    let answer: Answer;
    try {
      answer = await this.channel.deliver(entry.request, attempt);
    } catch (error) {
      this.options.log.warn(
        { err: error, outbox: this.channel.name, key: entry.key, attempt },
        'a delivery threw instead of answering',
      );
      answer = this.channel.unanswered(error);
    }
    const next = nextAttemptAt(this.policy, attempt, answer, attemptedAt);
    try {
      const position = await this.channel.record({
        key: entry.key,
        cause: entry.cause,
        request: entry.request,
        attempt,
        attemptedAt,
        answer,
        nextAttemptAt: next,
      });
      if (position !== null) this.recordedUpTo = Math.max(this.recordedUpTo ?? position, position);
      this.advance({ key: entry.key, attempt, nextAttemptAt: next });
      this.options.onAttempt?.({ delivered: answer.delivered });
      this.options.log.info(
        { outbox: this.channel.name, key: entry.key, attempt, delivered: answer.delivered },
        'delivery attempt recorded',
      );
    } catch (error) {
      // Not recorded, so as far as the log knows it never happened: deliver again later (the
      // receiver de-duplicates on the event id) rather than lose the request.
      entry.dueAt = new Date(attemptedAt.getTime() + backoffDelayMs(this.policy, attempt));
      this.options.log.error(
        { err: error, outbox: this.channel.name, key: entry.key, attempt },
        'a delivery attempt could not be recorded; it will be made again',
      );
    }
  }

  private wake(): void {
    // A reason of its own: the default one is a new DOMException, made on every batch read.
    this.nap.abort(wakeUp);
  }

  private releaseIdle(all: boolean): void {
    const now = this.timer.now().getTime();
    // A standby has nothing to do but follow the log.
    const idle =
      this.caughtUp &&
      this.inFlight.size === 0 &&
      (this.recordedUpTo === null || (this.applied ?? 0) >= this.recordedUpTo) &&
      (!this.leaseHeld || !this.heads().some((entry) => entry.dueAt.getTime() <= now));
    const ready = this.idleWaiters.filter(
      (waiter) =>
        all ||
        this.failure !== undefined ||
        (idle && (waiter.target === null || (this.applied ?? 0) >= waiter.target)),
    );
    this.idleWaiters = this.idleWaiters.filter((waiter) => !ready.includes(waiter));
    for (const waiter of ready) waiter.resolve();
  }
}
