import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PricingItem } from '@ghost/events/contract';
import { signedInAdmin } from '../support/admins.js';
import { request } from '../support/http.js';
import { startTestPortal } from '../support/test-portal.js';

const dataDir = mkdtempSync(join(tmpdir(), 'ghost-seed-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const seededEntries = 7 * 2 + 7 * 3;

describe('seeding the price list', () => {
  it('writes the price list once, even when two portals start on one log together', async () => {
    const portals = await Promise.all([startTestPortal({ dataDir }), startTestPortal({ dataDir })]);
    const [first, second] = portals;
    const events = await first.eventStore.readAll(null, 10_000);
    expect(events.filter((e) => e.type === 'PriceCreated')).toHaveLength(seededEntries);
    const priceStreams = events.map((e) => e.streamId).filter((id) => id.startsWith('pricing-'));
    expect(new Set(priceStreams).size).toBe(seededEntries);
    const lists = await Promise.all(
      portals.map((portal) => request(portal.url, 'GET', '/api/pricing/all')),
    );
    expect(lists[0]?.body).toHaveLength(seededEntries);
    expect(lists[1]?.body).toEqual(lists[0]?.body);

    const superAdmin = await signedInAdmin(second, 'super_admin');
    const deleted = await request(
      second.url,
      'DELETE',
      '/api/pricing/ghost-eshop-pro.crypto.lifetime',
      undefined,
      superAdmin.headers,
    );
    expect(deleted.status).toBe(200);
    await Promise.all(portals.map((portal) => portal.stop()));
  });

  it('does not bring back a seeded entry a super admin deleted, after a restart', async () => {
    const portal = await startTestPortal({ dataDir });
    const events = await portal.eventStore.readAll(null, 10_000);
    expect(events.filter((e) => e.type === 'PriceCreated')).toHaveLength(seededEntries);
    const crypto = await request(
      portal.url,
      'GET',
      '/api/pricing/category/ghost-eshop-pro/type/crypto',
    );
    expect((crypto.body as PricingItem[]).map((item) => item.duration)).not.toContain('lifetime');
    await portal.stop();
  });
});
