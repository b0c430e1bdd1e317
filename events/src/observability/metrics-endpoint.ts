import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { envPort } from '../config/parse-env.js';
import type { PortalMetrics } from './metrics.js';

export const metricsPath = '/metrics';

/**
 * METRICS_PORT: /metrics on a port of its own (on METRICS_HOST, this machine only by default),
 * off the public one. METRICS_TOKEN: /metrics on the public port too, for a bearer of the token.
 * Neither: no metrics are served.
 */
export const metricsEnv = {
  METRICS_PORT: envPort(0).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
};

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

const bearerMatches = (header: string | undefined, token: string): boolean => {
  const sent = /^Bearer (\S+)$/.exec(header ?? '')?.[1];
  // Compared as digests, in constant time: how much of a guess was right never shows.
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
};

const answerMetrics = async (metrics: PortalMetrics, res: ServerResponse): Promise<void> => {
  const { contentType, text } = await metrics.exposition();
  res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
  res.end(text);
};

const refuse = (res: ServerResponse, status: number, code: string, message: string) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ error: { code, message } }));
};

/**
 * GET /metrics on the public port, for the bearer of METRICS_TOKEN: answers true when the
 * request was this one (answered or refused), false for any other request.
 */
export const metricsOnPublicPort =
  (metrics: PortalMetrics, token: string) =>
  (req: IncomingMessage, res: ServerResponse): boolean => {
    if ((req.url ?? '/').split('?', 1)[0] !== metricsPath) return false;
    if (!bearerMatches(req.headers.authorization, token)) {
      res.setHeader('www-authenticate', 'Bearer');
      refuse(res, 401, 'TOKEN_EXPIRED', 'The metrics need the bearer token METRICS_TOKEN');
      return true;
    }
    answerMetrics(metrics, res).catch((error: unknown) => {
      res.destroy(error instanceof Error ? error : undefined);
    });
    return true;
  };

/** GET /metrics on a port of its own, with no token: whoever reaches the port may read. */
export const serveMetrics = async (
  metrics: PortalMetrics,
  options: { port: number; host: string },
): Promise<Server> => {
  const server = createServer((req, res) => {
    if ((req.url ?? '/').split('?', 1)[0] !== metricsPath) {
      refuse(res, 404, 'NOT_FOUND', 'Only /metrics is served here');
      return;
    }
    answerMetrics(metrics, res).catch((error: unknown) => {
      res.destroy(error instanceof Error ? error : undefined);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
};

export const portOf = (server: Server): number => (server.address() as AddressInfo).port;
