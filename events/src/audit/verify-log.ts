import type { KeyObject } from 'node:crypto';
import { setImmediate as turn } from 'node:timers/promises';
import type { ChainReport } from '../catalogue/chain-report.js';
import type { EventStore, GlobalPosition, RecordedEvent } from '../store/event-store.js';
import { genesisHash, globalHashOf } from '../store/hash-chain.js';
import { ChainVerifier, type Witness } from './chain-verifier.js';

export interface VerifyLogOptions {
  publicKey: KeyObject;
  /** A checkpoint verified before, which the log must still hold (see events/README.md, Audit). */
  witness?: Witness | null;
  /** Told after each page: how far, and the log's head when the walk began. */
  onProgress?: (position: GlobalPosition, head: GlobalPosition) => void;
  /**
   * Give the event loop a turn between pages: a service answering requests verifies in slices;
   * the CLI, alone in its process, does not need to.
   */
  yieldBetweenPages?: boolean;
  clock?: () => Date;
}

const pageSize = 2000;

/** Reads the whole log as recorded, page by page, handing each page to `take`. */
const walk = async (
  store: Pick<EventStore, 'readRecorded'>,
  take: (events: RecordedEvent[]) => void,
  yieldBetweenPages: boolean,
): Promise<void> => {
  for (let after: GlobalPosition | null = null; ;) {
    const page = await store.readRecorded(after, pageSize);
    take(page);
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    after = last.position;
    if (yieldBetweenPages) await turn();
  }
};

/**
 * Verifies the whole log (see ChainVerifier): one pass, and a second, cheaper one (the log-wide
 * hashes only) for checkpoints that sign events too far back for the first.
 */
export const verifyLog = async (
  store: Pick<EventStore, 'readRecorded' | 'headPosition'>,
  options: VerifyLogOptions,
): Promise<ChainReport> => {
  const clock = options.clock ?? (() => new Date());
  const began = performance.now();
  const verifier = new ChainVerifier(options.publicKey, options.witness ?? null);
  const head = (await store.headPosition()) ?? 0;
  const yieldBetweenPages = options.yieldBetweenPages ?? false;
  await walk(
    store,
    (page) => {
      for (const event of page) verifier.add(event);
      const last = page.at(-1);
      if (last) options.onProgress?.(last.position, Math.max(head, last.position));
    },
    yieldBetweenPages,
  );
  const late = new Set(verifier.lateCounts);
  if (late.size > 0) {
    const hashes = new Map<number, string>();
    let count = 0;
    let global = genesisHash;
    await walk(
      store,
      (page) => {
        for (const event of page) {
          count += 1;
          global = globalHashOf(global, event);
          if (late.has(count)) hashes.set(count, global);
        }
      },
      yieldBetweenPages,
    );
    verifier.settleLate(hashes);
  }
  return verifier.finish(clock(), performance.now() - began);
};
