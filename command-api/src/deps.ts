import type { EventStore, Logger, SecretBox } from '@ghost/events';
import type { Authenticator } from '@ghost/events/http';
import type { ReadModelProgress } from '@ghost/projectors';
import type { PriceBook } from './payments/price-book.js';

/** Everything the command service needs from outside; the composition roots provide it. */
export interface CommandApiDeps {
  eventStore: EventStore;
  priceBook: PriceBook;
  authenticator: Authenticator;
  /** Seals secrets (password hashes, TOTP secrets) before they enter the log. */
  secretBox: SecretBox;
  /** How far the read models are: sign-in and sign-out answer once sessions reflect them. */
  progress: ReadModelProgress;
  clock: () => Date;
  newId: () => string;
  log: Logger;
  /** Trust X-Forwarded-For: only when the service sits behind the gateway. */
  behindProxy?: boolean;
}
