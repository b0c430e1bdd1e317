import { z } from 'zod';
import { timestamp } from '../common/answer-parts.js';

/*
 * The event log as auditors read it (issue 14): pages of events with everything they carry,
 * sealed secrets redacted, filtered and newest first; one event with the events it caused.
 */

/** Who caused an event, as the log's metadata says it (the IP of sign-ins and admin acts too). */
export const auditActorKinds = ['visitor', 'admin', 'provider', 'system'] as const;
export type AuditActorKind = (typeof auditActorKinds)[number];

export const auditActorSchema = z.strictObject({
  kind: z.enum(auditActorKinds),
  id: z.string(),
  username: z.string().optional(),
  ip: z.string().optional(),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

/** What stands in a sealed secret's place (a password hash, a TOTP secret, a voucher PIN). */
export const redactedSecretMark = '$redacted';

/** One event of the log, as recorded, its data's sealed secrets redacted. */
export const auditLogEventSchema = z.strictObject({
  position: z.int().nonnegative(),
  streamId: z.string(),
  revision: z.int().nonnegative(),
  type: z.string(),
  occurredAt: timestamp,
  actor: auditActorSchema,
  eventId: z.string(),
  correlationId: z.string(),
  causationId: z.string(),
  schemaVersion: z.int().positive(),
  /** JSON as recorded (an object for every event type of the catalogue). */
  data: z.unknown(),
  metadata: z.record(z.string(), z.unknown()),
  prevHash: z.string(),
  hash: z.string(),
  /** Null where the store keeps no log-wide links (events before them, EventStoreDB). */
  globalHash: z.string().nullable(),
});
export type AuditLogEvent = z.infer<typeof auditLogEventSchema>;

/** Page sizes of the event log. */
export const auditEventLimits = ['20', '50', '100'] as const;

const single = z.string({ error: 'must be given once' });
const optionalText = (max: number) =>
  single
    .max(max, `must be at most ${max} characters`)
    .transform((text) => text.trim())
    .transform((text) => (text === '' ? undefined : text))
    .optional();
const moment = single
  .pipe(z.iso.datetime({ offset: true, error: 'must be a date-time (ISO 8601)' }))
  .transform((text) => new Date(text).toISOString())
  .optional();
export const positionParam = single
  .regex(/^\d{1,15}$/, 'must be a log position (a whole number)')
  .transform(Number);

/**
 * GET /api/audit/events: `stream` is a stream id or the start of one (`transaction-`), `type` an
 * event type, `actor` a username or an actor id (any case), `actor_kind` one of the kinds,
 * `correlation` a correlation id, `from`/`until` the moments it occurred between (from
 * included), `before` the position the page ends before (the previous page's `nextBefore`).
 */
export const auditEventsQuerySchema = z.strictObject({
  stream: optionalText(200),
  type: optionalText(100),
  actor: optionalText(100),
  actor_kind: z
    .enum(auditActorKinds, { error: `must be one of ${auditActorKinds.join(', ')}` })
    .optional(),
  correlation: optionalText(200),
  from: moment,
  until: moment,
  before: positionParam.optional(),
  limit: z
    .enum(auditEventLimits, { error: `must be one of ${auditEventLimits.join(', ')}` })
    .transform(Number)
    .default(50),
});
export type AuditEventsQuery = z.output<typeof auditEventsQuerySchema>;
export type AuditEventsQueryParams = z.input<typeof auditEventsQuerySchema>;

/** A page of the log, newest first, and how many events match in all. */
export const auditEventPageSchema = z.strictObject({
  events: z.array(auditLogEventSchema),
  total: z.int().nonnegative(),
  /** Where the next (older) page ends; null on the last page. */
  nextBefore: z.int().nonnegative().nullable(),
  /** The log's last position; null for an empty log. */
  head: z.int().nonnegative().nullable(),
  /** Every event type the log holds, in alphabetical order: what `type` can filter by. */
  types: z.array(z.string()),
});
export type AuditEventPage = z.infer<typeof auditEventPageSchema>;

/** GET /api/audit/events/{position}: the event, the events it caused, and its correlation's size. */
export const auditEventDetailSchema = z.strictObject({
  event: auditLogEventSchema,
  caused: z.array(auditLogEventSchema),
  sameCorrelation: z.int().nonnegative(),
});
export type AuditEventDetail = z.infer<typeof auditEventDetailSchema>;
