import { z } from 'zod';

export const actorKinds = ['visitor', 'admin', 'provider', 'system'] as const;

/** Who caused an event. The IP is kept for the audit trail of sign-ins and admin actions. */
export const actorSchema = z.strictObject({
  kind: z.enum(actorKinds),
  id: z.string().min(1),
  username: z.string().optional(),
  ip: z.string().optional(),
});
export type Actor = z.infer<typeof actorSchema>;

export const eventMetadataSchema = z.strictObject({
  eventId: z.uuid(),
  occurredAt: z.iso.datetime(),
  actor: actorSchema,
  correlationId: z.string().min(1),
  causationId: z.string().min(1),
  schemaVersion: z.int().positive(),
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;
