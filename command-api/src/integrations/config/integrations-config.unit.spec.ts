import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '@ghost/events';
import { parseIntegrationsConfig } from './integrations-config.js';
import { integrationsBlock } from './sandbox-choices.js';

const secret = 'x'.repeat(32);
const realEnv = {
  PORTAL_PUBLIC_URL: 'https://pay.example/',
  PAYGATE_MERCHANT_WALLET: `0x${'ab'.repeat(20)}`,
  CARD_CALLBACK_SECRET: secret,
  FULFILMENT_URL: 'https://shop.example/hooks/subscription',
  FULFILMENT_SECRET: secret,
  VOUCHER_CHECK_URL: 'https://vouchers.example/check',
  VOUCHER_REDEEM_URL: 'https://vouchers.example/redeem',
  SMTP_HOST: 'smtp.example',
};

const problemWith = (mode: 'embedded' | 'distributed', env: Record<string, string>) => {
  try {
    parseIntegrationsConfig(mode, env);
  } catch (error) {
    if (error instanceof ConfigurationError) return error;
    throw error;
  }
  throw new Error('expected a configuration error');
};

describe('the integrations configuration', () => {
  it('uses every sandbox in embedded mode when nothing is set', () => {
    const config = parseIntegrationsConfig('embedded', {});
    expect(config.card).toEqual({ kind: 'sandbox', port: 0, timeoutMs: 10_000 });
    expect(config.fulfilment.kind).toBe('sandbox');
    expect(config.vouchers.kind).toBe('sandbox');
    expect(config.mail).toEqual({ kind: 'outbox', from: 'Ghost payments <payments@localhost>' });
    expect(config.cardCallback).toEqual({
      url: 'http://localhost:3004/api/payments/card/callback',
      secret: null,
      toleranceBasisPoints: 200,
    });
    expect(config.retry).toEqual({
      maxAttempts: 10,
      initialDelayMs: 30_000,
      maxDelayMs: 21_600_000,
    });
  });

  it('uses every real system in distributed mode', () => {
    const config = parseIntegrationsConfig('distributed', realEnv);
    expect(config.card).toEqual({
      kind: 'paygate',
      paygate: {
        apiUrl: 'https://api.paygate.to',
        checkoutUrl: 'https://checkout.paygate.to',
        merchantWallet: realEnv.PAYGATE_MERCHANT_WALLET,
        timeoutMs: 10_000,
      },
    });
    expect(config.cardCallback.url).toBe('https://pay.example/api/payments/card/callback');
    expect(config.fulfilment).toEqual({
      kind: 'http',
      url: 'https://shop.example/hooks/subscription',
      secret: Buffer.from(secret),
      timeoutMs: 10_000,
    });
    expect(config.vouchers).toEqual({
      kind: 'http',
      url: 'https://vouchers.example/check',
      redeemUrl: 'https://vouchers.example/redeem',
      apiKey: null,
      timeoutMs: 10_000,
    });
    expect(config.mail).toMatchObject({
      kind: 'smtp',
      smtp: { host: 'smtp.example', port: 587, secure: false },
    });
  });

  it('lets each system be chosen on its own, in either mode', () => {
    const config = parseIntegrationsConfig('embedded', {
      CARD_PROCESSOR: 'paygate',
      PAYGATE_MERCHANT_WALLET: realEnv.PAYGATE_MERCHANT_WALLET,
      FULFILMENT_WEBHOOK: 'sandbox',
      ALLOW_SANDBOXES: 'vouchers',
      MAIL_TRANSPORT: 'smtp',
      SMTP_HOST: 'localhost',
      SMTP_PORT: '2525',
      SMTP_SECURE: 'true',
    });
    expect(config.card.kind).toBe('paygate');
    expect(config.mail).toMatchObject({ smtp: { port: 2525, secure: true } });
    expect(config.fulfilment.kind).toBe('sandbox');
    expect(
      parseIntegrationsConfig('distributed', { ...realEnv, VOUCHER_VALIDATOR: 'sandbox' }).vouchers
        .kind,
    ).toBe('sandbox');
  });

  it('refuses real systems beside sandboxes nobody chose, naming them and how to allow them', () => {
    const cardOnly = {
      CARD_PROCESSOR: 'paygate',
      PAYGATE_MERCHANT_WALLET: realEnv.PAYGATE_MERCHANT_WALLET,
    };
    const refusal = problemWith('embedded', cardOnly);
    expect(refusal.variable).toBe('ALLOW_SANDBOXES');
    expect(refusal.message).toBe(
      'Invalid configuration: ALLOW_SANDBOXES is missing: card is real, but fulfilment, vouchers, mail would fall back to a sandbox (FULFILMENT_WEBHOOK, VOUCHER_VALIDATOR, MAIL_TRANSPORT not set). Configure them, set their switches to sandbox, or allow them: ALLOW_SANDBOXES=fulfilment,vouchers,mail',
    );
    expect(
      problemWith('embedded', { ...cardOnly, ALLOW_SANDBOXES: 'fulfilment,mail' }).message,
    ).toContain('ALLOW_SANDBOXES=vouchers');
    const allowed = parseIntegrationsConfig('embedded', { ...cardOnly, ALLOW_SANDBOXES: 'all' });
    expect(allowed.choices).toEqual({
      card: { kind: 'real', defaulted: false },
      fulfilment: { kind: 'sandbox', defaulted: true },
      vouchers: { kind: 'sandbox', defaulted: true },
      mail: { kind: 'sandbox', defaulted: true },
    });
    expect(problemWith('embedded', { ALLOW_SANDBOXES: 'printer' }).variable).toBe(
      'ALLOW_SANDBOXES',
    );
  });

  it('starts all sandboxes (the development portal) or all real systems without asking', () => {
    expect(Object.values(parseIntegrationsConfig('embedded', {}).choices)).toEqual(
      Array(4).fill({ kind: 'sandbox', defaulted: true }),
    );
    expect(
      Object.values(parseIntegrationsConfig('distributed', realEnv).choices).map((c) => c.kind),
    ).toEqual(['real', 'real', 'real', 'real']);
    const logged = integrationsBlock(parseIntegrationsConfig('embedded', {}).choices);
    expect(logged.split('\n')).toEqual([
      '=== Outside systems: SANDBOXES IN USE: no money, subscription or e-mail reaches anyone through them ===',
      '  card        SANDBOX (nothing leaves this machine)',
      '  fulfilment  SANDBOX (nothing leaves this machine)',
      '  vouchers    SANDBOX (nothing leaves this machine)',
      '  mail        SANDBOX (nothing leaves this machine)',
    ]);
  });

  it('names the variable a real system is missing', () => {
    for (const variable of [
      'PAYGATE_MERCHANT_WALLET',
      'CARD_CALLBACK_SECRET',
      'FULFILMENT_URL',
      'FULFILMENT_SECRET',
      'VOUCHER_CHECK_URL',
      'VOUCHER_REDEEM_URL',
      'SMTP_HOST',
    ]) {
      const env = Object.fromEntries(Object.entries(realEnv).filter(([key]) => key !== variable));
      expect(problemWith('distributed', env).variable).toBe(variable);
    }
  });

  it('names a variable with a bad value', () => {
    expect(problemWith('embedded', { PAYGATE_TIMEOUT_MS: 'soon' }).variable).toBe(
      'PAYGATE_TIMEOUT_MS',
    );
    expect(problemWith('embedded', { CARD_PROCESSOR: 'stripe' }).variable).toBe('CARD_PROCESSOR');
    expect(problemWith('embedded', { FULFILMENT_URL: 'not a url' }).variable).toBe(
      'FULFILMENT_URL',
    );
    expect(
      problemWith('distributed', { ...realEnv, FULFILMENT_SECRET: 'short' }).message,
    ).toContain('at least 32 characters');
    expect(problemWith('embedded', { PAYGATE_MERCHANT_WALLET: '0x12' }).variable).toBe(
      'PAYGATE_MERCHANT_WALLET',
    );
    expect(
      problemWith('embedded', {
        FULFILMENT_RETRY_INITIAL_MS: '5000',
        FULFILMENT_RETRY_MAX_MS: '1000',
      }).variable,
    ).toBe('FULFILMENT_RETRY_MAX_MS');
  });

  it('reads the card amount tolerance in percent, kept in hundredths of a percent', () => {
    expect(
      parseIntegrationsConfig('embedded', { CARD_AMOUNT_TOLERANCE_PERCENT: '0.5' }).cardCallback
        .toleranceBasisPoints,
    ).toBe(50);
  });
});
