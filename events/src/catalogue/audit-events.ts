import { z } from 'zod';
import {
  chainFindingSchema,
  chainFindingsRecorded,
  chainReportSchema,
  signedCheckpointSchema,
} from './chain-report.js';
import { defineEvent, type EventOf } from './define-event.js';

const position = z.int().nonnegative();

/** A signed checkpoint of the log's head, in the `audit-checkpoints` stream. */
export const LogCheckpointSigned = defineEvent(
  'LogCheckpointSigned',
  1,
  signedCheckpointSchema.extend({
    position,
    /** Base64 Ed25519 signature over the checkpoint's signed fields (see checkpoint-signature). */
    signature: z.string().min(1).max(200),
  }),
);

/**
 * Someone verified the log from the admin panel: who (the metadata's actor) and what they found,
 * with its first findings.
 */
export const LogVerified = defineEvent(
  'LogVerified',
  1,
  chainReportSchema.extend({
    findings: z.array(chainFindingSchema).max(chainFindingsRecorded),
  }),
);

export const auditEvents = [LogCheckpointSigned, LogVerified] as const;
export type AuditEvent = EventOf<(typeof auditEvents)[number]>;
