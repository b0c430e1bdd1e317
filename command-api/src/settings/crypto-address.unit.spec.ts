import { describe, expect, it } from 'vitest';
import { checkCryptoAddress } from './crypto-address.js';

const accepted = (coin: Parameters<typeof checkCryptoAddress>[0], address: string) => {
  const check = checkCryptoAddress(coin, address);
  if (!check.valid) throw new Error(`${coin} ${address} refused: ${check.reason}`);
  return check.address;
};
const reasonFor = (coin: Parameters<typeof checkCryptoAddress>[0], address: string) => {
  const check = checkCryptoAddress(coin, address);
  if (check.valid) throw new Error(`${coin} ${address} accepted`);
  return check.reason;
};

describe('Bitcoin addresses (BIP84)', () => {
  it('accepts native SegWit key-hash addresses with a valid checksum', () => {
    // The first receiving address of the BIP84 test vector (mnemonic "abandon ... about").
    expect(accepted('btc', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu')).toBe(
      'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
    );
    // BIP173's P2WPKH example, upper case as BIP173 allows; saved in lower case.
    expect(accepted('btc', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBe(
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    );
  });

  it('refuses one changed character: the checksum no longer matches', () => {
    expect(reasonFor('btc', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyv')).toMatch(/checksum/);
  });

  it('refuses mixed case', () => {
    expect(reasonFor('btc', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyU')).toMatch(/checksum/);
  });

  it('refuses an address of another network', () => {
    // BIP173's testnet P2WPKH example.
    expect(reasonFor('btc', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toMatch(/network/);
  });

  it('refuses legacy addresses', () => {
    // The genesis block's address, and the Bitcoin wiki's P2SH example.
    expect(reasonFor('btc', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toMatch(/legacy/);
    expect(reasonFor('btc', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toMatch(/legacy/);
  });

  it('refuses SegWit addresses that are not BIP84 key hashes', () => {
    // BIP173's P2WSH example (a 32-byte script hash) and BIP86's first Taproot address.
    expect(
      reasonFor('btc', 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3'),
    ).toMatch(/key hash/);
    expect(
      reasonFor('btc', 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr'),
    ).toMatch(/Taproot/);
  });

  it('refuses a wrong length and plain garbage', () => {
    expect(reasonFor('btc', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fy')).toMatch(/checksum/);
    expect(reasonFor('btc', 'not an address')).toMatch(/bech32/);
  });
});

describe('Ethereum-style addresses (ETH, USDT ERC-20, BNB BSC, USDC Base)', () => {
  const eip55Examples = [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ];

  it('accepts the checksummed examples of EIP-55 for every EVM coin', () => {
    for (const coin of ['eth', 'usdt', 'bnb', 'usdc'] as const) {
      for (const address of eip55Examples) expect(accepted(coin, address)).toBe(address);
    }
  });

  it('accepts single-case addresses (no checksum) and saves them checksummed', () => {
    expect(accepted('eth', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(
      '0x52908400098527886E0F7030069857D2E4169EE7',
    );
    expect(accepted('eth', '0xde709f2102306220921060314715629080e2fb77')).toBe(
      '0xde709f2102306220921060314715629080e2fb77',
    );
    expect(accepted('usdt', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    );
  });

  it('refuses a mixed-case address whose checksum case is wrong', () => {
    expect(reasonFor('eth', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toMatch(/EIP-55/);
    expect(reasonFor('usdc', '0xfb6916095ca1df60bB79Ce92cE3Ea74c37c5d359')).toMatch(/EIP-55/);
  });

  it('refuses one changed character of a checksummed address', () => {
    expect(reasonFor('bnb', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAee')).toMatch(/EIP-55/);
  });

  it('refuses a wrong length, a missing 0x and non-hex characters', () => {
    expect(reasonFor('eth', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe')).toMatch(/40 hex/);
    expect(reasonFor('eth', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toMatch(/40 hex/);
    expect(reasonFor('eth', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg')).toMatch(/40 hex/);
    expect(reasonFor('eth', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu')).toMatch(/40 hex/);
  });
});

describe('Solana addresses', () => {
  it('accepts real base58 32-byte addresses', () => {
    for (const address of [
      'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', // the SPL Token program
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', // the USDC mint
      'So11111111111111111111111111111111111111112', // wrapped SOL
      '11111111111111111111111111111111', // the System program
    ]) {
      expect(accepted('sol', address)).toBe(address);
    }
  });

  it('refuses characters base58 never uses', () => {
    expect(reasonFor('sol', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5D0')).toMatch(/base58/);
    expect(reasonFor('sol', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5Dl')).toMatch(/base58/);
    expect(reasonFor('sol', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toMatch(/base58/);
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(reasonFor('sol', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5D')).toMatch(/32-byte/);
    expect(reasonFor('sol', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DAA')).toMatch(/32-byte/);
  });
});
