import { errorCatalogue, type ErrorCode } from './codes.js';
import type { RefusalReason } from './refusal-reasons.js';

/**
 * What an answer may say beside its code and message. Never the names of the log's streams or
 * internal ids: `streamId` cannot even be typed here (an account's stream, `admin-{id}`, would
 * tell a stranger that the account exists); such context goes in a DomainError's `logged` bag.
 */
export type ErrorDetails = Record<string, unknown> & {
  field?: string;
  /** Why, by name: a refused input's `RefusalReason`, a refused card callback's own reasons. */
  reason?: string;
  retryAfter?: number;
  streamId?: never;
};

/**
 * Detail keys never sent to a caller, whatever code put them in `details`: the error-to-JSON
 * mapping (`toErrorBody`) drops them, so no answer of any route names a stream or an internal id.
 */
export const internalDetailKeys: ReadonlySet<string> = new Set([
  'streamId',
  'stream',
  'userId',
  'sessionId',
  'eventId',
  'commandId',
]);

/**
 * A refusal the business expects (bad input, a rule, a conflict): it carries its catalogue code and
 * the HTTP status that goes with it. Anything that is not a DomainError is an internal failure.
 * `logged` is context for the server's log only (the stream a conflict was on): the answer never
 * carries it.
 */
export class DomainError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string = errorCatalogue[code].message,
    readonly details: ErrorDetails = {},
    readonly logged: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.status = errorCatalogue[code].status;
  }
}

/**
 * Bad input: names the field so the caller can point at it, and, for the refusals a screen says
 * in its own words, the reason.
 */
export class ValidationError extends DomainError {
  constructor(
    readonly field: string,
    message: string,
    reason?: RefusalReason,
  ) {
    super('VALIDATION_ERROR', message, reason === undefined ? { field } : { field, reason });
    this.name = 'ValidationError';
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;
