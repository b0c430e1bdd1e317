import type { CryptoType } from '@ghost/events/contract';

/** Why a typed address cannot be the coin's, as far as the browser can tell without checksums. */
export type AddressFormatProblem =
  | 'btcLegacy'
  | 'btcTaproot'
  | 'btcPrefix'
  | 'btcMixedCase'
  | 'btcCharacters'
  | 'btcLength'
  | 'evmPrefix'
  | 'evmCharacters'
  | 'evmLength'
  | 'solCharacters'
  | 'solLength';

/**
 * What the address field knows as the address is typed:
 * - `empty`: no address, so the coin is not offered to payers;
 * - `incomplete`: so far so good, more characters are needed;
 * - `plausible`: the format is right; the server checks the checksum when saving;
 * - `invalid`: it can never be the coin's address, with the reason.
 */
export type AddressFormat =
  | { state: 'empty' }
  | { state: 'incomplete' }
  | { state: 'plausible' }
  | { state: 'invalid'; problem: AddressFormatProblem };

const empty: AddressFormat = { state: 'empty' };
const incomplete: AddressFormat = { state: 'incomplete' };
const plausible: AddressFormat = { state: 'plausible' };
const invalid = (problem: AddressFormatProblem): AddressFormat => ({ state: 'invalid', problem });

/** Bech32's 32 letters and digits: no 1, b, i or o after the separator. */
const bech32Characters = /^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]*$/;
const bip84Length = 42;

/**
 * BIP84 receives on native SegWit v0 key-hash addresses: bc1q and 38 more bech32 characters,
 * all of one case. The bech32 checksum is the server's check.
 */
const bitcoinFormat = (address: string): AddressFormat => {
  if (/^[13]/.test(address)) return invalid('btcLegacy');
  const lower = address.toLowerCase();
  if (address !== lower && address !== address.toUpperCase()) return invalid('btcMixedCase');
  if (lower.startsWith('bc1p')) return invalid('btcTaproot');
  if ('bc1q'.startsWith(lower)) return incomplete;
  if (!lower.startsWith('bc1q')) return invalid('btcPrefix');
  if (!bech32Characters.test(lower.slice(4))) return invalid('btcCharacters');
  if (lower.length > bip84Length) return invalid('btcLength');
  return lower.length === bip84Length ? plausible : incomplete;
};

/** Ethereum and the EVM chains (ERC-20, BSC, Base): 0x and 40 hexadecimal characters. */
const evmFormat = (address: string): AddressFormat => {
  if (address === '0') return incomplete;
  if (!address.startsWith('0x')) return invalid('evmPrefix');
  const hex = address.slice(2);
  if (!/^[0-9a-fA-F]*$/.test(hex)) return invalid('evmCharacters');
  if (hex.length > 40) return invalid('evmLength');
  return hex.length === 40 ? plausible : incomplete;
};

/** A Solana address: a 32-byte key in base58, 32 to 44 characters, never 0, O, I or l. */
const solanaFormat = (address: string): AddressFormat => {
  if (!/^[1-9A-HJ-NP-Za-km-z]*$/.test(address)) return invalid('solCharacters');
  if (address.length > 44) return invalid('solLength');
  return address.length >= 32 ? plausible : incomplete;
};

/** The format check of a crypto address field, run on every key press. */
export const checkAddressFormat = (coin: CryptoType, typed: string): AddressFormat => {
  const address = typed.trim();
  if (address === '') return empty;
  switch (coin) {
    case 'btc':
      return bitcoinFormat(address);
    case 'eth':
    case 'usdt':
    case 'bnb':
    case 'usdc':
      return evmFormat(address);
    case 'sol':
      return solanaFormat(address);
    default: {
      const unknown: never = coin;
      throw new Error(`No address format for ${String(unknown)}`);
    }
  }
};
