import type { EventStore, GlobalPosition } from '@ghost/events';
import { InMemoryReadStore } from '../read-store/in-memory-read-store.js';
import type { ReadModel } from '../runner/projection.js';
import { ProjectionRunner } from '../runner/projection-runner.js';
import { LogPrefix } from './log-prefix.js';

/**
 * Read models as they stood once the log had reached a position: the log replayed up to there
 * into a fresh in-memory store of their own, never the live one. The same projections build them
 * as build the live read models, so they answer as the live ones answered then.
 */
export const replayUpTo = async (
  log: EventStore,
  position: GlobalPosition,
  models: readonly ReadModel[],
): Promise<InMemoryReadStore> => {
  const readStore = new InMemoryReadStore();
  const runner = new ProjectionRunner(new LogPrefix(log, position), readStore, models, {
    name: `as-of-${position}`,
  });
  try {
    await runner.start();
  } finally {
    await runner.stop();
  }
  return readStore;
};
