import type { GlobalPosition, Logger } from '@ghost/events';
import {
  transactionsCollection,
  type ReadModelChange,
  type ReadModelChanges,
  type ReadStore,
  type TransactionDoc,
} from '@ghost/projectors';

/** What an admin stream hears: the position reached and the read models written (null: any). */
export interface CollectionsChange {
  position: GlobalPosition;
  collections: ReadonlySet<string> | null;
}

type PaymentListener = (doc: TransactionDoc) => void;
type CollectionsListener = (change: CollectionsChange) => void;

/**
 * The one listener of the read models' changes in this service, shared by every open stream: it
 * listens only while a stream is open, reads the watched payments a change wrote (all of them,
 * in one read, when the change does not say which) and hands each stream what concerns it.
 */
export class LiveFeed {
  private readonly payments = new Map<string, Set<PaymentListener>>();
  private readonly collections = new Set<CollectionsListener>();
  private stopListening: (() => void) | undefined;

  constructor(
    private readonly readStore: ReadStore,
    private readonly changes: ReadModelChanges,
    private readonly log: Logger,
  ) {}

  /** Hears the payment's document each time a change may have written it. */
  watchPayment(paymentId: string, listener: PaymentListener): () => void {
    let listeners = this.payments.get(paymentId);
    if (!listeners) {
      listeners = new Set();
      this.payments.set(paymentId, listeners);
    }
    const own: PaymentListener = (doc) => {
      listener(doc);
    };
    listeners.add(own);
    this.listen();
    return () => {
      const left = this.payments.get(paymentId);
      left?.delete(own);
      if (left?.size === 0) this.payments.delete(paymentId);
      this.quietDown();
    };
  }

  /** Hears which read models each change wrote. */
  watchCollections(listener: CollectionsListener): () => void {
    const own: CollectionsListener = (change) => {
      listener(change);
    };
    this.collections.add(own);
    this.listen();
    return () => {
      this.collections.delete(own);
      this.quietDown();
    };
  }

  private listen(): void {
    this.stopListening ??= this.changes.onApplied((change) => {
      this.dispatch(change);
    });
  }

  private quietDown(): void {
    if (this.payments.size === 0 && this.collections.size === 0) {
      this.stopListening?.();
      this.stopListening = undefined;
    }
  }

  private dispatch(change: ReadModelChange): void {
    if (this.collections.size > 0) {
      const heard: CollectionsChange = {
        position: change.position,
        collections: change.changed ? new Set(change.changed.keys()) : null,
      };
      for (const listener of [...this.collections]) listener(heard);
    }
    const written = change.changed
      ? (change.changed.get(transactionsCollection) ?? []).filter((id) => this.payments.has(id))
      : [...this.payments.keys()];
    if (written.length > 0) void this.tellPayments(written);
  }

  private async tellPayments(ids: string[]): Promise<void> {
    let docs: TransactionDoc[];
    try {
      docs = await this.readStore.findByIds<TransactionDoc>(transactionsCollection, ids);
    } catch (error) {
      // The read store is unreachable for now: the streams' pages re-read on the next change.
      this.log.warn({ err: error }, 'live updates could not read the changed payments');
      return;
    }
    for (const doc of docs) {
      for (const listener of [...(this.payments.get(doc._id) ?? [])]) listener(doc);
    }
  }
}
