import { describe, expect, it } from 'vitest';
import { explorerUrl } from './explorer';

const crypto = (crypto_type: string | null, txid: string | null = '0xabc') =>
  explorerUrl({ txid, crypto_type: crypto_type as 'eth', payment_method: 'crypto' });

describe('the blockchain explorer link', () => {
  it('opens the explorer of the coin for eth, btc, sol and bnb', () => {
    expect(crypto('eth')).toBe('https://etherscan.io/tx/0xabc');
    expect(crypto('btc', 'f00d')).toBe('https://www.blockchain.com/explorer/transactions/btc/f00d');
    expect(crypto('sol', '5Abc')).toBe('https://solscan.io/tx/5Abc');
    expect(crypto('bnb')).toBe('https://bscscan.com/tx/0xabc');
  });

  it('opens Ethereum for USDT (ERC-20) and Base for USDC, the networks they are paid on', () => {
    expect(crypto('usdt')).toBe('https://etherscan.io/tx/0xabc');
    expect(crypto('usdc')).toBe('https://basescan.org/tx/0xabc');
  });

  it('uses the polygon explorer for every other transaction with a txid', () => {
    expect(explorerUrl({ txid: '0xdef', crypto_type: null, payment_method: 'card' })).toBe(
      'https://polygonscan.com/tx/0xdef',
    );
    expect(
      explorerUrl({ txid: '0x123', crypto_type: null, payment_method: 'alternative-paysafe' }),
    ).toBe('https://polygonscan.com/tx/0x123');
    expect(crypto(null)).toBe('https://polygonscan.com/tx/0xabc');
  });

  it('offers none without a transaction ID', () => {
    expect(crypto('eth', null)).toBeNull();
    expect(crypto('eth', '  ')).toBeNull();
  });

  it("offers none for the portal's own gift-card and voucher references, which no chain knows", () => {
    expect(
      explorerUrl({
        txid: 'NINTENDO-1700000000000-ABCDEF',
        crypto_type: null,
        payment_method: 'nintendo-eshop',
      }),
    ).toBeNull();
    expect(
      explorerUrl({
        txid: 'REWARBLE-1700000000000-ABCDEF',
        crypto_type: null,
        payment_method: 'alternative-rewarble',
      }),
    ).toBeNull();
  });

  it('keeps a pasted txid from breaking out of the path', () => {
    expect(crypto('eth', '0xabc/../x?y')).toBe('https://etherscan.io/tx/0xabc%2F..%2Fx%3Fy');
  });
});
