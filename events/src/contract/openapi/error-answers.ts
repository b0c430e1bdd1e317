import { z } from 'zod';
import { adminRoles } from '../../catalogue/admin-account-rules.js';
import { errorCatalogue, type ErrorCode } from '../../errors/codes.js';
import type { Operation } from './operation.js';

/**
 * The codes an operation answers without saying so: its access's refusals, its input's, its
 * service's (a write's Idempotency-Key, a concurrent change), and what any request of a service
 * may meet (an unexpected failure, a stopping process). The process's own health answers meet
 * none of these.
 */
export const impliedErrors = (op: Operation): ErrorCode[] => {
  if (op.service === 'every process') return [];
  const codes: ErrorCode[] = [];
  if (op.access.who === 'signed in') {
    codes.push('TOKEN_EXPIRED');
    if (!op.access.whilePasswordMustChange) codes.push('PASSWORD_CHANGE_REQUIRED');
    if (!op.access.beforeTwoFactor) codes.push('TWOFA_REQUIRED');
    if (op.access.roles.length < adminRoles.length) codes.push('FORBIDDEN');
  }
  // The command service reads every request's body as JSON, whatever the route does with it.
  if (op.service === 'command' || op.query || (op.body && op.body !== 'none')) {
    codes.push('VALIDATION_ERROR');
  }
  for (const parameter of Object.values(op.params ?? {})) {
    codes.push(parameter.refusal ?? 'VALIDATION_ERROR');
  }
  if (op.service === 'command') {
    codes.push('CONCURRENT_MODIFICATION');
    if (op.method !== 'GET') codes.push('IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE');
  }
  codes.push('INTERNAL_ERROR', 'SERVICE_UNAVAILABLE');
  return codes;
};

/** Every error an operation may answer, each once, in the catalogue's order. */
export const errorsOf = (op: Operation): ErrorCode[] => {
  const codes = new Set([...impliedErrors(op), ...op.errors]);
  return (Object.keys(errorCatalogue) as ErrorCode[]).filter((code) => codes.has(code));
};

/** The body of every error answer (`toErrorBody`). */
export const errorBodySchema = z.strictObject({
  error: z.looseObject({
    code: z.enum(Object.keys(errorCatalogue) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    /** The field or parameter a refused input names. */
    field: z.string().optional(),
    /**
     * Why, by name: for a VALIDATION_ERROR one of the refusal reasons a screen says in its own
     * words (`refusalReasons`), for a refused card callback the callback's.
     */
    reason: z.string().optional(),
    /** Seconds to wait (429), as `Retry-After` says too. */
    retryAfter: z.int().nonnegative().optional(),
  }),
});

/** The errors of an operation by status, each status with its codes. */
export const errorsByStatus = (codes: readonly ErrorCode[]): Map<number, ErrorCode[]> => {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const { status } = errorCatalogue[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return byStatus;
};
