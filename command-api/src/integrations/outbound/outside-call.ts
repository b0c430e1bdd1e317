/** How a call to an outside system went wrong. */
export type OutsideFailure =
  /** No answer within the time allowed. */
  | 'timeout'
  /** No answer at all: refused connection, unknown host, reset. */
  | 'network'
  /** An answer with a status that is not a success. */
  | 'status'
  /** A success status with a body we cannot read. */
  | 'bad_answer';

/** The most of an answer's body kept in an error or an event: enough to diagnose, never a dump. */
export const bodyExcerptLength = 500;

export const excerpt = (text: string, length = bodyExcerptLength): string =>
  text.length <= length ? text : `${text.slice(0, length)}…`;

export class OutsideSystemError extends Error {
  constructor(
    /** Which system: 'card processor', 'voucher issuer', ... */
    readonly system: string,
    readonly failure: OutsideFailure,
    message: string,
    readonly status: number | null = null,
    readonly bodyExcerpt: string | null = null,
    options?: { cause?: unknown },
  ) {
    super(`${system}: ${message}`, options);
    this.name = 'OutsideSystemError';
  }
}

export const isOutsideSystemError = (error: unknown): error is OutsideSystemError =>
  error instanceof OutsideSystemError;

export interface OutsideAnswer {
  status: number;
  headers: Headers;
  text: string;
}

export interface OutsideRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The whole exchange, body included, must end within this time. */
  timeoutMs: number;
  /** 'manual' keeps a redirect as the answer instead of following it. */
  redirect?: 'follow' | 'manual' | 'error';
}

const describeNetworkFailure = (error: unknown): string => {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) {
    const code = (cause as Error & { code?: unknown }).code;
    return typeof code === 'string' ? `${code}: ${cause.message}` : cause.message;
  }
  return error instanceof Error ? error.message : String(error);
};

const isTimeout = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/**
 * One HTTP exchange with an outside system, bounded in time (headers and body). It answers
 * whatever status came back; only the absence of an answer throws, as an OutsideSystemError
 * saying whether it was a timeout or a network failure.
 */
export const callOutside = async (
  system: string,
  url: string | URL,
  request: OutsideRequest,
): Promise<OutsideAnswer> => {
  const signal = AbortSignal.timeout(request.timeoutMs);
  try {
    const response = await fetch(url, {
      method: request.method ?? 'GET',
      headers: request.headers ?? {},
      ...(request.body === undefined ? {} : { body: request.body }),
      redirect: request.redirect ?? 'follow',
      signal,
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text };
  } catch (error) {
    if (isTimeout(error) || signal.aborted) {
      throw new OutsideSystemError(
        system,
        'timeout',
        `no answer within ${request.timeoutMs} ms`,
        null,
        null,
        { cause: error },
      );
    }
    throw new OutsideSystemError(system, 'network', describeNetworkFailure(error), null, null, {
      cause: error,
    });
  }
};

/** A JSON answer with a success status, or an OutsideSystemError saying what was wrong. */
export const readJsonAnswer = (system: string, answer: OutsideAnswer): unknown => {
  if (answer.status < 200 || answer.status > 299) {
    throw new OutsideSystemError(
      system,
      'status',
      `answered HTTP ${answer.status}`,
      answer.status,
      excerpt(answer.text),
    );
  }
  try {
    return JSON.parse(answer.text) as unknown;
  } catch (error) {
    throw new OutsideSystemError(
      system,
      'bad_answer',
      'answered something that is not JSON',
      answer.status,
      excerpt(answer.text),
      { cause: error },
    );
  }
};
