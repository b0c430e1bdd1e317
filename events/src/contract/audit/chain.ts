import { z } from 'zod';
import {
  chainReportSchema,
  sha256Hex,
  signedCheckpointSchema,
} from '../../catalogue/chain-report.js';
import { timestamp } from '../common/answer-parts.js';
import { auditActorSchema } from './event-log.js';

export * from '../../catalogue/chain-report.js';

/** A signed checkpoint as an auditor keeps it: the witness a later verification holds the log to. */
export const witnessSchema = signedCheckpointSchema.extend({
  signature: z.string().min(1).max(200),
});
export type WitnessCheckpoint = z.infer<typeof witnessSchema>;

/** An Ed25519 public key as auditors pin it: its 32 raw bytes, base64 (AUDIT_PUBLIC_KEY's form). */
export const pinnedPublicKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9+/]{43}=$/, 'must be an Ed25519 public key: 32 bytes, base64-encoded');

/**
 * POST /api/audit/chain/verify: optionally the checkpoint the auditor verified last, and the
 * public key they pinned (kept in their browser, given to them outside the portal): the
 * checkpoints are then checked with it instead of the key the portal holds, so a log signed again
 * with a new key is not taken for the one they trust.
 */
export const verifyChainRequestSchema = z.strictObject({
  witness: witnessSchema.optional(),
  publicKey: pinnedPublicKeySchema.optional(),
});
export type VerifyChainRequest = z.infer<typeof verifyChainRequestSchema>;

/** POST /api/audit/chain/verify answers the whole report (`chainReportSchema`). */
export const verifyChainAnswerSchema = chainReportSchema;

/** GET /api/audit/public-key: what checks the checkpoints, to keep outside the portal. */
export const auditPublicKeySchema = z.strictObject({
  /** PEM (SPKI), as openssl reads it. */
  publicKey: z.string(),
  /** The 32 raw bytes, base64 (AUDIT_PUBLIC_KEY). */
  raw: z.string(),
  /** sha256 of the raw key: the fingerprint to compare. */
  keyId: sha256Hex,
});
export type AuditPublicKey = z.infer<typeof auditPublicKeySchema>;

/**
 * GET /api/audit/chain: the last verification run from the panel (who, when, what it found), the
 * newest signed checkpoint (to keep as a witness), and the key that checks them.
 */
export const chainStatusSchema = z.strictObject({
  keyId: sha256Hex,
  lastVerification: z
    .strictObject({
      position: z.int().nonnegative(),
      at: timestamp,
      by: auditActorSchema,
      report: chainReportSchema,
    })
    .nullable(),
  latestCheckpoint: witnessSchema.extend({ position: z.int().nonnegative() }).nullable(),
});
export type ChainStatus = z.infer<typeof chainStatusSchema>;
