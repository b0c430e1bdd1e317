import { hash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { EventMetadata } from '../catalogue/metadata.js';

export const genesisHash = '0'.repeat(64);

const sha256 = (text: string): string => hash('sha256', text, 'hex');

/** RFC 8785 canonical JSON of a value. */
export const canonicalJson = (value: unknown, what: string): string => {
  const canonical = canonicalize(value);
  if (canonical === undefined) throw new Error(`${what} cannot be canonicalized`);
  return canonical;
};

/**
 * The stream hash from the canonical JSON texts of an event's data and metadata: the canonical
 * JSON of `{type, data, metadata}` is those texts between its sorted keys, so a log that stores
 * its texts canonical is verified without parsing them.
 */
export const hashCanonical = (
  prevHash: string,
  type: string,
  dataText: string,
  metadataText: string,
): string =>
  sha256(
    `${prevHash}{"data":${dataText},"metadata":${metadataText},"type":${JSON.stringify(type)}}`,
  );

/** sha256 over the previous hash and the canonical (RFC 8785) JSON of type, data and metadata. */
export const hashEvent = (
  prevHash: string,
  event: { type: string; data: unknown; metadata: EventMetadata },
): string =>
  hashCanonical(
    prevHash,
    event.type,
    canonicalJson(event.data, `Event ${event.type}`),
    canonicalJson(event.metadata, `Event ${event.type}`),
  );

/**
 * The log-wide chain: each event's global hash is sha256 over the global hash of the event before
 * it in the whole log, its stream hash, and its stream and revision. So a deleted, inserted or
 * moved event breaks it even where its stream's own chain still holds (a stream's last event
 * deleted, a stream rewritten and hashed again). Positions are left out: they belong to the store,
 * and the same log imported into another store has the same chain.
 */
export const globalHashOf = (
  globalPrevHash: string,
  event: { streamId: string; revision: number; hash: string },
): string =>
  sha256(`${globalPrevHash}${event.hash}${JSON.stringify([event.streamId, event.revision])}`);

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
