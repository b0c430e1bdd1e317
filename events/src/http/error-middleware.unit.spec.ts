import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { DomainError, type ErrorDetails } from '../errors/domain-error.js';
import { errorMiddleware, toErrorBody } from './error-middleware.js';

/** Runs the middleware around a handler that throws, as a service's app does. */
const answerTo = async (error: Error) => {
  const logged: Record<string, unknown>[] = [];
  const app = new Koa();
  const middleware = errorMiddleware(
    () => undefined,
    (context) => {
      logged.push(context);
    },
  );
  const ctx = app.createContext(
    { method: 'POST', url: '/api/x', headers: {}, socket: {} } as never,
    {
      setHeader: () => undefined,
      getHeader: () => undefined,
      removeHeader: () => undefined,
    } as never,
  );
  await middleware(ctx, () => Promise.reject(error));
  return { status: ctx.status, body: ctx.body, logged };
};

describe('the error-to-JSON mapping', () => {
  it('keeps the stream of a conflict for the log, never for the answer', async () => {
    const conflict = new DomainError(
      'CONCURRENT_MODIFICATION',
      undefined,
      {},
      {
        streamId: 'admin-11111111-1111-4111-8111-111111111111',
      },
    );
    const { status, body, logged } = await answerTo(conflict);
    expect(status).toBe(409);
    expect(body).toEqual({
      error: {
        code: 'CONCURRENT_MODIFICATION',
        message:
          'This record was changed by someone else at the same time. Reload it and try again.',
      },
    });
    expect(JSON.stringify(body)).not.toContain('admin-');
    expect(logged).toEqual([{ streamId: 'admin-11111111-1111-4111-8111-111111111111' }]);
  });

  it('drops internal keys that found their way into the details, whatever the code', () => {
    const details = { field: 'x', streamId: 'admin-1', userId: 'u', sessionId: 's' };
    const body = toErrorBody(
      new DomainError('VALIDATION_ERROR', 'Bad', details as unknown as ErrorDetails),
    );
    expect(body).toEqual({ error: { code: 'VALIDATION_ERROR', message: 'Bad', field: 'x' } });
  });

  it('keeps the public details: the field, the wait, the coin', () => {
    expect(
      toErrorBody(new DomainError('TOO_MANY_ATTEMPTS', undefined, { retryAfter: 60 })).error,
    ).toMatchObject({ retryAfter: 60 });
  });
});
