import { describe, expect, it } from 'vitest';
import { AmountAllocator } from './amount-allocator.js';

const now = new Date('2026-11-24T10:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('the amounts held by open quotes and waiting payments', () => {
  it('gives open quotes of one coin distinct amounts, lowest tag first', () => {
    const allocator = new AmountAllocator();
    const amounts = Array.from({ length: 4 }, () =>
      allocator.allocate('btc', 18_750n, 16n, later(15), now),
    );
    expect(amounts).toEqual([18_750n, 18_751n, 18_752n, 18_753n]);
  });

  it('keeps coins apart', () => {
    const allocator = new AmountAllocator();
    expect(allocator.allocate('btc', 100n, 4n, later(15), now)).toBe(100n);
    expect(allocator.allocate('eth', 100n, 4n, later(15), now)).toBe(100n);
  });

  it('refuses once every tag of the span is held, and frees them when the quotes expire', () => {
    const allocator = new AmountAllocator();
    for (let i = 0; i < 16; i += 1) allocator.allocate('btc', 18_750n, 16n, later(15), now);
    expect(allocator.allocate('btc', 18_750n, 16n, later(15), now)).toBeNull();
    expect(allocator.allocate('btc', 18_750n, 16n, later(30), later(15))).toBe(18_750n);
  });

  it('never gives a quote an amount another base’s quote holds', () => {
    const allocator = new AmountAllocator();
    expect(allocator.allocate('btc', 100n, 3n, later(15), now)).toBe(100n);
    expect(allocator.allocate('btc', 99n, 3n, later(15), now)).toBe(99n);
    expect(allocator.allocate('btc', 99n, 3n, later(15), now)).toBe(101n);
  });

  it('keeps a waiting payment’s amount past its quote’s expiry, until its check is settled', () => {
    const allocator = new AmountAllocator();
    const amount = allocator.allocate('sol', 500n, 2n, later(15), now)!;
    allocator.holdForPayment('sol', amount, 'GHOST-1');
    expect(allocator.allocate('sol', 500n, 2n, later(60), later(45))).toBe(501n);
    expect(allocator.heldPayments('sol')).toEqual([{ amount: 500n, paymentId: 'GHOST-1' }]);
    allocator.release('sol', amount, 'GHOST-2');
    expect(allocator.heldPayments('sol')).toHaveLength(1);
    allocator.release('sol', amount, 'GHOST-1');
    expect(allocator.heldPayments('sol')).toEqual([]);
    expect(allocator.allocate('sol', 500n, 2n, later(60), later(45))).toBe(500n);
  });

  it('splits the amounts between instances so two of them never quote the same', () => {
    const first = new AmountAllocator({ index: 0, count: 2 });
    const second = new AmountAllocator({ index: 1, count: 2 });
    const taken = new Set<bigint>();
    for (const base of [100n, 101n, 102n]) {
      for (const allocator of [first, second]) {
        const amount = allocator.allocate('eth', base, 6n, later(15), now)!;
        expect(taken.has(amount)).toBe(false);
        taken.add(amount);
      }
    }
    expect([...taken].sort()).toEqual([100n, 101n, 102n, 103n, 104n, 105n]);
    expect(first.allocate('btc', 7n, 1n, later(15), now)).toBeNull();
    expect(second.allocate('btc', 7n, 1n, later(15), now)).toBe(7n);
    expect(() => new AmountAllocator({ index: 2, count: 2 })).toThrow(RangeError);
  });

  it('carries open quotes over a restart, dropping those expired by then', () => {
    const before = new AmountAllocator();
    before.allocate('btc', 10n, 5n, later(15), now);
    before.allocate('btc', 10n, 5n, later(2), now);
    const after = new AmountAllocator();
    for (const open of before.openQuotes(now))
      after.restoreQuote(open.coin, open.amount, open.expiresAt, later(5));
    expect(after.allocate('btc', 10n, 5n, later(20), later(5))).toBe(11n);
  });
});
