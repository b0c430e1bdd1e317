import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase, SqliteWriter, type AppendGroup } from './sqlite-writer.js';

/**
 * The writer thread: owns the write connection, so the chaining, the inserts and the fsync of
 * every commit happen off the event loop that answers HTTP requests.
 */
export type WriterMessage =
  { kind: 'commit'; id: number; batch: AppendGroup[] } | { kind: 'close' };

const port = parentPort;
if (!port) throw new Error('writer-thread must run in a worker');
const writer = new SqliteWriter(openDatabase((workerData as { file: string }).file));

port.on('message', (message: WriterMessage) => {
  if (message.kind === 'close') {
    writer.close();
    port.close();
    return;
  }
  let outcomes;
  try {
    outcomes = writer.commit(message.batch);
  } catch (error) {
    // The commit itself failed (disk full, I/O error): nothing of the batch was written.
    const failed = error instanceof Error ? error.message : String(error);
    outcomes = message.batch.map(() => ({ failed }));
  }
  port.postMessage({ id: message.id, outcomes });
});
