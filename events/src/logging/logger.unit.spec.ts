import { describe, expect, it } from 'vitest';
import { accessLogOf, createLogger, flushLog } from './logger.js';

/** A logger writing to an array, one parsed object a line. */
const captured = () => {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger('test', 'info', {
    write: (chunk: string) => {
      for (const line of chunk.split('\n')) if (line !== '') lines.push(JSON.parse(line));
    },
  });
  return { log, lines };
};

describe('the log', () => {
  it('redacts a field named like a secret at the top of a line', () => {
    const { log, lines } = captured();
    log.info({ password: 'hunter2-hunter2', token: 'tok-123456789', paymentId: 'GHOST-1' }, 'x');
    expect(lines[0]).toMatchObject({
      password: '[redacted]',
      token: '[redacted]',
      paymentId: 'GHOST-1',
    });
  });

  it('keeps an error’s type, message, stack and plain values, and leaves out the objects it carries', () => {
    const { log, lines } = captured();
    const error = Object.assign(new Error('the mail server refused', { cause: new Error('EOF') }), {
      code: 'EENVELOPE',
      responseCode: 550,
      secret: 'a-plain-secret-value',
      request: { headers: { authorization: 'Bearer abcdefghijklmnop' }, body: { pin: '1234' } },
    });
    log.warn({ err: error, paymentId: 'GHOST-2' }, 'a payment e-mail could not be sent');
    const line = JSON.stringify(lines[0]);
    expect(lines[0]?.err).toMatchObject({
      type: 'Error',
      message: 'the mail server refused: EOF',
      code: 'EENVELOPE',
      responseCode: 550,
      secret: '[redacted]',
    });
    expect((lines[0]?.err as { stack: string }).stack).toContain('caused by: Error: EOF');
    expect(line).not.toContain('abcdefghijklmnop');
    expect(line).not.toContain('a-plain-secret-value');
    expect(lines[0]?.err).not.toHaveProperty('request');
  });

  it('writes an access line as its fields are, into the same output as the rest', () => {
    const { log, lines } = captured();
    const access = accessLogOf(log);
    access.info({ requestId: 'r-1', route: '/api/x', status: 200, ms: 1.5 }, 'request');
    log.info('after');
    expect(lines.map((line) => line.msg)).toEqual(['request', 'after']);
    expect(lines[0]).toMatchObject({ name: 'test', requestId: 'r-1', status: 200, ms: 1.5 });
  });

  it('has nothing to wait for when it writes synchronously to a destination of its own', async () => {
    const { log } = captured();
    await expect(flushLog(log)).resolves.toBeUndefined();
  });
});
