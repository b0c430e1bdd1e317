import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@ghost/events';
import { parseIntegrationsConfig } from './config/integrations-config.js';
import { startIntegrations, type Integrations } from './start-integrations.js';

const dataDir = mkdtempSync(join(tmpdir(), 'ghost-integrations-'));
let integrations: Integrations;

beforeAll(async () => {
  integrations = await startIntegrations(parseIntegrationsConfig('embedded', {}), {
    dataDir,
    sealKey: Buffer.alloc(32, 9),
    clock: () => new Date(),
    log: createLogger('test', 'silent'),
  });
});
afterAll(async () => {
  await integrations.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the integrations of embedded mode', () => {
  it('starts the three HTTP sandboxes on local ports', () => {
    expect(Object.keys(integrations.sandboxes).sort()).toEqual(['card', 'fulfilment', 'vouchers']);
    for (const url of Object.values(integrations.sandboxes))
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('takes card payments through the sandbox processor, with a callback URL carrying its token', async () => {
    const paymentId = 'GHOST-1732291234567-EMBEDDEDWIRING0000000';
    const callbackUrl = integrations.cardCallbackLinks.urlFor(paymentId);
    expect(new URL(callbackUrl).searchParams.get('token')).toBe(
      integrations.cardCallbackTokens.tokenFor(paymentId),
    );
    const wallet = await integrations.cardProcessor.createWallet({
      paymentId,
      amount: { minor: 500, currency: 'USD' },
      provider: 'stripe_usa',
      email: 'player@example.com',
      callbackUrl,
    });
    expect(
      wallet.paymentUrl.startsWith(`${integrations.sandboxes.card}/process-payment.php?`),
    ).toBe(true);
    expect((await integrations.cardProcessor.checkPayment(wallet.ipnToken)).status).toBe('unpaid');
  });

  it('checks and redeems vouchers with the sandbox issuer and delivers the signed webhook to the local receiver', async () => {
    const voucher = { pin: null, type: 'PayPal', amount: { minor: 1000, currency: 'USD' } };
    expect(
      await integrations.voucherIssuer.check({ ...voucher, code: 'SANDBOXVALID0001' }),
    ).toEqual({
      outcome: 'valid',
    });
    expect(
      (await integrations.voucherIssuer.check({ ...voucher, code: 'SANDBOXUSED00001' })).outcome,
    ).toBe('used');
    expect(
      await integrations.voucherIssuer.redeem({
        ...voucher,
        code: 'SANDBOXVALID0002',
        reference: 'GHOST-1',
      }),
    ).toMatchObject({ outcome: 'redeemed', value: { minor: 1000, currency: 'USD' } });
    const answer = await integrations.fulfilment.deliver({
      eventId: '7c1f1d8e-52b1-4a8e-9a3e-0d7f1c2b9e41',
      paymentId: 'GHOST-1732291234567-EMBEDDEDWIRING0000000',
      username: 'player',
      email: 'player@example.com',
      subscriptionDuration: '1_month',
    });
    expect(answer).toMatchObject({ delivered: true, status: 200 });
  });

  it('writes e-mails to DATA_DIR/outbox', async () => {
    const outcome = await integrations.notifier.notify(
      'submitted',
      {
        paymentId: 'GHOST-1732291234567-EMBEDDEDWIRING0000000',
        type: 'donation',
        method: 'crypto',
        amount: { minor: 1000, currency: 'USD' },
        email: 'player@example.com',
        language: 'pl',
      },
      { notifications_email: 'true', notifications_payment: 'true', notifications_failure: 'true' },
    );
    expect(outcome).toEqual({ sent: true });
    expect(readdirSync(join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml'))).toHaveLength(1);
  });
});
