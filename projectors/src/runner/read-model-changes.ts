import type { GlobalPosition } from '@ghost/events';

/** What the read models changed in one step: a batch of the runner, or a rebuild's switch. */
export interface ReadModelChange {
  /** The log position the read models have reached with it (readable from now on). */
  position: GlobalPosition;
  /**
   * The ids of the documents written, by read model (its collection name as the read models
   * name it). Null when any document may have changed: a rebuild swapped the read models in, or
   * the change is seen from another process, where only the checkpoint is known to have moved.
   */
  changed: ReadonlyMap<string, readonly string[]> | null;
}

export type ReadModelChangeListener = (change: ReadModelChange) => void;

/**
 * Tells who listens that the read models changed, once the change is written: the query
 * service's live updates push it to the screens that show it.
 */
export interface ReadModelChanges {
  /** Hears every change from now on; answers the function that stops listening. */
  onApplied(listener: ReadModelChangeListener): () => void;
}

/**
 * The listeners of a source of changes. A listener that throws is reported and the others still
 * hear the change: a screen's push must never stop the projections.
 */
export class ChangeListeners implements ReadModelChanges {
  private readonly listeners = new Set<ReadModelChangeListener>();

  constructor(private readonly onListenerError: (error: unknown) => void = () => undefined) {}

  get count(): number {
    return this.listeners.size;
  }

  onApplied(listener: ReadModelChangeListener): () => void {
    // Wrapped, so one function listening twice gets two subscriptions, each stopped on its own.
    const own: ReadModelChangeListener = (change) => {
      listener(change);
    };
    this.listeners.add(own);
    return () => {
      this.listeners.delete(own);
    };
  }

  emit(change: ReadModelChange): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(change);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }
}
