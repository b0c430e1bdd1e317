import { formatCoinUnits } from './coin-units.js';
import { coinSpecs } from './coins.js';
import type { CryptoType } from './payment-constants.js';

/*
 * The payment link a wallet opens from the QR code, with the amount filled in, in each network's
 * own standard. Pure and browser-safe: the server puts it in a quote, the form may rebuild it.
 */

const query = (pairs: [string, string | undefined][]): string => {
  const present = pairs.filter((pair): pair is [string, string] => pair[1] !== undefined);
  return present.length === 0
    ? ''
    : `?${present.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
};

/**
 * BIP 21: `bitcoin:<address>?amount=<BTC>`, the amount in bitcoin as a plain decimal (the URI
 * scheme's own unit), label and message percent-encoded.
 */
export const bitcoinUri = (
  address: string,
  satoshis: bigint,
  options: { label?: string; message?: string } = {},
): string =>
  `bitcoin:${address}${query([
    ['amount', formatCoinUnits(satoshis, 8)],
    ['label', options.label],
    ['message', options.message],
  ])}`;

/**
 * EIP-681 for the chain's own coin: `ethereum:<address>@<chainId>?value=<wei>`. The value is an
 * integer in wei (the standard also allows `2.014e18`; an integer is what every wallet reads).
 */
export const evmNativeUri = (address: string, chainId: number, wei: bigint): string =>
  `ethereum:${address}@${chainId}?value=${wei.toString()}`;

/**
 * EIP-681 for an ERC-20 transfer: the target is the token contract, the function `transfer`,
 * its arguments the recipient (`address`) and the amount in the token's base units (`uint256`).
 */
export const erc20TransferUri = (
  token: string,
  chainId: number,
  recipient: string,
  units: bigint,
): string =>
  `ethereum:${token}@${chainId}/transfer?address=${recipient}&uint256=${units.toString()}`;

/**
 * Solana Pay transfer request: `solana:<recipient>?amount=<SOL>`, the amount in SOL as a decimal
 * with a leading zero and no exponent, at most 9 decimals. `reference` (base58 of 32 bytes) is
 * optional: the portal names a payment by its exact amount instead, which every wallet keeps.
 */
export const solanaPayUri = (
  recipient: string,
  lamports: bigint,
  options: { reference?: string; label?: string; message?: string } = {},
): string =>
  `solana:${recipient}${query([
    ['amount', formatCoinUnits(lamports, 9)],
    ['reference', options.reference],
    ['label', options.label],
    ['message', options.message],
  ])}`;

/**
 * The payment link for `units` (the chain's smallest units) of a coin to the portal's address:
 * BIP 21 for BTC, EIP-681 for ETH (chain 1) and BNB (chain 56), an EIP-681 ERC-20 transfer for
 * USDT (Ethereum) and USDC (Base, chain 8453), Solana Pay for SOL.
 */
export const paymentUri = (coin: CryptoType, address: string, units: bigint): string => {
  const spec = coinSpecs[coin];
  switch (spec.network) {
    case 'bitcoin':
      return bitcoinUri(address, units);
    case 'solana':
      return solanaPayUri(address, units);
    case 'ethereum':
    case 'bnb-smart-chain':
    case 'base': {
      const chainId = spec.chainId ?? 1;
      return spec.token
        ? erc20TransferUri(spec.token.contract, chainId, address, units)
        : evmNativeUri(address, chainId, units);
    }
    default: {
      const unknown: never = spec.network;
      throw new Error(`No payment link for ${String(unknown)}`);
    }
  }
};
