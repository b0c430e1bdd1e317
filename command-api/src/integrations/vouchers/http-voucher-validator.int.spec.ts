import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listenSandbox, type RunningSandbox } from '../../sandboxes/running-sandbox.js';
import {
  createVoucherIssuerSandbox,
  voucherCheckPath,
} from '../../sandboxes/voucher-issuer/voucher-issuer-sandbox.js';
import { HttpVoucherValidator } from './http-voucher-validator.js';

const issuer = createVoucherIssuerSandbox({
  apiKey: 'sandbox-key',
  vouchers: [
    { code: 'GOODCODE00000001' },
    { code: 'PINCODE000000001', pin: '4321' },
    { code: 'VALUE25000000001', amount: '25', currency: 'USD' },
    { code: 'USEDCODE00000001', used: true },
  ],
});
let running: RunningSandbox;

const validator = (overrides: { apiKey?: string | null; timeoutMs?: number; url?: string } = {}) =>
  new HttpVoucherValidator({
    url: overrides.url ?? `${running.url}${voucherCheckPath}`,
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

describe('the voucher validator against the sandbox issuer', () => {
  it('accepts a good code, written in groups of four or in lower case', async () => {
    expect(await validator().check(voucher('GOODCODE00000001'))).toEqual({ outcome: 'valid' });
    expect(await validator().check(voucher('good code 0000 0001'))).toEqual({ outcome: 'valid' });
    expect(issuer.checks.at(-1)?.request).toEqual({
      code: 'GOODCODE00000001',
      pin: null,
      type: 'PayPal',
      amount: '25.00',
      currency: 'USD',
    });
  });

  it('fails an unknown code as invalid, with the reason', async () => {
    expect(await validator().check(voucher('BADCODE000000001'))).toEqual({
      outcome: 'invalid',
      reason: 'Unknown voucher code.',
    });
  });

  it('fails a code already redeemed as used', async () => {
    expect(await validator().check(voucher('USEDCODE00000001'))).toEqual({
      outcome: 'used',
      reason: 'This voucher code was already redeemed.',
    });
  });

  it('fails a wrong PIN and a claimed amount the code is not worth', async () => {
    expect((await validator().check(voucher('PINCODE000000001', { pin: '0000' }))).outcome).toBe(
      'invalid',
    );
    expect(await validator().check(voucher('PINCODE000000001', { pin: '4321' }))).toEqual({
      outcome: 'valid',
    });
    expect((await validator().check(voucher('VALUE25000000001', { minor: 5000 }))).outcome).toBe(
      'invalid',
    );
    expect(await validator().check(voucher('VALUE25000000001'))).toEqual({ outcome: 'valid' });
  });

  it('leaves the code unchecked, failing nothing, when the issuer does not answer in time', async () => {
    issuer.faults.add({ delayMs: 1500, times: 1 });
    const verdict = await validator({ timeoutMs: 150 }).check(voucher('BADCODE000000001'));
    expect(verdict).toEqual({
      outcome: 'unchecked',
      reason: 'voucher issuer: no answer within 150 ms',
    });
  });

  it('leaves the code unchecked when the issuer answers 5xx', async () => {
    issuer.faults.add({ status: 503, times: 1 });
    expect(await validator().check(voucher('BADCODE000000001'))).toEqual({
      outcome: 'unchecked',
      reason: 'voucher issuer: answered HTTP 503',
    });
  });

  it('leaves the code unchecked when the issuer refuses our key', async () => {
    expect(await validator({ apiKey: 'wrong' }).check(voucher('BADCODE000000001'))).toEqual({
      outcome: 'unchecked',
      reason: 'voucher issuer: answered HTTP 401',
    });
  });

  it('leaves the code unchecked when the verdict is not one it knows', async () => {
    issuer.faults.add({ status: 200, body: '{"status":"maybe"}', times: 1 });
    expect((await validator().check(voucher('GOODCODE00000001'))).outcome).toBe('unchecked');
  });

  it('leaves the code unchecked when the connection is refused', async () => {
    const gone = await listenSandbox(createVoucherIssuerSandbox().app);
    await gone.close();
    const verdict = await validator({ url: `${gone.url}${voucherCheckPath}` }).check(
      voucher('GOODCODE00000001'),
    );
    expect(verdict.outcome).toBe('unchecked');
    expect(verdict.outcome === 'unchecked' && verdict.reason).toContain('ECONNREFUSED');
  });

  it('knows good, pinned and used codes by default, for testers', async () => {
    const defaults = await listenSandbox(createVoucherIssuerSandbox().app);
    const check = (code: string, pin: string | null = null) =>
      validator({ url: `${defaults.url}${voucherCheckPath}`, apiKey: null }).check(
        voucher(code, { pin }),
      );
    try {
      expect((await check('SANDBOXVALID0001')).outcome).toBe('valid');
      expect((await check('SANDBOXPIN000001', '1234')).outcome).toBe('valid');
      expect((await check('SANDBOXUSED00001')).outcome).toBe('used');
      expect((await check('ANYTHINGELSE0001')).outcome).toBe('invalid');
    } finally {
      await defaults.close();
    }
  });
});
