import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { chainNetworks, cryptoTypes, paymentCurrencies, type CryptoType } from '@ghost/events';

/**
 * What a quote says, signed: the portal's word that `crypto_amount` of `coin` on `network` to
 * `address` pays `amount` `currency` until `expires_at`. `units` is the same amount in the
 * chain's smallest units, as a decimal string (JSON has no bigint).
 */
export const quoteClaimsSchema = z.strictObject({
  v: z.literal(1),
  id: z.string().min(1).max(64),
  coin: z.enum(cryptoTypes),
  network: z.enum(chainNetworks),
  address: z.string().min(1).max(128),
  crypto_amount: z.string().regex(/^\d+(\.\d+)?$/),
  units: z.string().regex(/^\d{1,40}$/),
  rate: z.string().regex(/^\d+(\.\d+)?$/),
  amount: z.number().positive(),
  currency: z.enum(paymentCurrencies),
  issued_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
});
export type QuoteClaims = z.infer<typeof quoteClaimsSchema>;

/** Why a quote carried by a submission is not honoured. */
export type QuoteRefusal =
  /** Not a quote token at all. */
  | 'malformed'
  /** Not signed with the portal's key: made or altered by someone else. */
  | 'forged'
  /** Submitted after `expires_at`. */
  | 'expired'
  | 'wrong_coin'
  /** The coin's address has changed since the quote (or the token names another). */
  | 'wrong_address'
  /** The submission's amount or currency is not the quote's. */
  | 'wrong_amount';

export type QuoteVerification =
  { valid: true; claims: QuoteClaims } | { valid: false; reason: QuoteRefusal };

/** What a submission claims, to be checked against its quote. */
export interface QuoteExpectation {
  /** When the submission arrived. */
  at: Date;
  coin: CryptoType;
  /** The coin's address now configured. */
  address: string;
  amount: number;
  currency: string;
}

/** Domain separation: this key signs nothing else with the same bytes. */
const purpose = 'ghost crypto quote v1.';

const mac = (key: Buffer, payload: string): Buffer =>
  createHmac('sha256', key).update(purpose).update(payload).digest();

const assertKey = (key: Buffer): void => {
  if (key.length < 32) throw new Error('The quote signing key must be at least 32 bytes');
};

/**
 * `{payload}.{signature}`: the claims as base64url JSON and an HMAC-SHA256 of them under the
 * quote key. Compact enough for a form field; readable by anyone, alterable by no one.
 */
export const signQuote = (claims: QuoteClaims, key: Buffer): string => {
  assertKey(key);
  const payload = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
};

/** The claims of a token signed with `key`, or why not (no other check). */
export const readQuote = (
  token: string,
  key: Buffer,
): { claims: QuoteClaims } | { problem: 'malformed' | 'forged' } => {
  assertKey(key);
  const parts = token.split('.');
  if (parts.length !== 2 || token.length > 2048) return { problem: 'malformed' };
  const [payload = '', signature = ''] = parts;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { problem: 'forged' };
  }
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { problem: 'malformed' };
  }
  const parsed = quoteClaimsSchema.safeParse(json);
  return parsed.success ? { claims: parsed.data } : { problem: 'malformed' };
};

/** EVM addresses compare without case (EIP-55 is only a spelling); others exactly. */
const sameAddress = (a: string, b: string): boolean =>
  a.startsWith('0x') && b.startsWith('0x') ? a.toLowerCase() === b.toLowerCase() : a === b;

/**
 * Whether a submission may rely on its quote: signed by the portal, not expired when the
 * submission arrived, and for the coin, address, amount and currency the submission names.
 */
export const verifyQuote = (
  token: string,
  key: Buffer,
  expected: QuoteExpectation,
): QuoteVerification => {
  const read = readQuote(token, key);
  if ('problem' in read) return { valid: false, reason: read.problem };
  const { claims } = read;
  if (expected.at.getTime() > Date.parse(claims.expires_at))
    return { valid: false, reason: 'expired' };
  if (claims.coin !== expected.coin) return { valid: false, reason: 'wrong_coin' };
  if (!sameAddress(claims.address, expected.address))
    return { valid: false, reason: 'wrong_address' };
  if (claims.amount !== expected.amount || claims.currency !== expected.currency) {
    return { valid: false, reason: 'wrong_amount' };
  }
  return { valid: true, claims };
};
