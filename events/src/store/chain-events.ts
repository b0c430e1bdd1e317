import { currentVersionOf, validateEventData } from '../catalogue/registry.js';
import { eventMetadataSchema } from '../catalogue/metadata.js';
import type { EventToAppend } from './event-store.js';
import { hashEvent } from './hash-chain.js';

export interface ChainedEvent extends EventToAppend {
  revision: number;
  prevHash: string;
  hash: string;
}

/**
 * Validates events against the catalogue and links them into the stream's hash chain, starting
 * after the stream's current head. Shared by every adapter so the chain is computed one way.
 */
export const chainEvents = (
  events: readonly EventToAppend[],
  head: { revision: number; hash: string },
): ChainedEvent[] => {
  let prevHash = head.hash;
  return events.map((event, index) => {
    const metadata = eventMetadataSchema.parse(event.metadata);
    if (metadata.schemaVersion !== currentVersionOf(event.type)) {
      throw new Error(
        `${event.type} must be written at schema version ${currentVersionOf(event.type)}`,
      );
    }
    const data = validateEventData(event.type, event.data);
    const hash = hashEvent(prevHash, { type: event.type, data, metadata });
    const chained = {
      type: event.type,
      data,
      metadata,
      revision: head.revision + 1 + index,
      prevHash,
      hash,
    };
    prevHash = hash;
    return chained;
  });
};
