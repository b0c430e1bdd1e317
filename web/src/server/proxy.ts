import { randomUUID } from 'node:crypto';
import type { Logger } from '@ghost/events';
import {
  clientAddressOf,
  isSaneId,
  toErrorBody,
  trustFunction,
  type TrustProxy,
} from '@ghost/events/http';
import { createProxyServer } from 'http-proxy-3';
import type { Handler } from './gateway.js';
import { unavailableAnswer } from './unavailable-answer.js';

/**
 * Forwards requests to a service with X-Forwarded-For naming the caller alone, as the proxies the
 * gateway trusts (TRUST_PROXY) tell it: whatever else the caller put in the header is dropped, so
 * the services, which trust the gateway as their one hop, cannot be told another address. A
 * service that is down is a JSON 503 (TRACKING_FAILED for a payment's tracking,
 * SERVICE_UNAVAILABLE otherwise).
 */
export const proxyTo = (target: string, log: Logger, trust: TrustProxy): Handler => {
  const trusted = trustFunction(trust);
  const proxy = createProxyServer({ target, proxyTimeout: 30_000, timeout: 30_000 });
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
    req.headers['x-forwarded-for'] = clientAddressOf(req, trusted);
    proxy.web(req, res);
  };
};
