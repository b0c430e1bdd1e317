import { describe, expect, it } from 'vitest';
import type { EventToAppend } from '@ghost/events';
import { reservation, temporarySqliteStore } from '@ghost/events/testing';
import { claimingBeforeWrites, withClaimBeforeWrite } from './claim-before-write.js';

const storeOf = temporarySqliteStore('claim');

const reserving = (key: string): EventToAppend[] => [reservation(key)];

describe('claiming the key before a write', () => {
  it('asks for the claim before each of a request’s writes, never for a read', async () => {
    const writes = claimingBeforeWrites(storeOf());
    const order: string[] = [];
    const claim = () => {
      order.push('claim');
      return Promise.resolve();
    };
    await withClaimBeforeWrite(claim, async () => {
      await writes.readStream('claim-a');
      order.push('read');
      await writes.append('claim-a', reserving('a'), 'any');
      order.push('write');
      await writes.appendToStreams([
        { streamId: 'claim-b', events: reserving('b'), expected: 'any' },
      ]);
      order.push('write');
    });
    // The middleware's claim makes itself once and answers at once after.
    expect(order).toEqual(['read', 'claim', 'write', 'claim', 'write']);
  });

  it('writes nothing when the claim is refused', async () => {
    const writes = claimingBeforeWrites(storeOf());
    const head = await storeOf().headPosition();
    const refused = withClaimBeforeWrite(
      () => Promise.reject(new Error('IDEMPOTENCY_KEY_IN_USE')),
      () => writes.append('claim-c', reserving('c'), 'any'),
    );
    await expect(refused).rejects.toThrow('IDEMPOTENCY_KEY_IN_USE');
    expect(await storeOf().headPosition()).toBe(head);
  });

  it('writes at once outside a request with a key to claim', async () => {
    const writes = claimingBeforeWrites(storeOf());
    const written = await writes.append('claim-d', reserving('d'), 'any');
    expect(await storeOf().headPosition()).toBe(written.position);
  });
});
