import type {
  AuditSigningKey,
  ChainNetwork,
  EventStore,
  Logger,
  PortalMetrics,
  SecretBox,
} from '@ghost/events';
import type { Authenticator, TrustProxy } from '@ghost/events/http';
import type { ReadModelProgress, ReadStore } from '@ghost/projectors';
import type { PriceBook } from './payments/price-book.js';
import type { PaymentMethodSwitches } from './settings/payment-method-switches.js';
import type { CardCallbackLinks } from './integrations/paygate/callback-links.js';
import type { CardProcessor } from './ports/card-processor.js';
import type { AmountAllocator } from './crypto-proof/quotes/amount-allocator.js';
import type { CryptoQuotes } from './crypto-proof/quotes/crypto-quotes.js';
import type { ChainReader } from './ports/chain-reader.js';
import type { SubscriptionFulfilment } from './ports/subscription-fulfilment.js';
import type { PasswordHasher } from './auth/password-hashing.js';

/** Everything the command service needs from outside; the composition roots provide it. */
export interface CommandApiDeps {
  eventStore: EventStore;
  priceBook: PriceBook;
  /** The payment-method switches of the settings: a switched-off method is refused. */
  paymentMethods: PaymentMethodSwitches;
  authenticator: Authenticator;
  cardProcessor: CardProcessor;
  /** The card processor's callbacks: each payment's callback URL, and how short a payment may be. */
  cardCallbacks: {
    links: CardCallbackLinks;
    /** How much less than the amount owed may be forwarded (hundredths of a percent). */
    toleranceBasisPoints: number;
  };
  subscriptionFulfilment: SubscriptionFulfilment;
  /** Crypto quotes: the exact amount in the coin, at a locked rate (POST /api/crypto/quotes). */
  cryptoQuotes: CryptoQuotes;
  /** The amounts held by open quotes and quoted payments: a submitted quote's stays held. */
  amountAllocator: AmountAllocator;
  /** A chain reader per network: a submission's hash is read once before it is recorded. */
  chainReaders: Record<ChainNetwork, ChainReader>;
  /** Seals secrets (password hashes, TOTP secrets, voucher PINs) before they enter the log. */
  secretBox: SecretBox;
  /** The audit key: its public half checks the log's signed checkpoints when it is verified. */
  auditKey: AuditSigningKey;
  /** How far the read models are: sign-in and sign-out answer once sessions reflect them. */
  progress: ReadModelProgress;
  /** The read models it decides with beyond those above: the sign-in lockout counts. */
  readStore: ReadStore;
  clock: () => Date;
  newId: () => string;
  log: Logger;
  /** How passwords are hashed and checked: argon2id at OWASP's parameters unless given. */
  passwords?: PasswordHasher;
  /** Where requests, sign-in failures and lockouts are counted; none: not counted. */
  metrics?: PortalMetrics;
  /**
   * Which proxies in front are trusted to name the caller (TRUST_PROXY); none by default. The
   * caller's address keys the rate limits, the sign-in lockout and the known-address rule.
   */
  trustProxy?: TrustProxy;
  /** Submissions per caller address and minute (RATE_LIMIT_SUBMISSIONS_PER_MINUTE). */
  submissionsPerMinute?: number;
  /** Card callbacks per caller address and minute (RATE_LIMIT_CARD_CALLBACKS_PER_MINUTE). */
  cardCallbacksPerMinute?: number;
  /** Crypto quotes per caller address and minute (RATE_LIMIT_QUOTES_PER_MINUTE). */
  quotesPerMinute?: number;
}
