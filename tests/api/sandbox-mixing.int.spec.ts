import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigurationError, healthReportSchema } from '@ghost/events';
import { request } from '../support/http.js';
import { startTestPortal } from '../support/test-portal.js';

/*
 * An embedded portal given a real card processor must not quietly keep the other systems in
 * their sandboxes: it refuses to start unless told which sandboxes it may keep, and its health
 * answer says which systems are real.
 */
const realCard = {
  CARD_PROCESSOR: 'paygate',
  PAYGATE_API_URL: 'http://127.0.0.1:9',
  PAYGATE_CHECKOUT_URL: 'http://127.0.0.1:9',
  PAYGATE_MERCHANT_WALLET: `0x${'ab'.repeat(20)}`,
};
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ghost-mixing-'));
  dirs.push(dir);
  return dir;
};

describe('an embedded portal with real systems beside sandboxes', () => {
  it('refuses to start while other systems fall back to sandboxes nobody allowed, naming them', async () => {
    const refusal = await startTestPortal({ dataDir: dataDir(), env: realCard }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ConfigurationError);
    expect((refusal as ConfigurationError).message).toContain(
      'ALLOW_SANDBOXES=fulfilment,vouchers,mail',
    );
  });

  it('starts when the sandboxes are allowed, and its health answer says which systems are real', async () => {
    const portal = await startTestPortal({
      dataDir: dataDir(),
      env: { ...realCard, ALLOW_SANDBOXES: 'fulfilment,vouchers,mail' },
    });
    try {
      const health = await request(portal.url, 'GET', '/api/health');
      expect(healthReportSchema.parse(health.body).integrations).toEqual({
        card: 'real',
        fulfilment: 'sandbox',
        vouchers: 'sandbox',
        mail: 'sandbox',
      });
    } finally {
      await portal.stop();
    }
  });

  it('all in sandboxes (the development portal) starts as it is, and says so', async () => {
    const portal = await startTestPortal({ dataDir: dataDir() });
    try {
      const health = await request(portal.url, 'GET', '/api/health');
      expect(health.body.integrations).toEqual({
        card: 'sandbox',
        fulfilment: 'sandbox',
        vouchers: 'sandbox',
        mail: 'sandbox',
      });
    } finally {
      await portal.stop();
    }
  });
});
