import { errorCatalogue, type ErrorCode } from './codes.js';

export type ErrorDetails = Record<string, unknown> & { field?: string; retryAfter?: number };

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

/** Bad input: names the field so the caller can point at it. */
export class ValidationError extends DomainError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super('VALIDATION_ERROR', message, { field });
    this.name = 'ValidationError';
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;
