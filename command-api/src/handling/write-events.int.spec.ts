import { describe, expect, it } from 'vitest';
import { temporarySqliteStore } from '@ghost/events/testing';
import type { CommandContext } from './command-context.js';
import { writeToStream, writeToStreams } from './write-events.js';

const storeOf = temporarySqliteStore('write-events');

const reserved = (key: string) => [
  { type: 'KeyReserved', data: { key, purpose: 'spec', by: key } },
];

const contextWith = (beforeFirstWrite?: () => Promise<void>): CommandContext => ({
  actor: { kind: 'system', id: 'spec' },
  commandId: `command-${Math.random()}`,
  correlationId: 'spec',
  now: new Date('2026-11-29T00:00:00Z'),
  ...(beforeFirstWrite && { beforeFirstWrite }),
});

describe('writing a command’s events', () => {
  it('makes what must come first (the request’s key claim) before each write, never for a read', async () => {
    const store = storeOf();
    const order: string[] = [];
    const context = contextWith(() => {
      order.push('claim');
      return Promise.resolve();
    });
    await store.readStream('write-a');
    order.push('read');
    await writeToStream(
      store,
      { streamId: 'write-a', expected: 'any', events: reserved('a') },
      context,
    );
    order.push('write');
    await writeToStreams(
      store,
      [{ streamId: 'write-b', expected: 'any', events: reserved('b') }],
      context,
    );
    order.push('write');
    // The middleware's claim makes itself once and answers at once after.
    expect(order).toEqual(['read', 'claim', 'write', 'claim', 'write']);
  });

  it('writes nothing when the claim is refused', async () => {
    const store = storeOf();
    const head = await store.headPosition();
    const context = contextWith(() => Promise.reject(new Error('IDEMPOTENCY_KEY_IN_USE')));
    await expect(
      writeToStream(
        store,
        { streamId: 'write-c', expected: 'any', events: reserved('c') },
        context,
      ),
    ).rejects.toThrow('IDEMPOTENCY_KEY_IN_USE');
    await expect(
      writeToStreams(
        store,
        [{ streamId: 'write-d', expected: 'any', events: reserved('d') }],
        context,
      ),
    ).rejects.toThrow('IDEMPOTENCY_KEY_IN_USE');
    expect(await store.headPosition()).toBe(head);
  });

  it('writes at once for a command with nothing to claim', async () => {
    const store = storeOf();
    const written = await writeToStream(
      store,
      { streamId: 'write-e', expected: 'any', events: reserved('e') },
      contextWith(),
    );
    expect(await store.headPosition()).toBe(written.position);
    expect(written.events[0]?.metadata.actor).toEqual({ kind: 'system', id: 'spec' });
  });
});
