import type { Pattern } from './types';

/**
 * The concepts of the product, each with the English words that name it in the texts (patterns
 * as in ./types.ts). Where English says one of these words, a translation says that language's
 * term for the concept (see the language files beside this one); a longer English term wins over
 * a shorter one inside it ("transaction hash" is not also "transaction").
 */
export interface Concept {
  /** What the concept is, for a translator who has never seen the portal. */
  meaning: string;
  /** The English words for it. */
  en: readonly Pattern[];
  /** English phrases that contain one of those words but do not mean the concept. */
  notIn?: readonly Pattern[];
  /** Match the English (and the terms) with their case: for names. */
  caseSensitive?: boolean;
  /**
   * Where the concept applies, as key prefixes `namespace:key` (`audit:chain.`); the e-mails are
   * the namespace `mail`. Without it, everywhere.
   */
  only?: readonly string[];
  /** Key prefixes where it does not apply. */
  except?: readonly string[];
}

/**
 * Texts that quote code (stream names such as "transaction-" and "settings"): no concept is
 * looked for in them.
 */
export const codeKeys: readonly string[] = ['audit:events.filters.streamHint'];

/** The chain's own verification, in the audit: recomputing links and checking signatures. */
const chainKeys = ['audit:chain.', 'audit:events.detail.noGlobal'];

