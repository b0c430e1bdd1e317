import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EventStore, GlobalPosition, Logger, StoredEvent } from '@ghost/events';
import { handleCommand } from '../handling/handle-command.js';
import type { OutboxCheckpoint } from '../integrations/outbox/outbox-checkpoint.js';
import { reservationDecider } from './reservation.js';

/** Whose reservations of a purpose are, and how to tell that the owner was recorded. */
export interface ReservationOwner {
  /** Whether a reservation of this purpose is held for this kind of owner. */
  holds(purpose: string): boolean;
  /** The owner's stream: it exists once the owner was recorded. */
  streamOf(by: string): string;
  /** The type of the event that opens the owner's stream. */
  openedBy: string;
  /** The owner as a release names it: "payment", "account". */
  noun: string;
}

export interface ReconcilerOptions {
  eventStore: EventStore;
  owners: readonly ReservationOwner[];
  clock: () => Date;
  log: Logger;
  /**
   * How old a reservation without its owner must be before it is released: longer than any
   * request takes between the two appends where they are not one (EventStoreDB).
   */
  graceMs?: number;
  /** How often the reservations are looked at after the pass at start. */
  intervalMs?: number;
  /**
   * Where it resumes reading the log: before the oldest reservation it has not seen settled.
   * Without one it reads every reservation of the log at each start, which is also correct.
   */
  checkpoint?: OutboxCheckpoint;
}

interface Unconfirmed {
  /** Where the reservation is in the log: the checkpoint stays before it until it is settled. */
  position: GlobalPosition;
  by: string;
  owner: ReservationOwner;
  ownerStream: string;
  reservedAt: number;
}

const reservedData = (event: StoredEvent) => event.data as { purpose: string; by: string };

/**
 * Releases the reservations whose owner was never recorded. SQLite writes a reservation and its
 * owner in one append, so none arises there; EventStoreDB writes them one after the other, and a
 * crash in between would leave a txid or a username held for nothing, refusing its rightful user
 * forever. The reconciler follows the reservations and the events that open their owners' streams
 * and, at start and then every interval, releases with a `KeyReleased` saying why each reservation
 * older than the grace whose owner's stream still does not exist. It also covers logs written
 * before the reservation and its owner became one append.
 */
export class ReservationReconciler {
  private readonly graceMs: number;
  private readonly intervalMs: number;
  private readonly eventTypes: string[];
  /** Reservations whose owner has not been seen, by reservation stream, in log order. */
  private readonly unconfirmed = new Map<string, Unconfirmed>();
  /** The reservation streams waiting for each owner stream. */
  private readonly awaitedBy = new Map<string, Set<string>>();
  private readonly stopping = new AbortController();
  private loops: Promise<void>[] = [];
  /** How far the log was read. */
  private reached: GlobalPosition | null = null;
  private saved: GlobalPosition | null = null;

  constructor(private readonly options: ReconcilerOptions) {
    this.graceMs = options.graceMs ?? 60_000;
    this.intervalMs = options.intervalMs ?? 30_000;
    this.eventTypes = [
      'KeyReserved',
      'KeyReleased',
      ...new Set(options.owners.map((owner) => owner.openedBy)),
    ];
  }

  /** Reads the log to its head and releases what is due then; goes on in the background. */
  async start(): Promise<void> {
    this.reached = (await this.options.checkpoint?.load()) ?? null;
    this.saved = this.reached;
    const head = await this.options.eventStore.headPosition();
    let caughtUp!: () => void;
    const ready = new Promise<void>((resolve) => {
      caughtUp = resolve;
    });
    if (head === null || (this.reached ?? 0) >= head) caughtUp();
    this.loops.push(this.follow(head, caughtUp));
    await ready;
    await this.reconcile();
    this.loops.push(this.everyInterval());
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await Promise.all(this.loops);
    await this.saveCheckpoint();
  }

  /** Releases every due reservation whose owner does not exist; answers how many it released. */
  async reconcile(): Promise<number> {
    const now = this.options.clock().getTime();
    let released = 0;
    for (const [key, reservation] of [...this.unconfirmed]) {
      if (this.stopping.signal.aborted) break;
      if (now - reservation.reservedAt < this.graceMs) continue;
      const owner = await this.options.eventStore.readStream(reservation.ownerStream);
      if (owner.length === 0) {
        const position = await this.release(key, reservation);
        if (position === undefined) continue;
        if (position !== null) released += 1;
      }
      this.forget(key);
    }
    await this.saveCheckpoint();
    return released;
  }

