import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { ReadStore } from '@ghost/projectors';

/**
 * The right to deliver for one outbox, held by one runner at a time: with several command-service
 * instances every one follows the log, and only the holder delivers. The holder renews it well
 * before it runs out; a holder that dies stops renewing, and another instance takes it over once
 * it has run out.
 */
export interface OutboxLease {
  /** Takes the lease, or renews it for its holder; answers whether this runner holds it now. */
  acquire(): Promise<boolean>;
  /** Gives it up at a clean stop, so another instance takes over at once. */
  release(): Promise<void>;
  /** How long a lease runs without a renewal. */
  readonly ttlMs: number;
}

/** Where the leases are kept: beside the read models, which every instance reaches already. */
export const outboxLeasesCollection = 'outbox_leases';

/** Names this process among the instances: its host, its process id, and a random part. */
export const newLeaseHolder = (): string => `${hostname()}:${process.pid}:${randomUUID()}`;

/**
 * A lease as one document per outbox in the read store, taken by a conditional update (atomic in
 * MongoDB and in memory alike): it matches only when the lease is this holder's or has run out.
 */
export const readStoreLease = (options: {
  readStore: ReadStore;
  outbox: string;
  holder: string;
  ttlMs: number;
  now: () => Date;
}): OutboxLease => {
  const { readStore, outbox, holder } = options;
  return {
    ttlMs: options.ttlMs,
    acquire: async () => {
      await readStore.updateOne(
        outboxLeasesCollection,
        { _id: outbox },
        { $setOnInsert: { holder: null, expires_at: 0 } },
        { upsert: true },
      );
      const now = options.now().getTime();
      const taken = await readStore.updateOne(
        outboxLeasesCollection,
        { _id: outbox, $or: [{ holder }, { expires_at: { $lte: now } }] },
        { $set: { holder, expires_at: now + options.ttlMs } },
      );
      return taken.matched === 1;
    },
    release: async () => {
      await readStore.updateOne(
        outboxLeasesCollection,
        { _id: outbox, holder },
        { $set: { holder: null, expires_at: 0 } },
      );
    },
  };
};
