import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listenSandbox, type RunningSandbox } from '../../sandboxes/running-sandbox.js';
import {
  createVoucherIssuerSandbox,
  voucherCheckPath,
  voucherRedeemPath,
} from '../../sandboxes/voucher-issuer/voucher-issuer-sandbox.js';
import { HttpVoucherIssuer } from './http-voucher-issuer.js';

const issuer = createVoucherIssuerSandbox({
  apiKey: 'sandbox-key',
  vouchers: [
    { code: 'GOODCODE00000001' },
    { code: 'PINCODE000000001', pin: '4321' },
    { code: 'VALUE25000000001', amount: '25', currency: 'USD' },
    { code: 'USEDCODE00000001', used: true },
    { code: 'REDEEMME00000001', amount: '25', currency: 'USD' },
    { code: 'REDEEMME00000002' },
  ],
});
let running: RunningSandbox;

const issuerAt = (
  overrides: { apiKey?: string | null; timeoutMs?: number; url?: string; redeemUrl?: string } = {},
) =>
  new HttpVoucherIssuer({
    url: overrides.url ?? `${running.url}${voucherCheckPath}`,
    redeemUrl: overrides.redeemUrl ?? `${running.url}${voucherRedeemPath}`,
    apiKey: overrides.apiKey === undefined ? 'sandbox-key' : overrides.apiKey,
    timeoutMs: overrides.timeoutMs ?? 2000,
  });

const voucher = (code: string, overrides: { pin?: string | null; minor?: number } = {}) => ({
  code,
  pin: overrides.pin ?? null,
  type: 'PayPal',
  amount: { minor: overrides.minor ?? 2500, currency: 'USD' },
});

beforeAll(async () => {
  running = await listenSandbox(issuer.app);
});
afterAll(async () => {
  await running.close();
});
afterEach(() => {
  issuer.faults.clear();
});

describe('checking a voucher with the sandbox issuer', () => {
  it('accepts a good code, written in groups of four or in lower case', async () => {
    expect(await issuerAt().check(voucher('GOODCODE00000001'))).toEqual({ outcome: 'valid' });
    expect(await issuerAt().check(voucher('good code 0000 0001'))).toEqual({ outcome: 'valid' });
    expect(issuer.checks.at(-1)?.request).toEqual({
      code: 'GOODCODE00000001',
      pin: null,
      type: 'PayPal',
      amount: '25.00',
      currency: 'USD',
    });
  });

  it('fails an unknown code as invalid, with the reason', async () => {
    expect(await issuerAt().check(voucher('BADCODE000000001'))).toEqual({
      outcome: 'invalid',
      reason: 'Unknown voucher code.',
    });
  });

  it('fails a code already redeemed as used', async () => {
    expect(await issuerAt().check(voucher('USEDCODE00000001'))).toEqual({
      outcome: 'used',
      reason: 'This voucher code was already redeemed.',
    });
  });

  it('fails a wrong PIN and a claimed amount the code is not worth', async () => {
    expect((await issuerAt().check(voucher('PINCODE000000001', { pin: '0000' }))).outcome).toBe(
      'invalid',
    );
    expect(await issuerAt().check(voucher('PINCODE000000001', { pin: '4321' }))).toEqual({
      outcome: 'valid',
    });
    expect((await issuerAt().check(voucher('VALUE25000000001', { minor: 5000 }))).outcome).toBe(
      'invalid',
    );
    expect(await issuerAt().check(voucher('VALUE25000000001'))).toEqual({ outcome: 'valid' });
  });

  it('leaves the code unchecked, failing nothing, when the issuer does not answer in time', async () => {
    issuer.faults.add({ delayMs: 1500, times: 1 });
    const verdict = await issuerAt({ timeoutMs: 150 }).check(voucher('BADCODE000000001'));
    expect(verdict).toEqual({
      outcome: 'unchecked',
      reason: 'voucher issuer: no answer within 150 ms',
    });
  });

  it('leaves the code unchecked when the issuer answers 5xx', async () => {
    issuer.faults.add({ status: 503, times: 1 });
    expect(await issuerAt().check(voucher('BADCODE000000001'))).toEqual({
      outcome: 'unchecked',
      reason: 'voucher issuer: answered HTTP 503',
    });
  });

  it('leaves the code unchecked when the issuer refuses our key', async () => {
    expect(await issuerAt({ apiKey: 'wrong' }).check(voucher('BADCODE000000001'))).toEqual({
      outcome: 'unchecked',
      reason: 'voucher issuer: answered HTTP 401',
    });
  });

  it('leaves the code unchecked when the verdict is not one it knows', async () => {
    issuer.faults.add({ status: 200, body: '{"status":"maybe"}', times: 1 });
    expect((await issuerAt().check(voucher('GOODCODE00000001'))).outcome).toBe('unchecked');
  });

  it('leaves the code unchecked when the connection is refused', async () => {
    const gone = await listenSandbox(createVoucherIssuerSandbox().app);
    await gone.close();
    const verdict = await issuerAt({ url: `${gone.url}${voucherCheckPath}` }).check(
      voucher('GOODCODE00000001'),
    );
    expect(verdict.outcome).toBe('unchecked');
    expect(verdict.outcome === 'unchecked' && verdict.reason).toContain('ECONNREFUSED');
  });

  it('knows good, pinned, used and valued codes by default, for testers', async () => {
    const defaults = await listenSandbox(createVoucherIssuerSandbox().app);
    const check = (code: string, pin: string | null = null, minor = 2500) =>
      issuerAt({ url: `${defaults.url}${voucherCheckPath}`, apiKey: null }).check(
        voucher(code, { pin, minor }),
      );
    try {
      expect((await check('SANDBOXVALID0001')).outcome).toBe('valid');
      expect((await check('SANDBOXPIN000001', '1234')).outcome).toBe('valid');
      expect((await check('SANDBOXUSED00001')).outcome).toBe('used');
      expect((await check('SANDBOXFIVEUSD01', null, 500)).outcome).toBe('valid');
      expect((await check('SANDBOXFIVEUSD01', null, 17000)).outcome).toBe('invalid');
      expect((await check('ANYTHINGELSE0001')).outcome).toBe('invalid');
    } finally {
      await defaults.close();
    }
  });
});

