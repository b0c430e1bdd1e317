import { AsyncLocalStorage } from 'node:async_hooks';
import type { EventStore } from '@ghost/events';

/**
 * The Idempotency-Key of the request being handled, claimed on the request's first write. A
 * request refused before it writes (a bad body, no session, a disabled method) then leaves no
 * trace in the log, not even the claim of its key and its release.
 */
const pendingClaim = new AsyncLocalStorage<() => Promise<void>>();

/** Runs a request's handling with its key to claim before whatever it writes first. */
export const withClaimBeforeWrite = <T>(claim: () => Promise<void>, handle: () => Promise<T>) =>
  pendingClaim.run(claim, handle);

const claimPending = async () => {
  await pendingClaim.getStore()?.();
};

/**
 * The event store the routes write through: an append inside a request with a key to claim
 * waits for the claim (made once), and does not happen when the claim is refused. Outside such
 * a request (the outboxes, the reconciler, a request without a key) it is the store itself.
 */
export const claimingBeforeWrites = (store: EventStore): EventStore => ({
  get atomicAcrossStreams() {
    return store.atomicAcrossStreams;
  },
  append: async (streamId, events, expected) => {
    await claimPending();
    return store.append(streamId, events, expected);
  },
  appendToStreams: async (appends) => {
    await claimPending();
    return store.appendToStreams(appends);
  },
  readStream: (streamId) => store.readStream(streamId),
  readAll: (after, limit) => store.readAll(after, limit),
  readRecorded: (after, limit) => store.readRecorded(after, limit),
  subscribe: (options) => store.subscribe(options),
  headPosition: () => store.headPosition(),
  close: () => store.close(),
});
