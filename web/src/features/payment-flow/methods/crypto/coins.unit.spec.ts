import { describe, expect, it } from 'vitest';
import { coinDetails } from './coins';

describe('the explorer of each coin', () => {
  it("links to the receiving address on the coin's own network", () => {
    const address = '0x52908400098527886E0F7030069857D2E4169EE7';
    expect(coinDetails.eth.explorer.addressUrl(address)).toBe(
      `https://etherscan.io/address/${address}`,
    );
    expect(coinDetails.usdt.explorer.addressUrl(address)).toMatch(/^https:\/\/etherscan\.io\//);
    expect(coinDetails.bnb.explorer.addressUrl(address)).toMatch(/^https:\/\/bscscan\.com\//);
    expect(coinDetails.usdc.explorer.addressUrl(address)).toMatch(/^https:\/\/basescan\.org\//);
    expect(coinDetails.btc.explorer.addressUrl('bc1q')).toBe('https://mempool.space/address/bc1q');
    expect(coinDetails.sol.explorer.addressUrl('7Ec')).toBe('https://solscan.io/account/7Ec');
  });
});
