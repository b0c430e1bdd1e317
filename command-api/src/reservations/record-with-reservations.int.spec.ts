import { describe, expect, it } from 'vitest';
import { DomainError, type SqliteEventStore } from '@ghost/events';
import {
  PartialAppendError,
  type AppendResult,
  type EventStore,
  type StreamAppend,
} from '@ghost/events';
import { reservation, temporarySqliteStore } from '@ghost/events/testing';
import type { CommandContext } from '../handling/command-context.js';
import { recordWithReservations, type KeysToReserve } from './record-with-reservations.js';
import { reservationDecider, type ReservationCommand } from './reservation.js';

const storeOf = temporarySqliteStore('record');

const context: CommandContext = {
  actor: { kind: 'system', id: 'test' },
  commandId: 'record-test',
  correlationId: 'record-test',
  now: new Date('2026-11-22T12:00:00Z'),
};

/** The store as EventStoreDB behaves: stream after stream, naming what it wrote when refused. */
const appendingStreamByStream = (target: SqliteEventStore): EventStore =>
  new Proxy(target, {
    get: (inner, property) => {
      if (property === 'atomicAcrossStreams') return false;
      if (property !== 'appendToStreams') return Reflect.get(inner, property) as unknown;
      return async (appends: readonly StreamAppend[]) => {
        const written: AppendResult[] = [];
        for (const { streamId, events, expected } of appends) {
          try {
            written.push(await inner.append(streamId, events, expected));
          } catch (error) {
            if (written.length === 0) throw error;
            throw new PartialAppendError(written, error);
          }
        }
        return written;
      };
    },
  });

const keysFor = (by: string, key: string): KeysToReserve => ({
  keys: [key],
  purpose: 'crypto proof',
  by,
  refusal: () => new DomainError('DUPLICATE_TXID'),
  releaseReason: 'the payment could not be recorded',
});

/** An owner whose first event is a reservation of its own stream: the simplest decider at hand. */
const ownerOf = (streamId: string, by: string, history?: []) => ({
  streamId,
  decider: reservationDecider,
  command: {
    kind: 'Reserve',
    key: streamId,
    purpose: 'admin username',
    by,
    refusal: () => new DomainError('DUPLICATE_PAYMENT_REF'),
  } satisfies ReservationCommand,
  ...(history && { history }),
});

/** An owner whose event the store refuses (it breaks the catalogue's schema). */
const unrecordableOwner = (streamId: string) => ({
  streamId,
  decider: {
    ...reservationDecider,
    decide: () => [{ type: 'KeyReleased' as const, data: { key: streamId } as never }],
  },
  command: { kind: 'Release', key: streamId, by: 'nobody', reason: 'test' } as ReservationCommand,
});

const typesIn = async (streamId: string) =>
  (await storeOf().readStream(streamId)).map((event) => event.type);

describe('recording an owner with the reservation of its keys', () => {
  it('writes the reservations and the owner together', async () => {
    const recorded = await recordWithReservations(
      { eventStore: storeOf(), onCompensationFailure: () => undefined },
      keysFor('A', 'key-together'),
      ownerOf('owner-together', 'A'),
      context,
    );
    expect(recorded.events.map((event) => event.streamId)).toEqual(['owner-together']);
    expect(await typesIn('key-together')).toEqual(['KeyReserved']);
  });

  it('writes no reservation when the owner is refused on a stale read, and decides again on a fresh one', async () => {
    await storeOf().append(
      'owner-taken',
      [reservation('owner-taken', 'someone else')],
      'no_stream',
    );
    // Decided on a stale read (the stream looked empty), the owner's append is refused with the
    // reservation; decided again on the fresh read, the command is refused.
    const refused = recordWithReservations(
      { eventStore: storeOf(), onCompensationFailure: () => undefined },
      keysFor('B', 'key-atomic'),
      ownerOf('owner-taken', 'B', []),
      context,
    );
    await expect(refused).rejects.toMatchObject({ code: 'DUPLICATE_PAYMENT_REF' });
    expect(await typesIn('key-atomic')).toEqual([]);
  });

  it('gives back the reservations it wrote on a storeOf() that appends stream by stream', async () => {
    const refused = recordWithReservations(
      { eventStore: appendingStreamByStream(storeOf()), onCompensationFailure: () => undefined },
      keysFor('C', 'key-sequential'),
      unrecordableOwner('owner-sequential'),
      context,
    );
    await expect(refused).rejects.toThrow();
    const events = await storeOf().readStream('key-sequential');
    expect(events.map((event) => event.type)).toEqual(['KeyReserved', 'KeyReleased']);
    expect(events[1]?.data).toMatchObject({ by: 'C', reason: 'the payment could not be recorded' });
    expect(await typesIn('owner-sequential')).toEqual([]);
  });

  it('writes nothing on a storeOf() that appends across streams atomically when the owner is refused by the store', async () => {
    const refused = recordWithReservations(
      { eventStore: storeOf(), onCompensationFailure: () => undefined },
      keysFor('F', 'key-invalid'),
      unrecordableOwner('owner-invalid'),
      context,
    );
    await expect(refused).rejects.toThrow();
    expect(await typesIn('key-invalid')).toEqual([]);
  });

  it('refuses a key held by another owner before writing anything', async () => {
    await storeOf().append('key-held', [reservation('key-held', 'D')], 'no_stream');
    const refused = recordWithReservations(
      { eventStore: storeOf(), onCompensationFailure: () => undefined },
      keysFor('E', 'key-held'),
      ownerOf('owner-refused', 'E'),
      context,
    );
    await expect(refused).rejects.toMatchObject({ code: 'DUPLICATE_TXID' });
    expect(await typesIn('owner-refused')).toEqual([]);
  });
});
