import type Koa from 'koa';
import type { Logger } from 'pino';

/** What a socket reports when the caller went away mid-answer (a closed tab, a cancelled fetch). */
const abandonedByCaller = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']);

export const isAbandonedByCaller = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  abandonedByCaller.has(String(error.code));

/**
 * Where a Koa app's errors go once the answer has left the middleware (a streamed file, a body
 * piped to the socket): to the log, as one JSON line, instead of Koa's default stack trace on
 * stderr. A caller that hung up mid-answer is not an error of ours and is not reported.
 */
export const logAppErrors = (app: Koa, log: Logger): Koa => {
  app.on('error', (error: unknown) => {
    if (isAbandonedByCaller(error)) return;
    log.error({ err: error }, 'an answer failed after it started');
  });
  return app;
};
