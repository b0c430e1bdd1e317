import { randomUUID } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@ghost/events';
import {
  clientAddressOf,
  isSaneId,
  toErrorBody,
  trustFunction,
  type TrustProxy,
} from '@ghost/events/http';
import type { Handler } from './gateway.js';
import { unavailableAnswer } from './unavailable-answer.js';

/**
 * Reads the query service for a page the server renders: `path` as the app's reads name it
 * (without /api), on behalf of the visitor whose page it is, so the service applies the same rules
 * as to the visitor's own read (the tracking rate limit counts the visitor, not the gateway).
 */
export type ApiReader = (path: string, visitor: IncomingMessage) => Promise<Response>;

/** A JSON body posted on the visitor's behalf (a form the server answers), with its own headers. */
export interface ApiWrite {
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * Calls a service for the visitor: a read, or, given `write`, a POST of its JSON body (the
 * command service, for a form posted without scripts), under the same rules as the visitor's own
 * call (its rate limits count the visitor).
 */
export type ApiCaller = (
  path: string,
  visitor: IncomingMessage,
  write?: ApiWrite,
) => Promise<Response>;

const unavailable = (url: string) =>
  new Response(JSON.stringify(toErrorBody(unavailableAnswer(url))), {
    status: 503,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

/** The request id the service logs: the visitor's own, else a new one. */
const requestIdOf = (visitor: IncomingMessage) => {
  const given = visitor.headers['x-request-id'];
  return isSaneId(given) ? given : randomUUID();
};

/**
 * The gateway in front of a service over HTTP: the read goes the way the gateway proxies
 * the visitor's own reads, naming the visitor in X-Forwarded-For as the proxy does. A service that
 * does not answer is the proxy's 503 (TRACKING_FAILED for a tracking, else SERVICE_UNAVAILABLE).
 */
export const callOverHttp = (target: string, log: Logger, trust: TrustProxy): ApiCaller => {
  const trusted = trustFunction(trust);
  return async (path, visitor, write) => {
    const url = `/api${path}`;
    try {
      return await fetch(new URL(url, target), {
        ...(write && { method: 'POST', body: JSON.stringify(write.body) }),
        headers: {
          ...write?.headers,
          ...(write && { 'content-type': 'application/json' }),
          accept: 'application/json',
          'x-forwarded-for': clientAddressOf(visitor, trusted),
          'x-request-id': requestIdOf(visitor),
        },
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      log.warn({ err: error, target }, 'a service did not answer a page’s first read');
      return unavailable(url);
    }
  };
};

/**
 * A service in the same process (the embedded portal): its handler is given a request
 * made on the visitor's connection (so it sees the visitor's address and the headers a trusted
 * proxy set), and its answer is collected instead of sent.
 */
export const callInProcess = (handler: Handler): ApiCaller => {
  return (path, visitor, write) =>
    new Promise<Response>((resolve, reject) => {
      const req = new IncomingMessage(visitor.socket);
      req.method = write ? 'POST' : 'GET';
      req.url = `/api${path}`;
      const forwarded = visitor.headers['x-forwarded-for'];
      const body = write && Buffer.from(JSON.stringify(write.body));
      req.headers = {
        ...write?.headers,
        host: visitor.headers.host ?? 'localhost',
        accept: 'application/json',
        'x-request-id': requestIdOf(visitor),
        ...(forwarded !== undefined && { 'x-forwarded-for': forwarded }),
        ...(body && {
          'content-type': 'application/json',
          'content-length': String(body.length),
        }),
      };
      if (body) req.push(body);
      req.push(null);
      // Whole as made: a message read to its end that is not complete counts as cut off, and
      // its destruction would close the visitor's connection.
      req.complete = true;
      const res = new ServerResponse(req);
      const chunks: Buffer[] = [];
      const keep = (chunk: unknown) => {
        if (typeof chunk === 'string' || chunk instanceof Uint8Array)
          chunks.push(Buffer.from(chunk));
      };
      res.write = ((chunk: unknown) => {
        keep(chunk);
        return true;
      }) as typeof res.write;
      res.end = ((chunk?: unknown) => {
        if (typeof chunk !== 'function') keep(chunk);
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (value !== undefined) headers.set(name, String(value));
        }
        const empty = res.statusCode === 204 || res.statusCode === 304;
        resolve(
          new Response(empty ? null : Buffer.concat(chunks), { status: res.statusCode, headers }),
        );
        // What watches the answer end (the access log, the metrics) sees it end.
        res.emit('finish');
        res.emit('close');
        return res;
      }) as typeof res.end;
      Promise.resolve(handler(req, res)).catch(reject);
    });
};
