import { bodyParser } from '@koa/bodyparser';
import type { Context, Middleware } from 'koa';
import { ValidationError } from '../errors/domain-error.js';

export const maxBodyBytes = 64 * 1024;

const hasBody = (ctx: Context): boolean =>
  Number(ctx.get('content-length') || 0) > 0 || ctx.get('transfer-encoding') !== '';

const parse = bodyParser({
  enableTypes: ['json'],
  jsonLimit: maxBodyBytes,
  jsonStrict: true,
  encoding: 'utf-8',
  onError: (error) => {
    const status = (error as { status?: number }).status;
    if (status === 413) throw new ValidationError('body', 'The request body is larger than 64 KB');
    throw new ValidationError('body', 'The request body is not valid JSON');
  },
});

/**
 * JSON bodies only, at most 64 KB. A body of another content type is refused rather than
 * silently ignored; a request without a body gets an empty object.
 */
export const jsonBody = (): Middleware => async (ctx, next) => {
  if (hasBody(ctx) && !ctx.is('application/json')) {
    throw new ValidationError(
      'body',
      'The request body must be JSON (Content-Type: application/json)',
    );
  }
  if (Number(ctx.get('content-length') || 0) > maxBodyBytes) {
    throw new ValidationError('body', 'The request body is larger than 64 KB');
  }
  await parse(ctx, next);
};
