import type { CryptoType } from '@ghost/events';

/**
 * Which share of the amounts this process hands out. Several command-api instances each get an
 * `index` of `count` (COMMAND_INSTANCE_INDEX / COMMAND_INSTANCE_COUNT): an instance only quotes
 * amounts whose last shown unit is ≡ index (mod count), so two instances never quote the same
 * amount whatever each holds, and none needs to ask the others.
 */
export interface AmountPartition {
  index: number;
  count: number;
}

type Holding = { kind: 'quote'; until: number } | { kind: 'payment'; paymentId: string };

/** An amount held by a submitted payment whose chain check is still open. */
export interface HeldPayment {
  amount: bigint;
  paymentId: string;
}

const sweepEvery = 1000;

/**
 * The amounts (in a coin's shown units) that name an open quote or a payment waiting for its
 * chain check, per coin: a new quote takes the lowest free amount of its span, so no two open
 * quotes of a coin, nor a quote and a waiting payment, share an amount, and a transfer fits at
 * most one of them. In memory only (quotes write nothing): an expired quote frees its amount;
 * a payment's amount is held from its submission until `release`.
 */
export class AmountAllocator {
  private readonly held = new Map<CryptoType, Map<bigint, Holding>>();
  private allocations = 0;

  constructor(readonly partition: AmountPartition = { index: 0, count: 1 }) {
    const { index, count } = partition;
    if (
      !Number.isInteger(count) ||
      count < 1 ||
      !Number.isInteger(index) ||
      index < 0 ||
      index >= count
    ) {
      throw new RangeError(`Instance ${index} of ${count} is not a partition`);
    }
  }

  private of(coin: CryptoType): Map<bigint, Holding> {
    let amounts = this.held.get(coin);
    if (!amounts) {
      amounts = new Map();
      this.held.set(coin, amounts);
    }
    return amounts;
  }

  private isFree(amounts: Map<bigint, Holding>, amount: bigint, now: number): boolean {
    const holding = amounts.get(amount);
    if (!holding) return true;
    if (holding.kind === 'quote' && holding.until <= now) {
      amounts.delete(amount);
      return true;
    }
    return false;
  }

  /**
   * Holds the lowest free amount in [base, base + span) that falls in this instance's share,
   * until `expiresAt`; null when every one is taken (the quote is then refused).
   */
  allocate(
    coin: CryptoType,
    base: bigint,
    span: bigint,
    expiresAt: Date,
    now: Date,
  ): bigint | null {
    this.allocations += 1;
    if (this.allocations % sweepEvery === 0) this.sweep(now);
    const amounts = this.of(coin);
    const count = BigInt(this.partition.count);
    const offset = (BigInt(this.partition.index) - (base % count) + count) % count;
    for (let amount = base + offset; amount < base + span; amount += count) {
      if (this.isFree(amounts, amount, now.getTime())) {
        amounts.set(amount, { kind: 'quote', until: expiresAt.getTime() });
        return amount;
      }
    }
    return null;
  }

  /**
   * A submitted payment keeps its quoted amount while its chain check is open, past the quote's
   * expiry, so no new quote takes it; at a restart the payments still waiting are held again
   * from the log.
   */
  holdForPayment(coin: CryptoType, amount: bigint, paymentId: string): void {
    this.of(coin).set(amount, { kind: 'payment', paymentId });
  }

  /** Frees a payment's amount once its chain check is settled. */
  release(coin: CryptoType, amount: bigint, paymentId: string): void {
    const amounts = this.of(coin);
    const holding = amounts.get(amount);
    if (holding?.kind === 'payment' && holding.paymentId === paymentId) amounts.delete(amount);
  }

  /** The payments of a coin whose checks are open: what a transfer may belong to instead. */
  heldPayments(coin: CryptoType): HeldPayment[] {
    return [...this.of(coin)].flatMap(([amount, holding]) =>
      holding.kind === 'payment' ? [{ amount, paymentId: holding.paymentId }] : [],
    );
  }

  /** The open quotes' amounts and their expiry, to carry them over a restart. */
  openQuotes(now: Date): { coin: CryptoType; amount: bigint; expiresAt: Date }[] {
    this.sweep(now);
    return [...this.held].flatMap(([coin, amounts]) =>
      [...amounts].flatMap(([amount, holding]) =>
        holding.kind === 'quote' ? [{ coin, amount, expiresAt: new Date(holding.until) }] : [],
      ),
    );
  }

  /** Holds a quote's amount again (read back after a restart); an expired one is ignored. */
  restoreQuote(coin: CryptoType, amount: bigint, expiresAt: Date, now: Date): void {
    const amounts = this.of(coin);
    if (expiresAt.getTime() > now.getTime() && !amounts.has(amount)) {
      amounts.set(amount, { kind: 'quote', until: expiresAt.getTime() });
    }
  }

  private sweep(now: Date): void {
    for (const amounts of this.held.values()) {
      for (const [amount, holding] of amounts) {
        if (holding.kind === 'quote' && holding.until <= now.getTime()) amounts.delete(amount);
      }
    }
  }
}
