import { describe, expect, it } from 'vitest';
import type { ChainObservation, ObservedTransfer } from '../../ports/chain-reader.js';
import { chainVerdict, showsQuotedTransfer, type VerdictInput } from './chain-verdict.js';

const portal = '0x5A0b54D5dc17e0AadC383d2db43B0a0D3E029c4c';
const stranger = `0x${'b'.repeat(40)}`;
const usdt = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const issuedAt = new Date('2026-11-24T10:00:00Z');
const expiresAt = new Date('2026-11-24T10:15:00Z');
const minutes = (count: number) => new Date(issuedAt.getTime() + count * 60_000);

const seen = (
  transfers: ObservedTransfer[],
  options: { confirmations?: number; blockAt?: Date | null; failed?: boolean } = {},
): ChainObservation => ({
  found: true,
  failed: options.failed ?? false,
  transfers,
  block:
    options.blockAt === null ? null : { number: 21_000_000n, time: options.blockAt ?? minutes(5) },
  confirmations: options.confirmations ?? 3,
});

const input = (
  observation: ChainObservation,
  overrides: Partial<VerdictInput> = {},
): VerdictInput => ({
  quote: { coin: 'usdt', address: portal, units: 12_000_042n, issuedAt, expiresAt },
  observation,
  requiredConfirmations: 3,
  deadline: minutes(24 * 60),
  now: minutes(6),
  otherOpenPayments: [],
  ...overrides,
});

const usdtTo = (to: string, amount: bigint): ObservedTransfer => ({ to, amount, token: usdt });

