import { describe, expect, it } from 'vitest';
import { InMemoryReadStore } from '../read-store/in-memory-read-store.js';
import { CheckpointProgress } from './checkpoint-progress.js';

const later = (ms: number, action: () => Promise<void>) =>
  setTimeout(() => {
    void action();
  }, ms);

describe('CheckpointProgress', () => {
  it('reads the position from the runner checkpoint', async () => {
    const readStore = new InMemoryReadStore();
    const progress = new CheckpointProgress(readStore);
    expect(await progress.position()).toBeNull();
    await readStore.write([], { name: 'read-models', position: 7 });
    expect(await progress.position()).toBe(7);
    expect(await progress.waitFor(7, 0)).toBe(true);
  });

  it('resolves true once the checkpoint reaches the position', async () => {
    const readStore = new InMemoryReadStore();
    const progress = new CheckpointProgress(readStore);
    await readStore.write([], { name: 'read-models', position: 3 });
    later(50, () => readStore.write([], { name: 'read-models', position: 5 }));
    later(100, () => readStore.write([], { name: 'read-models', position: 12 }));
    const started = Date.now();
    const [five, ten] = await Promise.all([
      progress.waitFor(5, 2_000),
      progress.waitFor(10, 2_000),
    ]);
    expect([five, ten]).toEqual([true, true]);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('resolves false after the timeout when the checkpoint never gets there', async () => {
    const readStore = new InMemoryReadStore();
    const progress = new CheckpointProgress(readStore, { name: 'other' });
    await readStore.write([], { name: 'read-models', position: 100 });
    later(20, () => readStore.write([], { name: 'other', position: 1 }));
    const started = Date.now();
    expect(await progress.waitFor(2, 150)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });
});

describe('CheckpointProgress changes', () => {
  const heard = (progress: CheckpointProgress) => {
    const changes: { position: number; changed: unknown }[] = [];
    const stop = progress.onApplied((change) => changes.push(change));
    return { changes, stop };
  };

  it('reports each move of the checkpoint, with no document named', async () => {
    const readStore = new InMemoryReadStore();
    await readStore.write([], { name: 'read-models', position: 3 });
    const progress = new CheckpointProgress(readStore, { changePollMs: 10 });
    const { changes, stop } = heard(progress);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(changes, 'where the checkpoint was when listening started is no change').toEqual([]);
    await readStore.write([], { name: 'read-models', position: 8 });
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(changes).toEqual([{ position: 8, changed: null }]);
    stop();
  });

  it('stops reading the checkpoint once nobody listens', async () => {
    const readStore = new InMemoryReadStore();
    const progress = new CheckpointProgress(readStore, { changePollMs: 10 });
    const first = heard(progress);
    const second = heard(progress);
    first.stop();
    await readStore.write([], { name: 'read-models', position: 2 });
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(second.changes).toEqual([{ position: 2, changed: null }]);
    second.stop();
    let reads = 0;
    const counted = Object.assign(Object.create(readStore) as InMemoryReadStore, {
      checkpoint: (name: string) => {
        reads += 1;
        return readStore.checkpoint(name);
      },
    });
    const quiet = new CheckpointProgress(counted, { changePollMs: 10 });
    quiet.onApplied(() => undefined)();
    const afterStop = reads;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toBe(afterStop);
  });
});
