import { errorCatalogue, type ErrorCode } from './codes.js';
import type { RefusalReason } from './refusal-reasons.js';

export type ErrorDetails = Record<string, unknown> & {
  field?: string;
  /** Why, by name: a refused input's `RefusalReason`, a refused card callback's own reasons. */
  reason?: string;
  retryAfter?: number;
};

/**
 * A refusal the business expects (bad input, a rule, a conflict): it carries the spec's code and
 * the HTTP status that goes with it. Anything that is not a DomainError is an internal failure.
 */
export class DomainError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string = errorCatalogue[code].message,
    readonly details: ErrorDetails = {},
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
