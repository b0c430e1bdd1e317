import type { WitnessCheckpoint } from '@ghost/events/contract';

/**
 * The checkpoint this browser verified last, kept here, out of the portal's reach: the next
 * verification holds the log to it, so a log cut back (its newer checkpoints with it) shows.
 * One per audit key (its fingerprint).
 */
const keyOf = (keyId: string) => `audit_witness_${keyId}`;

export const readWitness = (keyId: string): WitnessCheckpoint | null => {
  try {
    const stored = window.localStorage.getItem(keyOf(keyId));
    return stored ? (JSON.parse(stored) as WitnessCheckpoint) : null;
  } catch {
    return null;
  }
};

export const keepWitness = (witness: WitnessCheckpoint): void => {
  try {
    window.localStorage.setItem(keyOf(witness.keyId), JSON.stringify(witness));
  } catch {
    // Private browsing without storage: the next verification simply has no witness.
  }
};
