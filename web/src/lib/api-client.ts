import type { ErrorCode } from '@ghost/events/contract';
import { clearSession, readSession } from './session-storage';
import { askForStepUp } from './step-up';

/** Codes the client adds to the server's catalogue. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'HTTP_ERROR';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** The API's error object: code, status, the message to show, and what the server added. */
export interface ApiError {
  code: ApiErrorCode;
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  /** The server's message, when it sent one. */
  message: string;
  /** The request field the server refused, for a form to show the error beside it. */
  field?: string;
  /**
   * Why the server refused the input, by name (`refusalReasons` of the contract for a
   * VALIDATION_ERROR): what a screen reads to say it in the visitor's language.
   */
  reason?: string;
  /** Seconds to wait before trying again (rate limits). */
  retryAfter?: number;
}

/** Every call answers either its data or an error, never throws. */
export type ApiResult<T> =
  { data: T; position: number | null; error?: undefined } | { error: ApiError; data?: undefined };

/** Thrown by the SWR fetcher so SWR keeps the error; carries the same error object. */
export class ApiRequestError extends Error {
  constructor(readonly error: ApiError) {
    super(error.message || error.code);
    this.name = 'ApiRequestError';
  }
}

export const apiBase = '/api';

/**
 * Read-your-writes: the log position of the newest write this page made. Every read
 * sends it, and the query service waits (at most 2 s) until its read models have reached it, so
 * a list reloaded after an action shows the action.
 */
let writtenPosition: number | null = null;

export const noteWrittenPosition = (position: number | null | undefined): void => {
  if (typeof position === 'number' && (writtenPosition === null || position > writtenPosition)) {
    writtenPosition = position;
  }
};

export const lastWrittenPosition = (): number | null => writtenPosition;

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an `Idempotency-Key` so a retried write happens once. */
  headers?: Record<string, string>;
  /**
   * A refusal STEP_UP_REQUIRED is answered as it comes, without asking for the password and a
   * code and sending the request again (the step-up itself, and that one retry).
   */
  noStepUp?: boolean;
}

export const apiUrl = (path: string, query?: Record<string, QueryValue>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${apiBase}${path}${search ? `?${search}` : ''}`;
};

interface ServerErrorBody {
  error?:
    | { code?: string; message?: string; field?: string; reason?: string; retryAfter?: number }
    | string;
  message?: string;
}

/** An answer's body: its JSON, else its text (null when empty). */
export const readBody = async (response: Response): Promise<unknown> => {
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 204) return null;
  if (type.includes('json')) return response.json().catch(() => null);
  const text = await response.text().catch(() => '');
  return text === '' ? null : text;
};

/** The error object of a refused answer, by the catalogue's codes (see `request`). */
export const errorOf = (response: Response, body: unknown): ApiError => {
  const sent = (typeof body === 'object' && body !== null ? body : {}) as ServerErrorBody;
  const detail = typeof sent.error === 'object' ? sent.error : undefined;
  const message =
    detail?.message ??
    (typeof sent.error === 'string' ? sent.error : undefined) ??
    sent.message ??
    (typeof body === 'string' ? body : '');
  const header = Number(response.headers.get('retry-after'));
  const retryAfter =
    detail?.retryAfter ?? (Number.isFinite(header) && header > 0 ? header : undefined);
  // A 401 ends the session on any call; its code defaults to TOKEN_EXPIRED.
  const fallback = response.status === 401 ? 'TOKEN_EXPIRED' : 'HTTP_ERROR';
  return {
    code: (detail?.code ?? fallback) as ApiErrorCode,
    status: response.status,
    message,
    ...(detail?.field !== undefined && { field: detail.field }),
    ...(typeof detail?.reason === 'string' && { reason: detail.reason }),
    ...(retryAfter !== undefined && { retryAfter }),
  };
};

/**
 * How many more times a read is sent when the query service says (X-Caught-Up: false) its read
 * models had not reached the position it was asked to wait for: each send waits up to 2 s there.
 */
const catchUpRetries = 2;

const caughtUp = (response: Response) => response.headers.get('x-caught-up') !== 'false';

const positionOf = (response: Response, body: unknown): number | null => {
  const header = response.headers.get('x-log-position');
  if (header !== null && /^\d+$/.test(header)) return Number(header);
  const sent = (body as { position?: unknown } | null)?.position;
  return typeof sent === 'number' ? sent : null;
};

/**
 * The one way the web app calls the API: same origin plus /api, JSON bodies, the bearer token when
 * one is held, and the catalogue's error codes: NETWORK_ERROR when the server cannot be reached,
 * TOKEN_EXPIRED on a 401 (which also clears the token), the server's code otherwise (HTTP_ERROR
 * when it sent none). A STEP_UP_REQUIRED refusal asks for a step-up (`askForStepUp`) and, once
 * given, sends the request again, once.
 */
export const request = async <T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> => {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const session = readSession();
  if (session) headers.Authorization = `Bearer ${session.token}`;
  if (method === 'GET' && writtenPosition !== null)
    headers['X-Log-Position'] = String(writtenPosition);

  const send = () =>
    fetch(apiUrl(path, options.query), {
      method,
      headers,
      ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
      ...(options.signal && { signal: options.signal }),
      cache: 'no-store',
    });
  let response: Response;
  try {
    response = await send();
    // The read models had not reached this page's last write in the server's wait (a busy
    // machine): read again, so a list reloaded after an action does show it.
    for (let retry = 0; retry < catchUpRetries && !caughtUp(response); retry += 1) {
      await response.body?.cancel();
      response = await send();
    }
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    return { error: { code: 'NETWORK_ERROR', status: 0, message: '' } };
  }
  const body = await readBody(response);
  if (!response.ok) {
    if (response.status === 401) clearSession();
    const error = errorOf(response, body);
    // A sensitive change from a session not raised lately: ask for the password and a code,
    // then send it once more. Cancelled, the refusal is the answer, and nothing was changed.
    if (error.code === 'STEP_UP_REQUIRED' && !options.noStepUp && (await askForStepUp())) {
      return request<T>(path, { ...options, noStepUp: true });
    }
    return { error };
  }
  const position = positionOf(response, body);
  if (method !== 'GET') noteWrittenPosition(position);
  return { data: body as T, position };
};

/** SWR's fetcher: the key is the path with its query; an error is thrown for SWR to keep. */
export const swrFetcher = async <T>(path: string): Promise<T> => {
  const result = await request<T>(path);
  if (result.error) throw new ApiRequestError(result.error);
  return result.data;
};

export const isApiRequestError = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError;