describe('redeeming a voucher with the sandbox issuer', () => {
  it('spends the code for one payment and says what it was worth', async () => {
    const redemption = await issuerAt().redeem({
      ...voucher('REDEEMME00000001'),
      reference: 'GHOST-1-A',
    });
    expect(redemption).toMatchObject({
      outcome: 'redeemed',
      value: { minor: 2500, currency: 'USD' },
    });
    expect(issuer.redemptions.at(-1)?.request).toMatchObject({
      code: 'REDEEMME00000001',
      reference: 'GHOST-1-A',
      amount: '25.00',
    });
  });

  it('answers the same redemption to the same payment asked again (an answer lost to a timeout)', async () => {
    const first = await issuerAt().redeem({ ...voucher('REDEEMME00000002'), reference: 'GHOST-2' });
    const again = await issuerAt().redeem({ ...voucher('REDEEMME00000002'), reference: 'GHOST-2' });
    expect(first.outcome).toBe('redeemed');
    expect(again).toEqual(first);
  });

  it('refuses a code redeemed for another payment as used, for ever, and says so to a check too', async () => {
    expect(
      await issuerAt().redeem({ ...voucher('REDEEMME00000002'), reference: 'GHOST-3' }),
    ).toEqual({ outcome: 'used', reason: 'This voucher code was already redeemed.' });
    expect((await issuerAt().check(voucher('REDEEMME00000002'))).outcome).toBe('used');
  });

  it('refuses an unknown or already used code without spending anything', async () => {
    expect(
      (await issuerAt().redeem({ ...voucher('BADCODE000000001'), reference: 'GHOST-4' })).outcome,
    ).toBe('invalid');
    expect(
      (await issuerAt().redeem({ ...voucher('USEDCODE00000001'), reference: 'GHOST-4' })).outcome,
    ).toBe('used');
  });

  it('leaves the redemption unchecked when the issuer is down, or answers what it cannot read', async () => {
    issuer.faults.add({ status: 503, times: 1 });
    expect(
      await issuerAt().redeem({ ...voucher('GOODCODE00000001'), reference: 'GHOST-5' }),
    ).toEqual({ outcome: 'unchecked', reason: 'voucher issuer: answered HTTP 503' });
    issuer.faults.add({ status: 200, body: '{"status":"redeemed"}', times: 1 });
    expect(
      (await issuerAt().redeem({ ...voucher('GOODCODE00000001'), reference: 'GHOST-5' })).outcome,
    ).toBe('unchecked');
  });
});
