import type { EventStore, GlobalPosition } from '@ghost/events';
import { checkpointsCollection, type ReadStore } from '../read-store/read-store.js';
import type { ReadModel } from '../runner/projection.js';
import { ProjectionRunner } from '../runner/projection-runner.js';

export interface RebuildProgress {
  position: GlobalPosition;
  head: GlobalPosition;
  eventsPerSecond: number;
  /** Seconds left at the current pace; null before there is a pace. */
  etaSeconds: number | null;
}

export interface RebuildResult {
  position: GlobalPosition | null;
  events: number;
  seconds: number;
}

export interface RebuildOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  /** The runner that keeps the live read models; it goes on from the rebuilt ones. */
  live: ProjectionRunner;
  models: readonly ReadModel[];
  onProgress?: (progress: RebuildProgress) => void;
}

const suffix = '__rebuild';
const rebuilt = (collection: string) => `${collection}${suffix}`;

/**
 * Blue/green rebuild: replays the whole log into fresh collections beside the live ones while
 * queries go on reading the live ones, then, between two batches of the live runner, lets the
 * fresh ones catch up with it, puts them in the live ones' place with the checkpoint, and drops
 * the old. The live runner goes on from there.
 */
export const rebuildReadModels = async ({
  eventStore,
  readStore,
  live,
  models,
  onProgress,
}: RebuildOptions): Promise<RebuildResult> => {
  const collections = models.map((model) => model.collection);
  const checkpoint = `${live.checkpointName}${suffix}`;
  const forgetCheckpoint = () =>
    readStore.write([{ kind: 'delete', collection: checkpointsCollection, id: checkpoint }]);
  // What a failed rebuild may have left.
  await readStore.drop(collections.map(rebuilt));
  await forgetCheckpoint();

  const began = performance.now();
  const shadow = new ProjectionRunner(eventStore, readStore, models, {
    name: checkpoint,
    collectionName: rebuilt,
  });
  try {
    await shadow.start((position, head) => {
      const seconds = (performance.now() - began) / 1000;
      const eventsPerSecond = seconds > 0 ? position / seconds : 0;
      onProgress?.({
        position,
        head,
        eventsPerSecond,
        etaSeconds: eventsPerSecond > 0 ? (head - position) / eventsPerSecond : null,
      });
    });
    const reached = await live.takeOver(async (applied) => {
      if (applied !== null && !(await shadow.waitFor(applied, Number.POSITIVE_INFINITY))) {
        throw new Error('The rebuild stopped before catching up', { cause: shadow.error });
      }
      await shadow.stop();
      const position = await shadow.position();
      await readStore.replaceCollections(
        Object.fromEntries(collections.map((collection) => [rebuilt(collection), collection])),
        position === null ? undefined : { name: live.checkpointName, position },
      );
      await forgetCheckpoint();
      return position;
    });
    return { position: reached, events: reached ?? 0, seconds: (performance.now() - began) / 1000 };
  } finally {
    await shadow.stop();
  }
};
