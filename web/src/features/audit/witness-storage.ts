import type { WitnessCheckpoint } from '@ghost/events/contract';

/**
 * The checkpoint this browser verified last, kept here, out of the portal's reach: the next
 * verification holds the log to it, so a log cut back (its newer checkpoints with it) shows. One
 * for the browser, whatever key the portal reports: a witness signed by a key that changed then
 * fails its check instead of being quietly set aside.
 */
const storageKey = 'audit_witness';
/** Where witnesses were kept before, one per key the portal reported (`audit_witness_{keyId}`). */
const legacyPrefix = 'audit_witness_';

const parsed = (text: string | null): WitnessCheckpoint | null => {
  try {
    return text ? (JSON.parse(text) as WitnessCheckpoint) : null;
  } catch {
    return null;
  }
};

export const readWitness = (): WitnessCheckpoint | null => {
  try {
    const kept = parsed(window.localStorage.getItem(storageKey));
    if (kept) return kept;
    // The newest of those kept per key before: the log must still hold it.
    const legacy = Object.keys(window.localStorage)
      .filter((key) => key.startsWith(legacyPrefix))
      .map((key) => parsed(window.localStorage.getItem(key)))
      .filter((witness): witness is WitnessCheckpoint => witness !== null)
      .sort((a, b) => b.eventCount - a.eventCount);
    return legacy[0] ?? null;
  } catch {
    return null;
  }
};

export const keepWitness = (witness: WitnessCheckpoint | null): void => {
  try {
    if (witness) window.localStorage.setItem(storageKey, JSON.stringify(witness));
    else window.localStorage.removeItem(storageKey);
  } catch {
    // Private browsing without storage: the next verification simply has no witness.
  }
};
