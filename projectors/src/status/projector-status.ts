import type { GlobalPosition } from '@ghost/events';
import type { Doc, ReadStore } from '../read-store/read-store.js';

/**
 * In the distributed deployment only the projectors service sees the event log's head; it writes
 * it here every few seconds so query-api can report the projection lag without reading the log.
 */
export const projectorStatusCollection = 'projector_status';

export interface ProjectorStatus extends Doc {
  headPosition: GlobalPosition | null;
  reportedAt: string;
  /** The fault the projection runner is stopped at, if it is (absent in older reports). */
  fault?: string | null;
}

export const reportHead = (
  readStore: ReadStore,
  headPosition: GlobalPosition | null,
  now: Date,
  fault?: unknown,
) =>
  readStore.updateOne(
    projectorStatusCollection,
    { _id: 'read-models' },
    {
      $set: {
        headPosition,
        reportedAt: now.toISOString(),
        fault:
          fault === undefined
            ? null
            : fault instanceof Error
              ? fault.message
              : JSON.stringify(fault),
      },
    },
    { upsert: true },
  );

export const readStatus = (readStore: ReadStore) =>
  readStore.findOne<ProjectorStatus>(projectorStatusCollection, { _id: 'read-models' });
