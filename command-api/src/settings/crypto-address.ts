import { base58, bech32, bech32m } from '@scure/base';
import { getAddress } from 'viem';
import type { CryptoType } from '@ghost/events';

/** The six coins with the network each address is taken on. */
export const coinLabels: Record<CryptoType, string> = {
  btc: 'Bitcoin (BIP84)',
  eth: 'Ethereum',
  usdt: 'Tether (ERC-20)',
  bnb: 'BNB (BSC)',
  sol: 'Solana',
  usdc: 'USD Coin (Base)',
};

export type AddressCheck = { valid: true; address: string } | { valid: false; reason: string };

const invalid = (reason: string): AddressCheck => ({ valid: false, reason });

/**
 * BIP84 receives on native SegWit v0 key-hash addresses: bech32 with the mainnet prefix bc, a
 * witness version 0 and a 20-byte program (bc1q..., 42 characters). The checksum is verified
 * by the bech32 decoder.
 */
const bitcoinBip84 = (address: string): AddressCheck => {
  if (/^[13]/.test(address)) {
    return invalid('legacy addresses (1... or 3...) are not BIP84; use a bc1q... address');
  }
  let decoded: { prefix: string; words: number[] };
  try {
    decoded = bech32.decode(address as `${string}1${string}`);
  } catch {
    if (bech32m.decodeUnsafe(address)) {
      return invalid('Taproot (bc1p...) addresses are not BIP84; use a bc1q... address');
    }
    return invalid('it is not a bech32 address with a valid checksum (a mistyped character?)');
  }
  if (decoded.prefix !== 'bc') {
    return invalid(`it belongs to another network (${decoded.prefix}1...), not Bitcoin mainnet`);
  }
  const [version, ...programWords] = decoded.words;
  const program = bech32.fromWordsUnsafe(programWords);
  if (version !== 0 || !program || program.length !== 20) {
    return invalid('a BIP84 address is a SegWit v0 key hash (bc1q..., 42 characters)');
  }
  return { valid: true, address: address.toLowerCase() };
};

/**
 * Ethereum and the EVM chains (ERC-20, BSC, Base) share one address format: 0x and 20 bytes in
 * hex. A mixed-case address carries an EIP-55 checksum, which must match; a single-case one
 * carries none. Saved in its checksummed spelling, which catches a typo by whoever copies it.
 */
const evmAddress = (address: string): AddressCheck => {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) {
    return invalid('it must be 0x followed by 40 hexadecimal characters');
  }
  const hex = address.slice(2);
  // viem's EIP-55 spelling: a hex letter upper case exactly where keccak-256 of the address says.
  const checksummed = getAddress(address.toLowerCase());
  const singleCase = hex === hex.toLowerCase() || hex === hex.toUpperCase();
  if (!singleCase && address !== checksummed) {
    return invalid('its EIP-55 checksum (the mix of upper and lower case) does not match');
  }
  return { valid: true, address: checksummed };
};

/** A Solana address is a 32-byte public key in base58 (Solana has no address checksum). */
const solanaAddress = (address: string): AddressCheck => {
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(address);
  } catch {
    return invalid('it is not base58 (0, O, I and l are never used)');
  }
  if (bytes.length !== 32) return invalid('a Solana address is a 32-byte key in base58');
  return { valid: true, address };
};

/** Checks an address for a coin's network; answers the spelling to save, or why it is refused. */
export const checkCryptoAddress = (coin: CryptoType, address: string): AddressCheck => {
  switch (coin) {
    case 'btc':
      return bitcoinBip84(address);
    case 'eth':
    case 'usdt':
    case 'bnb':
    case 'usdc':
      return evmAddress(address);
    case 'sol':
      return solanaAddress(address);
    default: {
      const unknown: never = coin;
      return invalid(`unknown coin ${String(unknown)}`);
    }
  }
};