describe('the chain check’s verdict', () => {
  it('matches the quoted amount of the quoted token to the portal, with the evidence to record', () => {
    const verdict = chainVerdict(input(seen([usdtTo(portal.toLowerCase(), 12_000_042n)])));
    expect(verdict).toEqual({
      status: 'matched',
      settled: true,
      contestedBy: null,
      evidence: {
        recipients: [portal],
        units: '12000042',
        amount: '12.000042',
        token: usdt,
        block: '21000000',
        blockTime: '2026-11-24T10:05:00.000Z',
        confirmations: 3,
        failed: false,
      },
    });
  });

  it('is confirming while the fitting transfer has fewer confirmations than required', () => {
    const inBlock = chainVerdict(input(seen([usdtTo(portal, 12_000_042n)], { confirmations: 1 })));
    expect([inBlock.status, inBlock.settled, inBlock.evidence.confirmations]).toEqual([
      'confirming',
      false,
      1,
    ]);
    const waiting = chainVerdict(
      input(seen([usdtTo(portal, 12_000_042n)], { confirmations: 0, blockAt: null })),
    );
    expect([waiting.status, waiting.evidence.block]).toEqual(['confirming', null]);
  });

  it('never judges a transaction not in a block yet: confirming with 0 confirmations, whatever it shows', () => {
    // What each reader makes of a waiting transaction: a Solana one only processed
    // (getTransaction at `confirmed` answers null) and an ERC-20 call without its receipt list no
    // transfer; a Bitcoin one in the mempool lists its outputs, which may pay anyone.
    const waiting = (transfers: ObservedTransfer[], failed = false): ChainObservation => ({
      found: true,
      failed,
      transfers,
      block: null,
      confirmations: 0,
    });
    for (const observation of [
      waiting([]),
      waiting([usdtTo(stranger, 12_000_042n)]),
      waiting([usdtTo(portal, 1n)]),
      waiting([{ to: portal, amount: 12_000_042n, token: null }]),
      waiting([], true),
    ]) {
      expect(chainVerdict(input(observation))).toMatchObject({
        status: 'confirming',
        settled: false,
        evidence: { block: null, confirmations: 0 },
      });
    }
  });

  it('concludes not_found for a transaction still not in a block at the deadline', () => {
    const stuck: ChainObservation = {
      found: true,
      failed: false,
      transfers: [usdtTo(portal, 12_000_042n)],
      block: null,
      confirmations: 0,
    };
    expect(chainVerdict(input(stuck, { now: minutes(24 * 60) }))).toMatchObject({
      status: 'not_found',
      settled: true,
    });
  });

  it('is pending while the transaction is not seen, and not found at the deadline', () => {
    expect(chainVerdict(input({ found: false }))).toMatchObject({
      status: 'pending',
      settled: false,
    });
    expect(chainVerdict(input({ found: false }, { now: minutes(24 * 60) }))).toMatchObject({
      status: 'not_found',
      settled: true,
    });
  });

  it('finds nothing in a transaction that failed on chain', () => {
    const verdict = chainVerdict(
      input(seen([usdtTo(portal, 12_000_042n)], { failed: true, confirmations: 1 })),
    );
    expect(verdict).toMatchObject({
      status: 'not_found',
      settled: true,
      evidence: { failed: true },
    });
  });

  it('calls less underpaid and more overpaid, with the amount seen', () => {
    expect(chainVerdict(input(seen([usdtTo(portal, 12_000_041n)])))).toMatchObject({
      status: 'underpaid',
      evidence: { amount: '12.000041' },
    });
    expect(chainVerdict(input(seen([usdtTo(portal, 12_500_000n)])))).toMatchObject({
      status: 'overpaid',
      evidence: { amount: '12.5' },
    });
  });

  it('adds up every transfer of the coin to the portal in one transaction', () => {
    const split = seen([usdtTo(portal, 12_000_000n), usdtTo(portal, 42n), usdtTo(stranger, 5n)]);
    expect(chainVerdict(input(split)).status).toBe('matched');
  });

  it('calls a transaction paying only others wrong_recipient, naming whom it paid', () => {
    expect(chainVerdict(input(seen([usdtTo(stranger, 12_000_042n)])))).toMatchObject({
      status: 'wrong_recipient',
      evidence: { recipients: [stranger], units: null },
    });
  });

  it('calls another token, or ether instead of the token, wrong_token', () => {
    const otherToken = {
      to: portal,
      amount: 12_000_042n,
      token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    };
    expect(chainVerdict(input(seen([otherToken]))).status).toBe('wrong_token');
    expect(
      chainVerdict(input(seen([{ to: portal, amount: 12_000_042n, token: null }]))).status,
    ).toBe('wrong_token');
    const tokenForEth = input(seen([usdtTo(portal, 1n)]), {
      quote: { coin: 'eth', address: portal, units: 1n, issuedAt, expiresAt },
    });
    expect(chainVerdict(tokenForEth).status).toBe('wrong_token');
  });

  it('gives a transfer that fits another open payment’s quote to that payment: contested', () => {
    const verdict = chainVerdict(
      input(seen([usdtTo(portal, 12_000_043n)]), {
        otherOpenPayments: [
          { paymentId: 'GHOST-OTHER', units: 12_000_043n },
          { paymentId: 'GHOST-THIRD', units: 12_000_044n },
        ],
      }),
    );
    expect([verdict.status, verdict.contestedBy]).toEqual(['contested', 'GHOST-OTHER']);
  });

  it('calls a transfer late when its block is past the expiry and grace, or older than the quote', () => {
    expect(
      chainVerdict(input(seen([usdtTo(portal, 12_000_042n)], { blockAt: minutes(25) }))).status,
    ).toBe('matched');
    expect(
      chainVerdict(input(seen([usdtTo(portal, 12_000_042n)], { blockAt: minutes(25.01) }))).status,
    ).toBe('late');
    expect(
      chainVerdict(input(seen([usdtTo(portal, 12_000_042n)], { blockAt: minutes(-6) }))).status,
    ).toBe('late');
  });

  it('gives a Bitcoin block an hour past the expiry, as blocks can be slow', () => {
    const btc = (blockAt: Date) =>
      chainVerdict(
        input(
          seen(
            [{ to: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', amount: 18_751n, token: null }],
            { blockAt, confirmations: 2 },
          ),
          {
            quote: {
              coin: 'btc',
              address: 'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ',
              units: 18_751n,
              issuedAt,
              expiresAt,
            },
            requiredConfirmations: 2,
          },
        ),
      ).status;
    expect(btc(minutes(75))).toBe('matched');
    expect(btc(minutes(75.01))).toBe('late');
  });

  it('reports a mismatch as soon as it is seen, settling it at the confirmations or the deadline', () => {
    const early = chainVerdict(input(seen([usdtTo(portal, 1n)], { confirmations: 1 })));
    expect([early.status, early.settled]).toEqual(['underpaid', false]);
    const atDeadline = chainVerdict(
      input(seen([usdtTo(portal, 1n)], { confirmations: 1 }), { now: minutes(24 * 60) }),
    );
    expect([atDeadline.status, atDeadline.settled]).toEqual(['underpaid', true]);
  });

  it('compares Solana addresses exactly', () => {
    const sol = (to: string) =>
      chainVerdict(
        input(seen([{ to, amount: 5n, token: null }], { confirmations: 1 }), {
          quote: {
            coin: 'sol',
            address: 'mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN',
            units: 5n,
            issuedAt,
            expiresAt,
          },
          requiredConfirmations: 1,
        }),
      ).status;
    expect(sol('mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN')).toBe('matched');
    expect(sol('MVINES9IIHIQTYSRWKJJGF2GB9EX9JXJX8NS3QWF2KN')).toBe('wrong_recipient');
  });

  it('shows a waiting transaction carries the quote only where it moves the quoted amount of the coin to the quoted address', () => {
    const { quote } = input(seen([]));
    const waiting = (transfers: ObservedTransfer[]) =>
      showsQuotedTransfer(quote, seen(transfers, { blockAt: null, confirmations: 0 }));
    expect(waiting([usdtTo(portal.toLowerCase(), 12_000_042n)])).toBe(true);
    expect(waiting([usdtTo(portal, 12_000_043n)])).toBe(false);
    expect(waiting([usdtTo(stranger, 12_000_042n)])).toBe(false);
    expect(waiting([{ to: portal, amount: 12_000_042n, token: null }])).toBe(false);
    expect(waiting([])).toBe(false);
    const failed = seen([usdtTo(portal, 12_000_042n)], { failed: true });
    expect(showsQuotedTransfer(quote, failed)).toBe(false);
  });
});
