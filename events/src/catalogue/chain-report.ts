import { z } from 'zod';

/*
 * The shapes of the log's proof (signed checkpoints) and of a verification's report: shared by the
 * audit events, the audit CLI and the HTTP contract (browser-safe).
 */

export const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.int().nonnegative();
const position = z.int().nonnegative();

/**
 * What a checkpoint signs (Ed25519, with the portal's audit key, whose private half never enters
 * the log): that the log's first `eventCount` events end with this log-wide hash. The position of
 * the last of them is kept beside it for people and tools, unsigned: positions belong to the
 * store, and the same log imported elsewhere keeps its chain and its signatures.
 */
export const signedCheckpointSchema = z.strictObject({
  eventCount: z.int().positive(),
  globalHash: sha256Hex,
  signedAt: z.iso.datetime(),
  /** sha256 (hex) of the raw 32-byte public key: which key signed. */
  keyId: sha256Hex,
});
export type SignedCheckpoint = z.infer<typeof signedCheckpointSchema>;

/**
 * What a verification can find. `altered`: an event's content or its link to its stream no longer
 * matches; `missing`: events are gone (a gap in a stream, or the log-wide chain pointing at an
 * event that is not there); `reordered`: events are out of their order; `rewritten`: the log up to
 * a checkpoint is not the one it signed (rewritten and hashed again); `truncated`: the log is
 * shorter than a checkpoint verified before said it was; `forged`: a checkpoint that the public
 * key did not sign.
 */
export const chainFindingKinds = [
  'altered',
  'missing',
  'reordered',
  'rewritten',
  'truncated',
  'forged',
] as const;
export type ChainFindingKind = (typeof chainFindingKinds)[number];

const where = {
  position,
  streamId: z.string(),
  revision: count,
};

/** One thing a verification found, with what is needed to say it in any language. */
export const chainFindingSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('altered'),
    /** content: its hash; link: its prevHash; global: its log-wide link; unreadable: not JSON. */
    reason: z.enum(['content', 'link', 'global', 'unreadable']),
    ...where,
    message: z.string(),
  }),
  z.strictObject({
    kind: z.literal('missing'),
    /** gap: revisions missing from a stream; unlinked: the log-wide chain points at nothing. */
    reason: z.enum(['gap', 'unlinked']),
    ...where,
    /** For a gap: the first and last revision missing. */
    fromRevision: count.nullable(),
    toRevision: count.nullable(),
    message: z.string(),
  }),
  z.strictObject({ kind: z.literal('reordered'), ...where, message: z.string() }),
  z.strictObject({
    kind: z.literal('rewritten'),
    /** The checkpoint that no longer matches, and the events it signed since the one before. */
    position,
    fromPosition: position,
    toPosition: position,
    signedAt: z.iso.datetime(),
    message: z.string(),
  }),
  z.strictObject({
    kind: z.literal('truncated'),
    expectedEvents: count,
    foundEvents: count,
    signedAt: z.iso.datetime(),
    message: z.string(),
  }),
  z.strictObject({
    kind: z.literal('forged'),
    reason: z.enum(['signature', 'unknown_key']),
    position: position.nullable(),
    message: z.string(),
  }),
]);
export type ChainFinding = z.infer<typeof chainFindingSchema>;

/** The most findings a report lists (they are all counted); a recorded verification keeps fewer. */
export const chainFindingsListed = 1000;
export const chainFindingsRecorded = 50;

/** What a verification of the whole log concluded. */
export const chainReportSchema = z.strictObject({
  ok: z.boolean(),
  verifiedAt: z.iso.datetime(),
  durationMs: count,
  /** sha256 (hex) of the public key the checkpoints were checked with. */
  keyId: sha256Hex,
  eventsChecked: count,
  streamsChecked: count,
  /** The position of the last event read; null for an empty log. */
  head: position.nullable(),
  /**
   * Events written before the log-wide chain existed: their streams' chains are checked, and the
   * log-wide chain of the events after them (and every checkpoint) covers them too.
   */
  legacyEvents: count,
  /** Whether the store keeps each event's log-wide links (SQLite) or they are recomputed only. */
  globalLinksStored: z.boolean(),
  checkpoints: z.strictObject({
    checked: count,
    /** The newest checkpoint that holds, signature and all: what to keep as the next witness. */
    last: signedCheckpointSchema
      .extend({ position, signature: z.string().min(1).max(200) })
      .nullable(),
  }),
  /** Events after the last checkpoint's: not signed yet (a running portal always has some). */
  unanchoredEvents: count,
  /** The checkpoint verified before, which the log must still hold; null when none was given. */
  witness: signedCheckpointSchema
    .extend({ status: z.enum(['held', 'truncated', 'rewritten', 'forged']) })
    .nullable(),
  findingsTotal: count,
  byKind: z.record(z.enum(chainFindingKinds), count),
  findings: z.array(chainFindingSchema).max(chainFindingsListed),
});
export type ChainReport = z.infer<typeof chainReportSchema>;