const table = {
  payment: {
    meaning: 'A sum a visitor pays for the PRO subscription or gives as a donation.',
    en: ['payment', 'payments'],
    notIn: ['Ghost Payments'],
  },
  transaction: {
    meaning: 'A payment as a record: the admin word, and the crypto transfer on its chain.',
    en: ['transaction', 'transactions'],
  },
  paymentId: {
    meaning: 'The ID a payment gets when it is submitted (GHOST-…); the payer tracks it with it.',
    en: ['payment ID', 'payment IDs'],
  },
  paymentReference: {
    meaning: "A processor's or the payer's reference for a payment, which may be used only once.",
    en: ['payment reference', 'reference'],
  },
  transactionHash: {
    meaning: 'The hash (TXID) of the crypto transfer, which the payer gives as proof.',
    en: ['transaction hash', 'transaction hashes', 'transaction ID', 'transaction IDs'],
  },
  verify: {
    meaning:
      'To accept a payment as received: what an admin (or the card processor) does before the subscription is delivered. Not a mere check.',
    en: ['verify', 'verifies', 'verified', 'verifying', 'verification', 'validation'],
    // The sign-in screens verify a code, not a payment.
    except: [...chainKeys, 'auth:'],
  },
  chainVerify: {
    meaning:
      "The audit's verification of the event log: every link recomputed, every signature checked.",
    en: ['verify', 'verifies', 'verified', 'verifying', 'verification'],
    only: chainKeys,
  },
  check: {
    meaning: 'To look at something to see whether it is right (a code, a status, with PayGate).',
    en: ['check', 'checks', 'checked', 'checking'],
  },
  confirm: {
    meaning:
      'To state that something is so: the payer ticking a box, the card processor or an issuer reporting a payment.',
    en: ['confirm', 'confirms', 'confirmed', 'confirming', 'confirmation'],
  },
  networkConfirmation: {
    meaning: "A block of the coin's network that settles a crypto transfer (1-3 are needed).",
    en: ['network confirmation*'],
  },
  quote: {
    meaning:
      'The exact amount in a coin the portal names for one crypto payment, its exchange rate locked for 15 minutes; the payer sends it and submits it back.',
    en: ['quote', 'quotes', 'quoted'],
    // "cannot be quoted": no quote exists, the sentence says an amount cannot be worked out.
    notIn: ['cannot be quoted', 'could not be quoted'],
  },
  fail: {
    meaning: 'A payment that failed (the status Failed), or an operation that did not succeed.',
    en: ['fail', 'fails', 'failed', 'failure', 'failures'],
    notIn: ['failed to'],
  },
  pending: {
    meaning: 'Not done yet, waiting for its turn.',
    en: ['pending'],
  },
  awaitingVerification: {
    meaning:
      'The status pending_payment_verification: the payment was submitted and waits to be verified (English labels it "Awaiting Payment").',
    en: ['awaiting payment', 'awaiting verification', 'awaits verification', 'awaiting'],
  },
  awaitingSubscription: {
    meaning:
      'The status pending_subscription_update: the payment is verified and its subscription is still to be delivered. Not "waiting for a subscription".',
    en: ['awaiting subscription', 'awaits its subscription'],
  },
  completed: {
    meaning: 'The status completed: paid, verified and delivered; a payment the payer finished.',
    en: ['completed'],
  },
  subscription: {
    meaning: 'The paid access to the professional eShop services that a payment buys.',
    en: ['subscription', 'subscriptions'],
  },
  proSubscription: {
    meaning: 'The product sold: the PRO subscription (type ghost-eshop-pro).',
    en: ['PRO subscription'],
  },
  donation: {
    meaning: 'A gift of money to the project, in cryptocurrency, buying nothing.',
    en: ['donation', 'donations'],
  },
  giftCard: {
    meaning: 'A Nintendo eShop gift card (16-character code) the payer gives to pay.',
    en: ['gift card', 'gift cards'],
  },
  nintendoEshop: {
    meaning: "Nintendo's online store, a proper name.",
    en: ['Nintendo eShop'],
    caseSensitive: true,
  },
  voucher: {
    meaning:
      'A prepaid voucher (Rewarble) bought from a seller and redeemed here: the alternative payment method.',
    en: ['voucher', 'vouchers'],
  },
  voucherCode: {
    meaning: 'The 16-character code of a voucher, which the payer types in.',
    en: ['voucher code', 'voucher codes', 'Rewarble code', 'Rewarble codes'],
  },
  pin: {
    meaning: 'The optional PIN that comes with some vouchers.',
    en: ['PIN'],
    caseSensitive: true,
  },
  cryptocurrency: {
    meaning: 'Bitcoin, Ethereum and the other coins the portal accepts.',
    en: ['cryptocurrency', 'cryptocurrencies', 'crypto'],
  },
  wallet: {
    meaning: 'The app or account the payer sends coins (or pays a processor) from.',
    en: ['wallet', 'wallets'],
  },
  cardPayment: {
    meaning: 'A payment by bank card through a card processor.',
    en: ['card payment', 'card payments'],
  },
  cardProcessor: {
    meaning: 'A company that takes the card payment on its own page (Ramp, Stripe, Bitnovo…).',
    en: ['card processor', 'card processors', 'processor', 'processors', 'payment provider'],
  },
  paymentGateway: {
    meaning: 'PayGate, the gateway between the portal and the card processors.',
    en: ['payment gateway'],
  },
  paymentMethod: {
    meaning: 'How a payment is made: cryptocurrency, card, gift card or voucher.',
    en: ['payment method', 'payment methods'],
  },
  twoFactor: {
    meaning: 'Signing in with a password and a code from an app (2FA). Never "two-step".',
    en: ['two-factor', '2FA'],
  },
  authenticator: {
    meaning: 'The app on a phone that shows the 6-digit codes (Google Authenticator…).',
    en: ['authenticator app', 'authenticator'],
  },
  session: {
    meaning: 'The time an admin stays signed in (4 hours).',
    en: ['session', 'sessions'],
  },
  signIn: {
    meaning: 'To enter the admin panel with a username, password and code.',
    en: ['sign in', 'sign-in', 'signed in', 'signing in', 'login', 'log in'],
  },
  signOut: {
    meaning: 'To leave the admin panel; a session ending.',
    en: ['sign out', 'signed out', 'signing out'],
  },
  username: {
    meaning: 'The name of an account: the payer’s at the eShop service, or an admin’s.',
    en: ['username', 'usernames'],
  },
  password: {
    meaning: 'An admin’s password.',
    en: ['password', 'passwords'],
  },
  admin: {
    meaning: 'A member of staff who works in the admin panel; also the panel itself.',
    en: ['admin', 'admins', 'administrator', 'administrators'],
  },
  superAdmin: {
    meaning: 'The role that also manages users, settings and prices.',
    en: ['super admin', 'super admins', 'super administrator', 'super administrators'],
  },
  auditor: {
    meaning: 'The role that reads the audit and nothing else.',
    en: ['auditor', 'auditors'],
  },
  audit: {
    meaning: 'The read-only screens that prove what the event log holds.',
    en: ['audit'],
  },
  auditLog: {
    meaning: 'The audit screen, titled "Audit Log".',
    en: ['audit log'],
  },
  eventLog: {
    meaning: 'The append-only log of every fact the portal recorded.',
    en: ['event log', 'log', "log's"],
  },
  checkpoint: {
    meaning: "A signed statement of the log's head at a moment.",
    en: ['checkpoint', 'checkpoints'],
  },
  stream: {
    meaning: 'A sequence of events (one payment, one admin…), or of live updates.',
    en: ['stream', 'streams'],
  },
  chain: {
    meaning: 'The hash chain linking each event of the log to the one before it.',
    en: ['chain', 'chains', "chain's"],
    only: ['audit:'],
  },
  region: {
    meaning: 'Where a gift card was sold: Europe, United States or Japan.',
    en: ['region', 'regions'],
  },
  duration: {
    meaning: 'How long a subscription runs: 1 month to lifetime.',
    en: ['duration'],
  },
  price: {
    meaning: 'What a subscription duration costs with a payment method.',
    en: ['price', 'prices'],
  },
  pricing: {
    meaning: 'The price list as a whole: the pricing page, its management in the settings.',
    en: ['pricing', 'price list'],
  },
  amount: {
    meaning: 'A sum of money: what is paid, sent or written on a voucher.',
    en: ['amount', 'amounts'],
  },
  fees: {
    meaning: 'What a card processor charges on top of the price.',
    en: ['fee', 'fees'],
  },
  revenue: {
    meaning: 'The money received, as the dashboard adds it up.',
    en: ['revenue'],
  },
  settings: {
    meaning: "The super admin's screen of switches, addresses and prices.",
    en: ['setting', 'settings'],
    // The verb ("the reason for setting the status by hand") names no screen.
    notIn: ['setting the status', 'setting a status'],
  },
  status: {
    meaning:
      'Where a payment stands: awaiting verification, awaiting subscription, completed, failed.',
    en: ['status', 'statuses'],
  },
  history: {
    meaning: "A payment's list of what happened to it, with who and when.",
    en: ['history'],
  },
  dashboard: {
    meaning: 'The first admin screen: revenue and payments at a glance.',
    en: ['dashboard'],
  },
  track: {
    meaning: 'To follow a payment by its payment ID on the tracking page.',
    en: ['track', 'tracking', 'tracked'],
  },
  overdue: {
    meaning: 'A payment awaiting verification for longer than the settings allow.',
    en: ['overdue'],
  },
  email: {
    meaning: 'An e-mail address, or a message sent to it.',
    en: ['e-mail', 'e-mails', 'email', 'emails'],
  },
} as const satisfies Record<string, Concept>;

export type ConceptId = keyof typeof table;

export const concepts: Record<ConceptId, Concept> = table;
