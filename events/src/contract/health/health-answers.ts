import { z } from 'zod';

/** A store or the projections: up, or down (what went wrong is in the server's log only). */
const componentStatus = z.enum(['up', 'down']);

/** The outside systems a portal talks to, and whether each is the real one or a local sandbox. */
export const integrationNames = ['card', 'fulfilment', 'vouchers', 'mail'] as const;
export type IntegrationName = (typeof integrationNames)[number];
export const integrationKinds = ['real', 'sandbox'] as const;
export type IntegrationKind = (typeof integrationKinds)[number];

/**
 * GET /api/health: the stores and the projections, each up or down, and how far the read models
 * are behind the log (`lag`, in positions). 200 when all are up (`ok`), else 503 (`degraded`).
 * No error text: the details are in the server's log. Where the process knows them (the embedded
 * portal), `integrations` says which outside systems are real and which are sandboxes.
 */
export const healthReportSchema = z.strictObject({
  status: z.enum(['ok', 'degraded']),
  eventStore: z.strictObject({
    status: componentStatus,
    headPosition: z.int().nonnegative().nullable(),
  }),
  readStore: z.strictObject({ status: componentStatus }),
  projections: z.strictObject({
    status: componentStatus,
    position: z.int().nonnegative().nullable(),
    lag: z.int().nullable(),
  }),
  integrations: z.record(z.enum(integrationNames), z.enum(integrationKinds)).optional(),
});
export type HealthReport = z.infer<typeof healthReportSchema>;

/** GET /api/health/live: 200 as long as the process answers at all. */
export const liveAnswerSchema = z.strictObject({ status: z.literal('live') });

/** GET /api/health/ready: 200 `ready` when the service should be sent traffic, else 503 and why. */
export const readyAnswerSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('ready') }),
  z.strictObject({ status: z.literal('not_ready'), reason: z.string().optional() }),
]);
export type ReadyAnswer = z.infer<typeof readyAnswerSchema>;
