import { describe, expect, it } from 'vitest';
import {
  bitcoinUri,
  erc20TransferUri,
  evmNativeUri,
  paymentUri,
  solanaPayUri,
} from './payment-uri.js';

describe('BIP 21 links for Bitcoin', () => {
  it('writes the examples of BIP 21 itself', () => {
    expect(
      bitcoinUri('175tWpb8K1S7NmH4Zx6rewF9WQrcZv245W', 2_030_000_000n, { label: 'Luke-Jr' }),
    ).toBe('bitcoin:175tWpb8K1S7NmH4Zx6rewF9WQrcZv245W?amount=20.3&label=Luke-Jr');
    expect(
      bitcoinUri('175tWpb8K1S7NmH4Zx6rewF9WQrcZv245W', 5_000_000_000n, {
        label: 'Luke-Jr',
        message: 'Donation for project xyz',
      }),
    ).toBe(
      'bitcoin:175tWpb8K1S7NmH4Zx6rewF9WQrcZv245W?amount=50&label=Luke-Jr&message=Donation%20for%20project%20xyz',
    );
  });

  it('carries a quoted amount to the satoshi', () => {
    expect(paymentUri('btc', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 18_757n)).toBe(
      'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.00018757',
    );
  });
});

describe('EIP-681 links for Ethereum, BNB Smart Chain and Base', () => {
  it('writes a value in wei that is the value of EIP-681’s own example (2.014e18)', () => {
    const uri = evmNativeUri(
      '0xfb6916095ca1df60bb79Ce92ce3ea74c37c5d359',
      1,
      2_014_000_000_000_000_000n,
    );
    expect(uri).toBe(
      'ethereum:0xfb6916095ca1df60bb79Ce92ce3ea74c37c5d359@1?value=2014000000000000000',
    );
    expect(BigInt(new URLSearchParams(uri.split('?')[1]).get('value')!)).toBe(
      BigInt(Number('2.014e18')),
    );
  });

  it('writes the ERC-20 transfer example of EIP-681, with its chain named', () => {
    expect(
      erc20TransferUri(
        '0x89205a3a3b2a69de6dbf7f01ed13b2108b2c43e7',
        1,
        '0x8e23ee67d1332ad560396262c48ffbb01f93d052',
        1n,
      ),
    ).toBe(
      'ethereum:0x89205a3a3b2a69de6dbf7f01ed13b2108b2c43e7@1/transfer?address=0x8e23ee67d1332ad560396262c48ffbb01f93d052&uint256=1',
    );
  });

  const portal = '0x5A0b54D5dc17e0AadC383d2db43B0a0D3E029c4c';

  it('asks ETH on chain 1 and BNB on chain 56, in wei', () => {
    expect(paymentUri('eth', portal, 4_123_450_000_000_000n)).toBe(
      `ethereum:${portal}@1?value=4123450000000000`,
    );
    expect(paymentUri('bnb', portal, 20_000_000_000_000_000n)).toBe(
      `ethereum:${portal}@56?value=20000000000000000`,
    );
  });

  it('asks USDT as a transfer on Tether’s contract (chain 1) and USDC on Base’s (chain 8453)', () => {
    expect(paymentUri('usdt', portal, 12_000_042n)).toBe(
      `ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=${portal}&uint256=12000042`,
    );
    expect(paymentUri('usdc', portal, 12_000_042n)).toBe(
      `ethereum:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913@8453/transfer?address=${portal}&uint256=12000042`,
    );
  });
});

describe('Solana Pay links for SOL', () => {
  it('writes the transfer request example of the Solana Pay specification (its memo aside)', () => {
    expect(
      solanaPayUri('mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN', 1_000_000_000n, {
        label: 'Michael',
        message: 'Thanks for all the fish',
      }),
    ).toBe(
      'solana:mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN?amount=1&label=Michael&message=Thanks%20for%20all%20the%20fish',
    );
  });

  it('writes an amount below one SOL with its leading zero and no exponent, and a reference', () => {
    expect(
      solanaPayUri('mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN', 10_000_000n, {
        reference: '82ZJ7nbGpixjeDCmEhUcmwXYfvurzAgGdtSMuHnUgyny',
      }),
    ).toBe(
      'solana:mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN?amount=0.01&reference=82ZJ7nbGpixjeDCmEhUcmwXYfvurzAgGdtSMuHnUgyny',
    );
    expect(paymentUri('sol', 'mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN', 81_234_567n)).toBe(
      'solana:mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN?amount=0.081234567',
    );
  });
});
