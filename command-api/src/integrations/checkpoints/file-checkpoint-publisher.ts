import { open } from 'node:fs/promises';
import type {
  CheckpointPublisher,
  PublicationAnswer,
  PublishedCheckpoint,
} from '../../ports/checkpoint-publisher.js';

/**
 * Publishes each checkpoint as a JSON line appended to a file the operator names, outside
 * DATA_DIR (a volume another system copies away, an append-only mount): written and flushed to
 * the disk before it counts as published. A checkpoint published again after a crash is the same
 * line again, which a reader takes once.
 */
export class FileCheckpointPublisher implements CheckpointPublisher {
  readonly name = 'file';

  constructor(private readonly file: string) {}

  async publish(checkpoint: PublishedCheckpoint): Promise<PublicationAnswer> {
    try {
      // Readable by others: a checkpoint holds no secret, and others are meant to read it.
      const handle = await open(this.file, 'a', 0o644);
      try {
        await handle.appendFile(`${JSON.stringify(checkpoint)}\n`);
        await handle.sync();
      } finally {
        await handle.close();
      }
      return { delivered: true, retryable: false, error: null };
    } catch (error) {
      // A full disk, a volume not mounted yet: worth trying again later.
      return { delivered: false, retryable: true, error: (error as Error).message };
    }
  }
}
