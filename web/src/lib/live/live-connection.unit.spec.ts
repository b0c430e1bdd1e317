import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastWrittenPosition } from '../api-client';
import { startLiveConnection, type LiveMode } from './live-connection';

/** A stream the test writes to, as the server would. */
const serverStream = () => {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: () =>
      new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (event: string, data: unknown) => {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    comment: () => {
      controller.enqueue(encoder.encode(':\n\n'));
    },
    close: () => {
      controller.close();
    },
  };
};

const refusal = (status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ error: { code: 'X', message: '' } }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = async (condition: () => boolean, ms = 2_000) => {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await wait(5);
  }
};

/** Starts a connection with fetch answering from the queue (a function may throw or answer). */
const connect = (answers: (() => Response)[], options: { silenceMs?: number } = {}) => {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push({ url, headers: init.headers as Record<string, string> });
      const answer = answers.shift();
      if (!answer) return new Promise(() => undefined);
      return new Promise<Response>((resolve) => {
        resolve(answer());
      });
    }),
  );
  const updates: unknown[] = [];
  const modes: LiveMode[] = [];
  const stop = startLiveConnection<{ position: number }>({
    path: '/live/payments/GHOST-1',
    onUpdate: (change) => updates.push(change),
    onMode: (mode) => modes.push(mode),
    pollMs: 40,
    backoffMs: 20,
    maxBackoffMs: 100,
    ...options,
  });
  return { calls, updates, modes, stop };
};

const unreachable = () => {
  throw new TypeError('Failed to fetch');
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a live connection', () => {
  it('opens the stream under /api and hands the screen each change, noting its position first', async () => {
    const server = serverStream();
    const { calls, updates, modes, stop } = connect([server.response]);
    await until(() => modes.includes('live'));
    expect(calls[0]).toMatchObject({
      url: '/api/live/payments/GHOST-1',
      headers: { Accept: 'text/event-stream' },
    });
    server.send('change', { position: 41, status: 'completed' });
    await until(() => updates.length === 1);
    expect(updates).toEqual([{ position: 41, status: 'completed' }]);
    expect(lastWrittenPosition()).toBeGreaterThanOrEqual(41);
    expect(modes).toEqual(['connecting', 'live']);
    stop();
  });

  it('stops for good, off, once the server says the end', async () => {
    const server = serverStream();
    const { calls, modes } = connect([server.response, serverStream().response]);
    await until(() => modes.includes('live'));
    server.send('end', {});
    await until(() => modes.includes('off'));
    await wait(150);
    expect(calls).toHaveLength(1);
    expect(modes).toEqual(['connecting', 'live', 'off']);
  });

  it('polls while no stream can be opened, and catches up once one is', async () => {
    const server = serverStream();
    const { updates, modes, stop } = connect([unreachable, unreachable, server.response]);
    await until(() => modes.includes('polling'));
    await until(() => modes.at(-1) === 'live');
    expect(modes).toEqual(['connecting', 'polling', 'live']);
    // The stream came after a gap: one re-read for what may have been missed.
    expect(updates.at(-1)).toBeNull();
    const before = updates.length;
    await wait(120);
    expect(updates.length, 'no polling once live').toBe(before);
    stop();
  });

  it('tells the screen to re-read every poll interval while it cannot stream', async () => {
    const { updates, stop } = connect([unreachable, () => refusal(503, { 'retry-after': '1' })]);
    await wait(170);
    expect(updates.length).toBeGreaterThanOrEqual(3);
    expect(updates.every((update) => update === null)).toBe(true);
    stop();
  });

  it('waits as long as Retry-After says before trying a refused stream again', async () => {
    const { calls, modes, stop } = connect([() => refusal(429, { 'retry-after': '1' })]);
    await until(() => modes.includes('polling'));
    await wait(500);
    expect(calls).toHaveLength(1);
    await until(() => calls.length === 2);
    stop();
  });

  it('falls back to polling when an open stream drops, then opens it again', async () => {
    const first = serverStream();
    const second = serverStream();
    const { calls, modes, stop } = connect([first.response, second.response]);
    await until(() => modes.includes('live'));
    first.close();
    await until(() => calls.length === 2 && modes.at(-1) === 'live');
    expect(modes).toEqual(['connecting', 'live', 'polling', 'live']);
    stop();
  });

  it('cuts a stream that went silent (no heartbeat) and opens a new one', async () => {
    const quiet = serverStream();
    const { calls, stop } = connect([quiet.response, serverStream().response], { silenceMs: 60 });
    await until(() => calls.length === 2);
    stop();
  });

  it('stops for good when the stream is refused for good, and a 401 ends the session', async () => {
    for (const status of [400, 401, 403, 404]) {
      const { calls, modes } = connect([() => refusal(status), serverStream().response]);
      await until(() => modes.includes('off'));
      await wait(60);
      expect(calls, String(status)).toHaveLength(1);
    }
  });

  it('calls nothing more once stopped', async () => {
    const server = serverStream();
    const { updates, modes, stop } = connect([server.response]);
    await until(() => modes.includes('live'));
    stop();
    server.send('change', { position: 50 });
    await wait(100);
    expect(updates).toEqual([]);
    expect(modes).toEqual(['connecting', 'live']);
  });
});
