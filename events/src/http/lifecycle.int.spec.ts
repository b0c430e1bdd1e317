import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { caughtUpSinceStart, HttpLifecycle, livePath, readyPath } from './lifecycle.js';

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** A server whose /slow answers when `release` is called, and anything else at once. */
const listening = async (lifecycle: HttpLifecycle) => {
  const held: (() => void)[] = [];
  server = createServer(
    lifecycle.listener((req, res) => {
      if (req.url === '/stream') {
        res.setHeader('content-type', 'text/event-stream');
        res.writeHead(200);
        res.write(': open\n\n');
        return;
      }
      if (req.url === '/slow') {
        held.push(() => res.end('slow done'));
        return;
      }
      res.end('done');
    }),
  );
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    release: () => {
      for (const answer of held.splice(0)) answer();
    },
    heldCount: () => held.length,
  };
};

/** A GET on a connection of its own. */
const get = (port: number, path: string) =>
  new Promise<{ status: number; body: string; connection: string | undefined }>(
    (resolve, reject) => {
      const call = request({ host: '127.0.0.1', port, path }, (answer) => {
        let body = '';
        answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
        answer.on('end', () => {
          resolve({
            status: answer.statusCode ?? 0,
            body,
            connection: answer.headers.connection,
          });
        });
      });
      call.on('error', reject);
      call.end();
    },
  );

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('a service’s HTTP life', () => {
  it('is live from the start, and ready only once started and while its check agrees', async () => {
    let caughtUp = false;
    const lifecycle = new HttpLifecycle(() =>
      Promise.resolve(caughtUp ? { ready: true } : { ready: false, reason: 'catching up' }),
    );
    const { port } = await listening(lifecycle);
    expect((await get(port, livePath)).status).toBe(200);
    expect(await get(port, readyPath)).toMatchObject({
      status: 503,
      body: JSON.stringify({ status: 'not_ready', reason: 'starting' }),
    });
    lifecycle.started();
    expect(JSON.parse((await get(port, readyPath)).body)).toEqual({
      status: 'not_ready',
      reason: 'catching up',
    });
    caughtUp = true;
    expect(await get(port, readyPath)).toMatchObject({ status: 200, body: '{"status":"ready"}' });
  });

  it('answers a failing readiness check as unavailable, its error text kept for the log only', async () => {
    const told: unknown[] = [];
    const lifecycle = new HttpLifecycle(
      () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.7:27017 (mongodb)')),
      (error) => told.push(error),
    );
    lifecycle.started();
    const { port } = await listening(lifecycle);
    const answer = await get(port, readyPath);
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toEqual({ status: 'not_ready', reason: 'unavailable' });
    expect(answer.body).not.toContain('ECONNREFUSED');
    expect(String(told[0])).toContain('ECONNREFUSED 10.0.0.7');
  });

  it('stops taking requests on a drain, answers those under way, then closes', async () => {
    const lifecycle = new HttpLifecycle(() => Promise.resolve({ ready: true }));
    lifecycle.started();
    const { port, release, heldCount } = await listening(lifecycle);
    const slow = get(port, '/slow');
    await until(() => heldCount() === 1);
    expect(lifecycle.inFlight).toBe(1);
    let drained = false;
    const drain = lifecycle.drain(server!, 5_000).then(() => {
      drained = true;
    });
    expect((await lifecycle.readiness()).ready).toBe(false);
    await expect(get(port, '/fast')).rejects.toThrow();
    expect(drained).toBe(false);

    release();
    expect(await slow).toMatchObject({ status: 200, body: 'slow done', connection: 'close' });
    await drain;
    expect(drained).toBe(true);
  });

  it('refuses, with Connection: close, a request that still arrives while it stops', async () => {
    const lifecycle = new HttpLifecycle(() => Promise.resolve({ ready: true }));
    lifecycle.started();
    const { port } = await listening(lifecycle);
    // Stopping as far as the lifecycle knows, while this server still takes the connection.
    await lifecycle.drain(createServer(), 1_000);
    const late = await get(port, '/fast');
    expect(late).toMatchObject({ status: 503, connection: 'close' });
    expect(JSON.parse(late.body)).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
    expect(await get(port, readyPath)).toMatchObject({ status: 503 });
    expect((await get(port, livePath)).status).toBe(200);
  });

  it('ends the event streams under way at once, without waiting for the deadline', async () => {
    const lifecycle = new HttpLifecycle(() => Promise.resolve({ ready: true }));
    lifecycle.started();
    const { port } = await listening(lifecycle);
    const stream = get(port, '/stream');
    await until(() => lifecycle.inFlight === 1);
    const began = Date.now();
    await lifecycle.drain(server!, 5_000);
    expect(Date.now() - began).toBeLessThan(1_000);
    expect(await stream).toMatchObject({ status: 200, body: ': open\n\n' });
  });

  it('cuts what is still under way at the deadline', async () => {
    const lifecycle = new HttpLifecycle(() => Promise.resolve({ ready: true }));
    lifecycle.started();
    const { port, heldCount } = await listening(lifecycle);
    const slow = get(port, '/slow');
    await until(() => heldCount() === 1);
    await lifecycle.drain(server!, 100);
    await expect(slow).rejects.toThrow();
  });
});

describe('readiness after a start', () => {
  it('waits for the read models to reach the head the log had at the start, and then holds', async () => {
    let position = 3;
    let head = 10;
    const check = caughtUpSinceStart(() => Promise.resolve({ position, head }));
    expect(await check()).toEqual({ ready: false, reason: 'read models at 3 of 10' });
    head = 20;
    position = 10;
    expect(await check()).toEqual({ ready: true });
    position = 5;
    expect(await check()).toEqual({ ready: true });
  });

  it('is ready at once on an empty log', async () => {
    const check = caughtUpSinceStart(() => Promise.resolve({ position: null, head: null }));
    expect(await check()).toEqual({ ready: true });
  });
});