  /** Saves where the next start may read from: before the oldest reservation still watched. */
  private async saveCheckpoint(): Promise<void> {
    const oldest = this.unconfirmed.values().next().value;
    const low = oldest ? oldest.position - 1 : this.reached;
    if (!this.options.checkpoint || low === null || low === this.saved) return;
    try {
      await this.options.checkpoint.save(low);
      this.saved = low;
    } catch (error) {
      // It only makes the next start read more of the log.
      this.options.log.warn({ err: error }, 'the reservation reconciler saved no checkpoint');
    }
  }

  /** The release's position, null when the key was no longer this holder's, undefined on failure. */
  private async release(
    key: string,
    { by, owner }: Unconfirmed,
  ): Promise<GlobalPosition | null | undefined> {
    const commandId = randomUUID();
    const reason = `no ${owner.noun} was recorded for it within ${Math.round(this.graceMs / 1000)} s (released by the reservation reconciler)`;
    try {
      const { position } = await handleCommand(
        this.options.eventStore,
        key,
        reservationDecider,
        { kind: 'Release', key, by, reason },
        {
          actor: { kind: 'system', id: 'reservation-reconciler' },
          commandId,
          correlationId: commandId,
          now: this.options.clock(),
        },
      );
      if (position !== null) {
        this.options.log.warn({ key, by }, `released a reservation whose ${owner.noun} never came`);
      }
      return position;
    } catch (error) {
      this.options.log.error(
        { err: error, key },
        'an orphan reservation could not be released; it is tried again later',
      );
      return undefined;
    }
  }

  private async follow(head: GlobalPosition | null, caughtUp: () => void): Promise<void> {
    try {
      for await (const batch of this.options.eventStore.subscribe({
        after: this.reached,
        eventTypes: this.eventTypes,
        signal: this.stopping.signal,
      })) {
        for (const event of batch.events) this.apply(event);
        this.reached = batch.reached;
        if (head !== null && batch.reached >= head) caughtUp();
      }
    } catch (error) {
      this.options.log.error({ err: error }, 'the reservation reconciler stopped reading the log');
    } finally {
      caughtUp();
    }
  }

  private async everyInterval(): Promise<void> {
    while (!this.stopping.signal.aborted) {
      try {
        await sleep(this.intervalMs, undefined, { signal: this.stopping.signal });
      } catch {
        return;
      }
      await this.reconcile().catch((error: unknown) => {
        this.options.log.error({ err: error }, 'the reservations could not be reconciled');
      });
    }
  }

  private apply(event: StoredEvent): void {
    if (event.type === 'KeyReserved') {
      const { purpose, by } = reservedData(event);
      const owner = this.options.owners.find((candidate) => candidate.holds(purpose));
      // Taken again after a release: only its new holder counts.
      this.forget(event.streamId);
      if (owner) {
        const ownerStream = owner.streamOf(by);
        this.unconfirmed.set(event.streamId, {
          position: event.position,
          by,
          owner,
          ownerStream,
          reservedAt: Date.parse(event.metadata.occurredAt),
        });
        const awaited = this.awaitedBy.get(ownerStream);
        if (awaited) awaited.add(event.streamId);
        else this.awaitedBy.set(ownerStream, new Set([event.streamId]));
      }
    } else if (event.type === 'KeyReleased') {
      this.forget(event.streamId);
    }
    const awaited = this.awaitedBy.get(event.streamId);
    if (awaited && this.options.owners.some((owner) => owner.openedBy === event.type)) {
      for (const key of awaited) this.unconfirmed.delete(key);
      this.awaitedBy.delete(event.streamId);
    }
  }

  private forget(key: string): void {
    const reservation = this.unconfirmed.get(key);
    if (!reservation) return;
    this.unconfirmed.delete(key);
    const awaited = this.awaitedBy.get(reservation.ownerStream);
    awaited?.delete(key);
    if (awaited?.size === 0) this.awaitedBy.delete(reservation.ownerStream);
  }
}
