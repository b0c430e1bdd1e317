import { randomUUID } from 'node:crypto';
import type { Logger } from '@ghost/events';
import { isSaneId, toErrorBody } from '@ghost/events/http';
import { createProxyServer } from 'http-proxy-3';
import type { Handler } from './gateway.js';
import { unavailableAnswer } from './unavailable-answer.js';

/**
 * Forwards requests to a service, adding X-Forwarded-For; a service that is down is a JSON 503
 * (TRACKING_FAILED for a payment's tracking, SERVICE_UNAVAILABLE otherwise).
 */
export const proxyTo = (target: string, log: Logger): Handler => {
  const proxy = createProxyServer({ target, xfwd: true, proxyTimeout: 30_000, timeout: 30_000 });
  proxy.on('error', (error, req, res) => {
    log.warn({ err: error, target }, 'a service did not answer');
    if (!('writeHead' in res) || res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(toErrorBody(unavailableAnswer(req.url))));
  });
  return (req, res) => {
    // The services log and answer one request id for the request, the gateway's when the caller
    // sent none.
    if (!isSaneId(req.headers['x-request-id'])) req.headers['x-request-id'] = randomUUID();
    proxy.web(req, res);
  };
};
