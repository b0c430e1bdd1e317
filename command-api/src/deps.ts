import type { EventStore, Logger } from '@ghost/events';
import type { Authenticator } from '@ghost/events/http';
import type { PriceBook } from './payments/price-book.js';
import type { PaymentMethodSwitches } from './settings/payment-method-switches.js';

/** Everything the command service needs from outside; the composition roots provide it. */
export interface CommandApiDeps {
  eventStore: EventStore;
  priceBook: PriceBook;
  /** The payment-method switches of the settings: a switched-off method is refused. */
  paymentMethods: PaymentMethodSwitches;
  authenticator: Authenticator;
  clock: () => Date;
  newId: () => string;
  log: Logger;
  /** Trust X-Forwarded-For: only when the service sits behind the gateway. */
  behindProxy?: boolean;
}
