import { createHash } from 'node:crypto';

/** Stream naming of the design: one place, so every writer and reader agrees. */
export const streams = {
  transaction: (paymentId: string) => `transaction-${paymentId.toUpperCase()}`,
  admin: (userId: string) => `admin-${userId}`,
  settings: () => 'settings',
  pricing: (pricingId: string) => `pricing-${pricingId}`,
  /** Reservation of a payment proof (txid, gift-card code, voucher code) for one method. */
  txid: (method: string, normalizedTxid: string) =>
    `txid-${createHash('sha256').update(`${method}:${normalizedTxid}`).digest('hex')}`,
  username: (username: string) => `username-${username.toLowerCase()}`,
  /** The first answer to a write sent with this Idempotency-Key. */
  idempotency: (key: string) => `idempotency-${createHash('sha256').update(key).digest('hex')}`,
  /** Refused sign-ins under a name no account holds (a stranger must not create admin streams). */
  unknownSignIns: () => 'sign-ins-unknown-users',
  /** Every sign-in attempt, recorded before it is judged, so the lockout has counted it first. */
  signInAttempts: () => 'sign-in-attempts',
  /** Refused card processor callbacks that name no card payment we know. */
  unknownCardCallbacks: () => 'card-callbacks-unknown-payments',
  /** Reserved by the start that created the first super admin, so no later start does it again. */
  firstAdmin: () => 'bootstrap-first-admin',
  /** Signed checkpoints of the log's head (Ed25519): what lets an auditor prove nothing changed. */
  auditCheckpoints: () => 'audit-checkpoints',
  /** Verifications of the log run from the admin panel, with who ran them and what they found. */
  auditVerifications: () => 'audit-verifications',
} as const;
