import type { Middleware } from 'koa';
import { DomainError, internalDetailKeys, ValidationError } from '../errors/domain-error.js';
import type { ErrorBody } from '../errors/codes.js';

/** Errors thrown by Koa and its body parser carry an HTTP status; map the ones a caller caused. */
const fromHttpError = (error: unknown): DomainError | undefined => {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const status = Number(error.status);
  if (status === 413) return new ValidationError('body', 'The request body is larger than 64 KB');
  if (status === 415)
    return new ValidationError('body', 'The request body encoding is not supported');
  if (status === 400) return new ValidationError('body', 'The request body is not valid JSON');
  if (status === 404) return new DomainError('NOT_FOUND');
  if (status === 405 || status === 501) return new DomainError('METHOD_NOT_ALLOWED');
  return undefined;
};

/** The details an answer may carry: everything but the internal keys (streams, ids). */
const publicDetails = (details: DomainError['details']) =>
  Object.fromEntries(Object.entries(details).filter(([key]) => !internalDetailKeys.has(key)));

/** The JSON of an error answer: its code, message and public details, never a stream's name. */
export const toErrorBody = (error: DomainError): ErrorBody => ({
  error: { ...publicDetails(error.details), code: error.code, message: error.message },
});

/** Where the server's own context of a refusal goes (the stream a conflict was on): the log. */
export type LogRefusal = (
  context: Record<string, unknown>,
  error: DomainError,
  where: string,
) => void;

/**
 * The one place an error becomes an answer: a DomainError with its code and status, anything else
 * a 500 with no detail (the detail goes to the log, never to the caller). A refusal's `logged`
 * context (and any internal key found in its details) goes to `logRefusal` only.
 */
export const errorMiddleware =
  (logUnexpected: (error: unknown, where: string) => void, logRefusal?: LogRefusal): Middleware =>
  async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body == null) throw new DomainError('NOT_FOUND');
    } catch (error) {
      const known = error instanceof DomainError ? error : fromHttpError(error);
      if (!known) logUnexpected(error, `${ctx.method} ${ctx.path}`);
      if (known && logRefusal) {
        const internal = Object.fromEntries(
          Object.entries(known.details).filter(([key]) => internalDetailKeys.has(key)),
        );
        const context = { ...internal, ...known.logged };
        if (Object.keys(context).length > 0)
          logRefusal(context, known, `${ctx.method} ${ctx.path}`);
      }
      const answer = known ?? new DomainError('INTERNAL_ERROR');
      ctx.status = answer.status;
      ctx.body = toErrorBody(answer);
      if (answer.details.retryAfter !== undefined)
        ctx.set('Retry-After', String(answer.details.retryAfter));
    }
  };
