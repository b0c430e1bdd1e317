/*
 * The audit's public key as this browser pins it: given to the auditor outside the portal (the
 * operators' PEM, or the AUDIT_PUBLIC_KEY value), pasted once, kept in this browser. Verifications
 * from here check the checkpoints with it, not with the key the portal reports, so a data folder
 * re-keyed and a log signed again cannot pass; a portal reporting another key is an alarm.
 */

/** What the pinned key is kept as: its 32 raw bytes (base64), its fingerprint, and when. */
export interface PinnedKey {
  /** The key's 32 raw bytes, base64: what a verification sends. */
  raw: string;
  /** sha256 (hex) of the raw key, as the portal names keys; null where the browser cannot hash. */
  keyId: string | null;
  pinnedAt: string;
}

/** DER of an SPKI Ed25519 public key, before its 32 raw bytes (RFC 8410). */
const spkiPrefix = [0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x03, 0x21, 0x00];

const bytesOf = (base64: string): number[] | null => {
  try {
    const text = atob(base64);
    return Array.from({ length: text.length }, (_, index) => text.charCodeAt(index));
  } catch {
    return null;
  }
};

const base64Of = (bytes: number[]): string => btoa(String.fromCharCode(...bytes));

/**
 * The 32 raw bytes (base64) of an Ed25519 public key pasted as a PEM block, as its base64, or as
 * `AUDIT_PUBLIC_KEY=…`; null for anything else.
 */
export const rawPublicKeyOf = (text: string): string | null => {
  const trimmed = text.trim().replace(/^AUDIT_PUBLIC_KEY=/, '');
  const pem = /-----BEGIN PUBLIC KEY-----([\s\S]*?)-----END PUBLIC KEY-----/.exec(trimmed);
  const bytes = bytesOf((pem ? (pem[1] ?? '') : trimmed).replace(/\s+/g, ''));
  if (!bytes) return null;
  if (bytes.length === 32) return base64Of(bytes);
  const prefixed =
    bytes.length === spkiPrefix.length + 32 && spkiPrefix.every((byte, i) => bytes[i] === byte);
  return prefixed ? base64Of(bytes.slice(spkiPrefix.length)) : null;
};

/** sha256 (hex) of the raw key: the fingerprint `npm run audit -- public-key` prints. */
export const fingerprintOf = async (raw: string): Promise<string | null> => {
  const bytes = bytesOf(raw);
  // crypto.subtle exists on HTTPS pages and on localhost only.
  if (!bytes || typeof crypto === 'undefined' || !('subtle' in crypto)) return null;
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(bytes));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
};

const storageKey = 'audit_pinned_key';

export const readPinnedKey = (): PinnedKey | null => {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return stored ? (JSON.parse(stored) as PinnedKey) : null;
  } catch {
    return null;
  }
};

export const keepPinnedKey = (pinned: PinnedKey | null): void => {
  try {
    if (pinned) window.localStorage.setItem(storageKey, JSON.stringify(pinned));
    else window.localStorage.removeItem(storageKey);
  } catch {
    // Private browsing without storage: the key stays pinned for this page only.
  }
};
