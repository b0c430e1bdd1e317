import { describe, expect, it } from 'vitest';
import { readQuote, signQuote, verifyQuote, type QuoteClaims } from './quote-token.js';

const key = Buffer.alloc(32, 7);
const claims: QuoteClaims = {
  v: 1,
  id: 'q-1',
  coin: 'eth',
  network: 'ethereum',
  address: '0x5A0b54D5dc17e0AadC383d2db43B0a0D3E029c4c',
  crypto_amount: '0.00375001',
  units: '3750010000000000',
  rate: '3200',
  amount: 12,
  currency: 'USD',
  issued_at: '2026-11-24T10:00:00.000Z',
  expires_at: '2026-11-24T10:15:00.000Z',
};
const expectation = {
  at: new Date('2026-11-24T10:14:59.999Z'),
  coin: 'eth' as const,
  address: claims.address,
  amount: 12,
  currency: 'USD',
};

describe('the signed quote', () => {
  it('is honoured for its coin, address and amount until it expires', () => {
    const token = signQuote(claims, key);
    expect(verifyQuote(token, key, expectation)).toEqual({ valid: true, claims });
    expect(
      verifyQuote(token, key, { ...expectation, at: new Date('2026-11-24T10:15:00.000Z') }).valid,
    ).toBe(true);
  });

  it('is refused after its expiry', () => {
    const token = signQuote(claims, key);
    expect(
      verifyQuote(token, key, { ...expectation, at: new Date('2026-11-24T10:15:00.001Z') }),
    ).toEqual({
      valid: false,
      reason: 'expired',
    });
  });

  it('is refused for another coin, address, amount or currency', () => {
    const token = signQuote(claims, key);
    expect(verifyQuote(token, key, { ...expectation, coin: 'bnb' })).toEqual({
      valid: false,
      reason: 'wrong_coin',
    });
    expect(verifyQuote(token, key, { ...expectation, address: `0x${'1'.repeat(40)}` })).toEqual({
      valid: false,
      reason: 'wrong_address',
    });
    expect(verifyQuote(token, key, { ...expectation, amount: 11.99 })).toEqual({
      valid: false,
      reason: 'wrong_amount',
    });
    expect(verifyQuote(token, key, { ...expectation, currency: 'EUR' })).toEqual({
      valid: false,
      reason: 'wrong_amount',
    });
  });

  it('takes an EVM address in any case, as the chain does', () => {
    const token = signQuote(claims, key);
    expect(
      verifyQuote(token, key, { ...expectation, address: claims.address.toLowerCase() }).valid,
    ).toBe(true);
  });

  it('is refused as forged when altered or signed with another key', () => {
    const token = signQuote(claims, key);
    const [, signature] = token.split('.');
    const cheaper = Buffer.from(JSON.stringify({ ...claims, units: '1' })).toString('base64url');
    expect(readQuote(`${cheaper}.${signature}`, key)).toEqual({ problem: 'forged' });
    expect(readQuote(signQuote(claims, Buffer.alloc(32, 8)), key)).toEqual({ problem: 'forged' });
  });

  it('is refused as malformed when it is not a quote at all', () => {
    expect(readQuote('not a quote', key)).toEqual({ problem: 'malformed' });
    expect(readQuote('a.b.c', key)).toEqual({ problem: 'malformed' });
    const signedNonsense = signQuote(claims, key).replace(
      /^[^.]+/,
      Buffer.from('{}').toString('base64url'),
    );
    expect(readQuote(signedNonsense, key)).toEqual({ problem: 'forged' });
  });

  it('refuses a key shorter than 32 bytes', () => {
    expect(() => signQuote(claims, Buffer.alloc(16))).toThrow(/32 bytes/);
  });
});
