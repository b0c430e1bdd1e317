import { describe, expect, it } from 'vitest';
import { DomainError } from '@ghost/events';
import { temporarySqliteStore } from '@ghost/events/testing';
import { reservationDecider, type ReservationCommand } from '../reservations/reservation.js';
import type { CommandContext } from './command-context.js';
import { handleCommand } from './handle-command.js';

const storeOf = temporarySqliteStore('handle');

const context = (commandId: string): CommandContext => ({
  actor: { kind: 'system', id: 'test' },
  commandId,
  correlationId: commandId,
  now: new Date('2026-11-22T12:00:00Z'),
});
const reserve = (key: string, by: string): ReservationCommand => ({
  kind: 'Reserve',
  key,
  purpose: 'crypto proof',
  by,
  refusal: () => new DomainError('DUPLICATE_TXID'),
});

describe('handling a command', () => {
  it('decides on the history the caller has just read, without reading the stream again', async () => {
    let reads = 0;
    const counting = new Proxy(storeOf(), {
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
    expect(await storeOf().readStream('reserve-fresh')).toHaveLength(1);
  });

  it('decides again on a fresh read when the history it was given is stale', async () => {
    const stale = await storeOf().readStream('reserve-raced');
    await handleCommand(
      storeOf(),
      'reserve-raced',
      reservationDecider,
      reserve('raced', 'winner'),
      context('c-winner'),
    );
    const late = handleCommand(
      storeOf(),
      'reserve-raced',
      reservationDecider,
      reserve('raced', 'loser'),
      context('c-loser'),
      { history: stale },
    );
    await expect(late).rejects.toMatchObject({ code: 'DUPLICATE_TXID' });
    const events = await storeOf().readStream('reserve-raced');
    expect(events.map((event) => (event.data as { by: string }).by)).toEqual(['winner']);
  });
});
