import { setImmediate as turn } from 'node:timers/promises';
import type {
  AppendResult,
  EventStore,
  GlobalPosition,
  LogBatch,
  RecordedEvent,
  StoredEvent,
  SubscribeOptions,
} from '@ghost/events';

const readOnly = () => Promise.reject(new Error('The log as it stood at a moment is read-only'));

/**
 * The log as it stood at a position: every read ends there, and a subscription, once there,
 * delivers nothing more (it waits to be stopped), so a projection runner over it builds the read
 * models as they were then. Between batches it gives the event loop a turn: a replay in a service
 * that answers requests must not hold them up for its whole length.
 */
export class LogPrefix implements EventStore {
  readonly atomicAcrossStreams = false;

  constructor(
    private readonly log: EventStore,
    readonly end: GlobalPosition,
  ) {}

  append(): Promise<AppendResult> {
    return readOnly();
  }

  appendToStreams(): Promise<AppendResult[]> {
    return readOnly();
  }

  async readStream(streamId: string): Promise<StoredEvent[]> {
    return (await this.log.readStream(streamId)).filter((event) => event.position <= this.end);
  }

  async readAll(after: GlobalPosition | null, limit: number): Promise<StoredEvent[]> {
    return (await this.log.readAll(after, limit)).filter((event) => event.position <= this.end);
  }

  async readRecorded(after: GlobalPosition | null, limit: number): Promise<RecordedEvent[]> {
    return (await this.log.readRecorded(after, limit)).filter(
      (event) => event.position <= this.end,
    );
  }

  async *subscribe(options: SubscribeOptions): AsyncIterable<LogBatch> {
    if ((options.after ?? -1) < this.end) {
      for await (const batch of this.log.subscribe(options)) {
        const reached = Math.min(batch.reached, this.end);
        yield { events: batch.events.filter((event) => event.position <= this.end), reached };
        if (reached >= this.end) break;
        await turn();
      }
    }
    const { signal } = options;
    if (signal && !signal.aborted) {
      await new Promise((resolve) => {
        signal.addEventListener('abort', resolve, { once: true });
      });
    }
  }

  async headPosition(): Promise<GlobalPosition | null> {
    const head = await this.log.headPosition();
    return head === null ? null : Math.min(head, this.end);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
