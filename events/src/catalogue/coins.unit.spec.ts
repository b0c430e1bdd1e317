import { describe, expect, it } from 'vitest';
import { coinSpecs, coinsOnNetwork, shownToChainUnits } from './coins.js';
import { cryptoTypes } from './payment-constants.js';

describe('the coins of the portal', () => {
  it('knows each coin’s network, chain id, decimals and shown decimals', () => {
    const summary = Object.fromEntries(
      cryptoTypes.map((coin) => {
        const spec = coinSpecs[coin];
        return [coin, [spec.network, spec.chainId, spec.decimals, spec.shownDecimals]];
      }),
    );
    expect(summary).toEqual({
      btc: ['bitcoin', null, 8, 8],
      eth: ['ethereum', 1, 18, 8],
      usdt: ['ethereum', 1, 6, 6],
      bnb: ['bnb-smart-chain', 56, 18, 8],
      sol: ['solana', null, 9, 9],
      usdc: ['base', 8453, 6, 6],
    });
  });

  it('names the real token contracts: Tether on Ethereum and native USD Coin on Base', () => {
    expect(coinSpecs.usdt.token?.contract).toBe('0xdAC17F958D2ee523a2206206994597C13D831ec7');
    expect(coinSpecs.usdc.token?.contract).toBe('0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913');
    expect(coinSpecs.usdt.peggedTo).toBe('USD');
    expect(coinSpecs.usdc.peggedTo).toBe('USD');
    expect(coinSpecs.eth.token).toBeNull();
  });

  it('asks between 1 and 3 confirmations of every coin', () => {
    const required = cryptoTypes.map((coin) => coinSpecs[coin].requiredConfirmations);
    expect(required).toEqual([2, 3, 3, 3, 1, 3]);
    expect(required.every((count) => count >= 1 && count <= 3)).toBe(true);
  });

  it('finds ETH and USDT on Ethereum', () => {
    expect(coinsOnNetwork('ethereum').map((spec) => spec.coin)).toEqual(['eth', 'usdt']);
  });

  it('turns a quoted amount into the chain’s smallest units', () => {
    expect(shownToChainUnits('eth', 412345n)).toBe(4123450000000000n);
    expect(shownToChainUnits('bnb', 1n)).toBe(10_000_000_000n);
    expect(shownToChainUnits('btc', 412345n)).toBe(412345n);
    expect(shownToChainUnits('usdc', 12_000_000n)).toBe(12_000_000n);
  });
});
