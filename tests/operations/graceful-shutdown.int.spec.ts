import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteEventStore, streams } from '@ghost/events';
import { startChildServer } from '../bench/child-server.js';
import { configureCryptoAddresses } from '../support/crypto-addresses.js';
import { cryptoDonation } from '../support/payment-requests.js';

const dataDir = mkdtempSync(join(tmpdir(), 'ghost-sigterm-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** Submits payments one after another until the portal stops answering; the acknowledged IDs. */
const submitUntilRefused = async (url: string, acknowledged: string[]) => {
  for (;;) {
    const body = cryptoDonation();
    try {
      const answer = await fetch(`${url}/api/transactions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await answer.arrayBuffer();
      if (answer.status === 201) acknowledged.push(body.payment_id);
      else return;
    } catch {
      // Refused or cut: the portal has stopped taking requests.
      return;
    }
  }
};

describe('SIGTERM', () => {
  it('stops taking requests, answers those under way, and loses none it acknowledged', async () => {
    // The coins take payments once they have an address, as a super admin would have set.
    const setUp = new SqliteEventStore(join(dataDir, 'events.db'));
    await configureCryptoAddresses({ eventStore: setUp, clock: () => new Date() });
    await setUp.close();
    const portal = await startChildServer('web/src/server/embedded-main.ts', {
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      // One address sends it all: no rate limit in the way.
      RATE_LIMIT_SUBMISSIONS_PER_MINUTE: '1000000',
    });
    const exited = new Promise<number | null>((resolve) => {
      portal.child.once('exit', resolve);
    });
    const acknowledged: string[] = [];
    const loading = { on: true };
    const load = Promise.all(
      Array.from({ length: 16 }, () => submitUntilRefused(portal.url, acknowledged)),
    ).finally(() => {
      loading.on = false;
    });
    // Under load for a moment, then told to stop while requests are under way.
    while (loading.on && acknowledged.length < 200) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(loading.on).toBe(true);
    const beforeSignal = acknowledged.length;
    portal.child.kill('SIGTERM');
    await load;
    // The requests under way when the signal came were answered, not cut.
    expect(acknowledged.length).toBeGreaterThan(beforeSignal);
    expect(await exited).toBe(0);

    const store = new SqliteEventStore(join(dataDir, 'events.db'));
    try {
      for (const paymentId of acknowledged) {
        const events = await store.readStream(streams.transaction(paymentId));
        expect(events.map((event) => event.type)).toEqual(['PaymentSubmitted']);
      }
    } finally {
      await store.close();
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(200);
  }, 60_000);
});
