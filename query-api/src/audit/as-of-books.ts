import type { EventStore, GlobalPosition } from '@ghost/events';
import {
  InMemoryReadStore,
  readModels,
  replayUpTo,
  statsCollection,
  transactionsCollection,
  type ReadStore,
} from '@ghost/projectors';

/** The read models the books as of a moment are made of: the transactions and their stats. */
const booksModels = readModels.filter((model) =>
  [transactionsCollection, statsCollection].includes(model.collection),
);

export interface AsOfBooksOptions {
  /** How many moments are kept built (each holds the transactions of its moment). */
  keep?: number;
}

interface Built {
  store: Promise<ReadStore>;
  usedAt: number;
}

/**
 * The books as they stood at log positions: each built once by replaying the log up to there into
 * a fresh in-memory store (never the live read models), then kept, so the same question again is
 * answered from it at once. A few moments are kept, the least recently asked about dropped first;
 * questions about a moment still being built wait for that one build.
 */
export class AsOfBooks {
  private readonly built = new Map<string, Built>();
  private readonly keep: number;

  constructor(
    private readonly log: EventStore,
    options: AsOfBooksOptions = {},
  ) {
    this.keep = Math.max(1, options.keep ?? 3);
  }

  /** The read store of the log up to a position (null: before its first event). */
  at(position: GlobalPosition | null): Promise<ReadStore> {
    const key = String(position);
    const found = this.built.get(key);
    if (found) {
      found.usedAt = performance.now();
      return found.store;
    }
    const store =
      position === null
        ? Promise.resolve<ReadStore>(new InMemoryReadStore())
        : replayUpTo(this.log, position, booksModels);
    const entry = { store, usedAt: performance.now() };
    this.built.set(key, entry);
    // A failed build is not kept: the next question tries again.
    store.catch(() => {
      if (this.built.get(key) === entry) this.built.delete(key);
    });
    this.forgetOldest();
    return store;
  }

  private forgetOldest(): void {
    while (this.built.size > this.keep) {
      let oldest: string | undefined;
      let usedAt = Number.POSITIVE_INFINITY;
      for (const [key, entry] of this.built) {
        if (entry.usedAt < usedAt) {
          usedAt = entry.usedAt;
          oldest = key;
        }
      }
      if (oldest === undefined) return;
      this.built.delete(oldest);
    }
  }
}
