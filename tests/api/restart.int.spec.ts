import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { request } from '../support/http.js';
import { newPaymentId, newTxid, startTestPortal } from '../support/test-portal.js';

const dataDir = mkdtempSync(join(tmpdir(), 'ghost-restart-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a restart', () => {
  it('loses nothing: the read models are rebuilt from the log and tracking still answers', async () => {
    const paymentId = newPaymentId();
    const txid = newTxid();
    const first = await startTestPortal({ dataDir });
    const written = await request(first.url, 'POST', '/api/transactions', {
      payment_id: paymentId,
      txid,
      type: 'donation',
      payment_method: 'crypto',
      crypto_type: 'usdc',
      amount: 3,
      currency: 'USD',
    });
    expect(written.status).toBe(201);
    await first.stop();

    const second = await startTestPortal({ dataDir });
    const tracked = await request(second.url, 'GET', `/api/transactions/track/${paymentId}`);
    expect(tracked.status).toBe(200);
    expect(tracked.body).toMatchObject({ paymentId, amount: 3, crypto_type: 'usdc' });
    const again = await request(second.url, 'POST', '/api/transactions', {
      payment_id: newPaymentId(),
      txid,
      type: 'donation',
      payment_method: 'crypto',
      crypto_type: 'usdc',
      amount: 3,
      currency: 'USD',
    });
    expect(again.body.error.code).toBe('DUPLICATE_TXID');
    await second.stop();
  });
});
