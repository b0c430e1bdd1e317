import { currentVersionOf, eventCatalogue } from '../catalogue/registry.js';
import { eventMetadataSchema } from '../catalogue/metadata.js';
import type { EventToAppend } from './event-store.js';
import { canonicalJson, hashCanonical } from './hash-chain.js';

export interface ChainedEvent extends EventToAppend {
  revision: number;
  prevHash: string;
  hash: string;
  /** The canonical JSON of the data and the metadata: what the hash covers, and what is stored. */
  dataText: string;
  metadataText: string;
}

/**
 * Validates events against the catalogue and links them into the stream's hash chain, starting
 * after the stream's current head. Shared by every adapter so the chain is computed one way.
 * An event is written at its type's current schema version; an older one only as recorded before
 * (an import of an older log), and only if its type's upcasters bring it to valid current data.
 */
export const chainEvents = (
  events: readonly EventToAppend[],
  head: { revision: number; hash: string },
): ChainedEvent[] => {
  let prevHash = head.hash;
  return events.map((event, index) => {
    const metadata = eventMetadataSchema.parse(event.metadata);
    const version = currentVersionOf(event.type);
    if (metadata.schemaVersion > version) {
      throw new Error(`${event.type} must be written at schema version ${version}`);
    }
    const data = eventCatalogue.validateRecorded(event.type, event.data, metadata.schemaVersion);
    const dataText = canonicalJson(data, `Event ${event.type}`);
    const metadataText = canonicalJson(metadata, `Event ${event.type}`);
    const hash = hashCanonical(prevHash, event.type, dataText, metadataText);
    const chained = {
      type: event.type,
      data,
      metadata,
      revision: head.revision + 1 + index,
      prevHash,
      hash,
      dataText,
      metadataText,
    };
    prevHash = hash;
    return chained;
  });
};
