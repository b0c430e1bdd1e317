import { DomainError } from '@ghost/events';

/**
 * Counts the open streams, in all and per address, so one visitor (or a flood) cannot hold the
 * service's connections: beyond its share a caller is refused and its page polls instead.
 */
/** When a refused page may try a stream again (it polls meanwhile). */
const retryAfterSeconds = 30;

export class StreamLimits {
  private total = 0;
  private readonly perAddress = new Map<string, number>();

  constructor(
    private readonly maxStreams: number,
    private readonly maxPerAddress: number,
  ) {}

  get open(): number {
    return this.total;
  }

  /**
   * Takes a place for a stream of this address, or throws SERVICE_UNAVAILABLE (503, the service
   * is full) or TOO_MANY_STREAMS (429, the address is). Answers the release, safe to call twice.
   */
  admit(address: string): () => void {
    const later = { retryAfter: retryAfterSeconds };
    if (this.total >= this.maxStreams)
      throw new DomainError('SERVICE_UNAVAILABLE', undefined, later);
    const held = this.perAddress.get(address) ?? 0;
    if (held >= this.maxPerAddress) throw new DomainError('TOO_MANY_STREAMS', undefined, later);
    this.total += 1;
    this.perAddress.set(address, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left === 0) this.perAddress.delete(address);
      else this.perAddress.set(address, left);
    };
  }
}
