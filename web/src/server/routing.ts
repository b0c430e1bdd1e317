import type { IncomingMessage } from 'node:http';

/**
 * GETs that change state (they record an event), so they belong to the command service: the 2FA
 * setup, and the card processor's callback (PayGate calls back with a GET).
 */
const writingGets = new Set(['/api/auth/2fa/setup', '/api/payments/card/callback']);

export type Destination = 'command' | 'query' | 'site';

/** Writes go to the command service, reads to the query service, the rest is the web app. */
export const destinationOf = (req: Pick<IncomingMessage, 'method' | 'url'>): Destination => {
  const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
  if (path !== '/api' && !path.startsWith('/api/')) return 'site';
  const method = (req.method ?? 'GET').toUpperCase();
  const reads = (method === 'GET' || method === 'HEAD') && !writingGets.has(path);
  return reads ? 'query' : 'command';
};
