import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '@ghost/events';
import { reservationDecider, type ReservationCommand } from '../reservations/reservation.js';
import type { CommandContext } from './command-context.js';
import { handleCommand } from './handle-command.js';

const dir = mkdtempSync(join(tmpdir(), 'ghost-handle-'));
let store: SqliteEventStore;
beforeAll(() => {
  store = new SqliteEventStore(join(dir, 'events.db'));
});
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const context = (commandId: string): CommandContext => ({
  actor: { kind: 'system', id: 'test' },
  commandId,
  correlationId: commandId,
  now: new Date('2026-11-22T12:00:00Z'),
});
const reserve = (key: string, by: string): ReservationCommand => ({
  kind: 'Reserve',
  key,
  purpose: 'test',
  by,
  taken: { code: 'DUPLICATE_TXID' },
});

describe('handling a command', () => {
  it('decides on the history the caller has just read, without reading the stream again', async () => {
    let reads = 0;
    const counting = new Proxy(store, {
      get: (target, property) =>
        property === 'readStream'
          ? (streamId: string) => {
              reads += 1;
              return target.readStream(streamId);
            }
          : (Reflect.get(target, property) as unknown),
    });
    const handled = await handleCommand(
      counting,
      'reserve-fresh',
      reservationDecider,
      reserve('fresh', 'first'),
      context('c-fresh'),
      { history: [] },
    );
    expect(reads).toBe(0);
    expect(handled.events.map((event) => event.type)).toEqual(['KeyReserved']);
    expect(await store.readStream('reserve-fresh')).toHaveLength(1);
  });

  it('decides again on a fresh read when the history it was given is stale', async () => {
    const stale = await store.readStream('reserve-raced');
    await handleCommand(
      store,
      'reserve-raced',
      reservationDecider,
      reserve('raced', 'winner'),
      context('c-winner'),
    );
    const late = handleCommand(
      store,
      'reserve-raced',
      reservationDecider,
      reserve('raced', 'loser'),
      context('c-loser'),
      { history: stale },
    );
    await expect(late).rejects.toMatchObject({ code: 'DUPLICATE_TXID' });
    const events = await store.readStream('reserve-raced');
    expect(events.map((event) => (event.data as { by: string }).by)).toEqual(['winner']);
  });
});
