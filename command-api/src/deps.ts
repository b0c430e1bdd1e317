import type { EventStore, Logger } from '@ghost/events';
import type { Authenticator } from '@ghost/events/http';
import type { PriceBook } from './payments/price-book.js';

/** Everything the command service needs from outside; the composition roots provide it. */
export interface CommandApiDeps {
  eventStore: EventStore;
  priceBook: PriceBook;
  authenticator: Authenticator;
  clock: () => Date;
  newId: () => string;
  log: Logger;
  /** Trust X-Forwarded-For: only when the service sits behind the gateway. */
  behindProxy?: boolean;
}
