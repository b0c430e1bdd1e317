import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { EventMetadata } from '../catalogue/metadata.js';

export const genesisHash = '0'.repeat(64);

/** sha256 over the previous hash and the canonical (RFC 8785) JSON of type, data and metadata. */
export const hashEvent = (
  prevHash: string,
  event: { type: string; data: unknown; metadata: EventMetadata },
): string => {
  const canonical = canonicalize({ type: event.type, data: event.data, metadata: event.metadata });
  if (canonical === undefined) throw new Error(`Event ${event.type} cannot be canonicalized`);
  return createHash('sha256').update(prevHash).update(canonical).digest('hex');
};

export interface ChainBreak {
  revision: number;
  reason: 'prevHash does not match the previous event' | 'hash does not match the content';
}

/** Checks a whole stream; returns the first break, or null when the chain is intact. */
export const verifyChain = (
  events: readonly {
    revision: number;
    type: string;
    data: unknown;
    metadata: EventMetadata;
    prevHash: string;
    hash: string;
  }[],
): ChainBreak | null => {
  let previous = genesisHash;
  for (const event of events) {
    if (event.prevHash !== previous) {
      return { revision: event.revision, reason: 'prevHash does not match the previous event' };
    }
    if (hashEvent(event.prevHash, event) !== event.hash) {
      return { revision: event.revision, reason: 'hash does not match the content' };
    }
    previous = event.hash;
  }
  return null;
};
