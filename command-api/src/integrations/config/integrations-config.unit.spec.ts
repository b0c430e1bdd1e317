import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '@ghost/events';
import { parseIntegrationsConfig } from './integrations-config.js';

const secret = 'x'.repeat(32);
const realEnv = {
  PORTAL_PUBLIC_URL: 'https://pay.example/',
  PAYGATE_MERCHANT_WALLET: `0x${'ab'.repeat(20)}`,
  CARD_CALLBACK_SECRET: secret,
  FULFILMENT_URL: 'https://shop.example/hooks/subscription',
  FULFILMENT_SECRET: secret,
  VOUCHER_CHECK_URL: 'https://vouchers.example/check',
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

  it('names the variable a real system is missing', () => {
    for (const variable of [
      'PAYGATE_MERCHANT_WALLET',
      'CARD_CALLBACK_SECRET',
      'FULFILMENT_URL',
      'FULFILMENT_SECRET',
      'VOUCHER_CHECK_URL',
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
