import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger, SqliteEventStore, type StoredEvent } from '@ghost/events';
import { reservation } from '@ghost/events/testing';
import {
  InMemoryReadStore,
  ProjectionRunner,
  ReadModelAuthenticator,
  type Projection,
} from '@ghost/projectors';
import { createQueryApi } from '../app.js';
import { probeHealth } from './health-report.js';

const dir = mkdtempSync(join(tmpdir(), 'ghost-health-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('reports a read model that throws as down, at its event, until the runner gets past it, its fault in the log only', async () => {
    const eventStore = new SqliteEventStore(join(dir, 'events.db'));
    await eventStore.append('k-good', [reservation('good')], 'no_stream');
    const bad = await eventStore.append('k-bad', [reservation('bad')], 'no_stream');
    let broken = true;
    const counters: Projection = {
      collection: 'counters',
      canHandle: ['KeyReserved'],
      keysOf: (event: StoredEvent) => [(event.data as { key: string }).key],
      evolve: (_doc, _event, key) => {
        if (broken && key === 'bad') throw new Error('cannot count "bad"');
        return { _id: key };
      },
    };
    // What the health probe writes to the server's log.
    const logged: Record<string, unknown>[] = [];
    const log = createLogger('test', 'warn', {
      write: (line: string) => {
        logged.push(JSON.parse(line) as Record<string, unknown>);
      },
    });
    const readStore = new InMemoryReadStore();
    const runner = new ProjectionRunner(eventStore, readStore, [counters], {
      retryAfterFaultMs: 20,
    });
    await runner.start();
    const app = createQueryApi({
      readStore,
      progress: runner,
      changes: runner,
      authenticator: new ReadModelAuthenticator(readStore, () => new Date()),
      log: createLogger('test', 'silent'),
      clock: () => new Date(),
      health: () =>
        probeHealth({
          head: () => eventStore.headPosition(),
          readStore: () => readStore.ping(),
          projected: () => runner.position(),
          projectionError: () => runner.error,
          log,
        }),
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const health = async () => {
      const answer = await fetch(
        `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`,
      );
      return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
    };

    const faulty = await health();
    expect(faulty.status).toBe(503);
    // Down, at the event before the fault; what the fault was is for the server's log only.
    expect(faulty.body).toEqual({
      status: 'degraded',
      eventStore: { status: 'up', headPosition: bad.position },
      readStore: { status: 'up' },
      projections: { status: 'down', position: bad.position - 1, lag: null },
    });
    expect(logged.at(-1)).toMatchObject({
      component: 'projections',
      err: {
        message: expect.stringContaining(
          `The read model "counters" failed on event ${bad.position} (KeyReserved of k-bad)`,
        ),
      },
    });

    broken = false;
    await expect.poll(async () => (await health()).status, { timeout: 5_000 }).toBe(200);
    expect((await health()).body).toMatchObject({
      status: 'ok',
      projections: { status: 'up', position: bad.position, lag: 0 },
    });
    server.close();
    await runner.stop();
    await eventStore.close();
  });
});
