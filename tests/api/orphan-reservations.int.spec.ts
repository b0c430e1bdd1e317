import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteEventStore, streams } from '@ghost/events';
import { newEvent } from '@ghost/events/testing';
import { request } from '../support/http.js';
import { newPaymentId, newTxid, startTestPortal } from '../support/test-portal.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const donation = (paymentId: string, txid: string) => ({
  payment_id: paymentId,
  txid,
  type: 'donation',
  payment_method: 'crypto',
  crypto_type: 'eth',
  amount: 3,
  currency: 'USD',
});

/** The reservation stream of a crypto txid: hex hashes are compared without case or 0x. */
const txidKey = (txid: string) => streams.txid('crypto', txid.toLowerCase().replace(/^0x/, ''));

/**
 * A data directory whose log holds what a crash between a txid's reservation and its payment
 * left, as a portal that wrote them one after the other could: the reservation, no payment.
 */
const crashedWithOrphan = async (txid: string, paymentId: string, reservedAt: Date) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ghost-orphan-'));
  dirs.push(dataDir);
  const store = new SqliteEventStore(join(dataDir, 'events.db'));
  const key = txidKey(txid);
  await store.append(
    key,
    [
      newEvent(
        'KeyReserved',
        { key, purpose: 'crypto proof', by: paymentId },
        { occurredAt: reservedAt.toISOString() },
      ),
    ],
    'no_stream',
  );
  await store.close();
  return { dataDir, key };
};

describe('a txid reserved for a payment that a crash never wrote', () => {
  it('is released at the next start, saying why, and the payer coming back with a new payment ID is accepted', async () => {
    const txid = newTxid();
    const lost = newPaymentId().toUpperCase();
    const { dataDir, key } = await crashedWithOrphan(txid, lost, new Date(Date.now() - 120_000));
    const portal = await startTestPortal({ dataDir });
    try {
      const released = await portal.eventStore.readStream(key);
      expect(released.map((event) => event.type)).toEqual(['KeyReserved', 'KeyReleased']);
      expect(released[1]?.data).toEqual({
        key,
        by: lost,
        reason:
          'no payment was recorded for it within 60 s (released by the reservation reconciler)',
      });
      const paymentId = newPaymentId();
      const again = await request(
        portal.url,
        'POST',
        '/api/transactions',
        donation(paymentId, txid),
      );
      expect(again.status).toBe(201);
      expect(
        (await request(portal.url, 'GET', `/api/transactions/track/${paymentId}`)).status,
      ).toBe(200);
    } finally {
      await portal.stop();
    }
  });

  it('lets the payer retrying with the same payment ID in at once, within the grace', async () => {
    const txid = newTxid();
    const paymentId = newPaymentId();
    const { dataDir, key } = await crashedWithOrphan(txid, paymentId.toUpperCase(), new Date());
    const portal = await startTestPortal({ dataDir });
    try {
      const retried = await request(
        portal.url,
        'POST',
        '/api/transactions',
        donation(paymentId, txid),
      );
      expect(retried.status).toBe(201);
      expect((await portal.eventStore.readStream(key)).map((event) => event.type)).toEqual([
        'KeyReserved',
      ]);
    } finally {
      await portal.stop();
    }
  });

  it('is released by a later pass once the grace has passed, while the portal runs', async () => {
    const txid = newTxid();
    const lost = newPaymentId().toUpperCase();
    const { dataDir, key } = await crashedWithOrphan(txid, lost, new Date());
    const portal = await startTestPortal({
      dataDir,
      reservationReconciler: { graceMs: 300, intervalMs: 100 },
    });
    try {
      await expect
        .poll(async () => (await portal.eventStore.readStream(key)).length, { timeout: 5_000 })
        .toBe(2);
      const again = await request(
        portal.url,
        'POST',
        '/api/transactions',
        donation(newPaymentId(), txid),
      );
      expect(again.status).toBe(201);
    } finally {
      await portal.stop();
    }
  });
});
