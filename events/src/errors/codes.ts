/**
 * The error catalogue: every code a server answers with, its HTTP status and the message shown
 * for it. Browser-safe: the web maps codes to texts from here too.
 */
export const errorCatalogue = {
  VALIDATION_ERROR: { status: 400, message: 'The request is not valid.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This method is not allowed here.' },
  INTERNAL_ERROR: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is temporarily unavailable.' },
  TOKEN_EXPIRED: { status: 401, message: 'Your session has expired. Please sign in again.' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do this.' },
  TWOFA_REQUIRED: {
    status: 403,
    message:
      'Two-factor authentication is required to access the admin panel. Please enable 2FA to continue.',
  },
  CONCURRENT_MODIFICATION: {
    status: 409,
    message: 'This record was changed by someone else at the same time. Reload it and try again.',
  },
  DUPLICATE_TXID: {
    status: 409,
    message:
      'This crypto transaction has already been registered. Please check your transaction ID.',
  },
  DUPLICATE_PAYMENT_REF: {
    status: 409,
    message:
      'This payment reference has already been used. Please try again with a new transaction.',
  },
  PAYMENT_ALREADY_VERIFIED: {
    status: 409,
    message: 'This payment has already been verified and cannot be modified.',
  },
  SUBSCRIPTION_ALREADY_UPDATED: {
    status: 409,
    message: 'This subscription has already been updated and cannot be updated again.',
  },
  TRANSACTION_ALREADY_FAILED: {
    status: 409,
    message: 'There was an issue with your transaction. Please contact support for assistance.',
  },
  PAYMENT_NOT_FOUND: {
    status: 404,
    message: 'Payment not found. Please check your payment ID and try again.',
  },
  INVALID_PAYMENT_ID: {
    status: 400,
    message: 'Please enter a valid Payment ID (starts with GHOST-)',
  },
  TRACKING_FAILED: {
    status: 503,
    message: 'Unable to track payment at the moment. Please try again in a few minutes.',
  },
  PAYMENT_METHOD_DISABLED: {
    status: 403,
    message: 'This payment method is temporarily unavailable. Please choose another one.',
  },
  /** A crypto payment for a coin no receiving address is configured for (issue 12). */
  CRYPTO_COIN_UNAVAILABLE: {
    status: 403,
    message: 'This cryptocurrency is not available at the moment. Please choose another one.',
  },
  /**
   * No crypto quote can be had now (no rate from the exchanges, or they disagree): the payment
   * form falls back to the price in the payment's currency, which staff verify.
   */
  CRYPTO_QUOTE_UNAVAILABLE: {
    status: 503,
    message:
      'An exact amount in this cryptocurrency cannot be quoted at the moment. Please send the price shown; our team will verify your payment.',
  },
  /** Every amount that would name a payment of this coin is held by an open quote: wait a moment. */
  CRYPTO_QUOTE_AMOUNTS_EXHAUSTED: {
    status: 503,
    message:
      'Too many payments in this cryptocurrency are open at the moment. Please try again in a few minutes.',
  },
  /** A submission's quote was not signed by this portal (made up, altered, or not a quote). */
  CRYPTO_QUOTE_INVALID: {
    status: 400,
    message: 'This quote was not issued by our portal. Please request a new quote.',
  },
  /** A submission's quote expired before the submission arrived: its rate and amount are gone. */
  CRYPTO_QUOTE_EXPIRED: {
    status: 410,
    message:
      'This quote has expired. Please request a new quote. If you have already sent the amount, please contact us with your transaction hash.',
  },
  /** A submission's quote names another coin, address, amount or currency than the submission. */
  CRYPTO_QUOTE_MISMATCH: {
    status: 409,
    message:
      'This quote is for another cryptocurrency, address or amount. Please request a new quote.',
  },
  /** A quote pays one payment: another payment was already submitted with it. */
  CRYPTO_QUOTE_USED: {
    status: 409,
    message: 'This quote has already been used for another payment. Please request a new quote.',
  },
  /**
   * The chain already shows, at submission, that the transaction does not pay the quote: it sends
   * nothing to the portal's address, another coin, or another amount (`contested`: the quoted
   * amount of another open payment).
   */
  CRYPTO_TRANSFER_MISMATCH: {
    status: 409,
    message:
      'The network shows that this transaction hash does not send the quoted amount to our address. Please check the transaction hash.',
  },
  PRICE_NOT_FOUND: { status: 404, message: 'This price entry does not exist.' },
  PRICE_ALREADY_EXISTS: {
    status: 409,
    message: 'A price for this payment type, region and duration exists already.',
  },
  CARD_CALLBACK_REJECTED: {
    status: 403,
    message: 'This payment notification was refused and recorded; it verifies nothing.',
  },
  PAYMENT_NOT_VERIFIED: {
    status: 409,
    message: 'This payment has not been verified yet, so its subscription cannot be updated.',
  },
  NOT_A_SUBSCRIPTION: {
    status: 409,
    message: 'This payment is a donation: it has no subscription to update.',
  },
  WRONG_PAYMENT_METHOD: {
    status: 409,
    message: 'This action does not apply to a payment made with this method.',
  },
  NO_IPN_TOKEN: { status: 409, message: 'No IPN token found for this transaction' },
  CARD_WALLET_FAILED: {
    status: 502,
    message: 'Unable to create payment wallet. Please try again in a few minutes.',
  },
  PAYMENT_URL_MISSING: { status: 502, message: 'No payment URL received' },
  CARD_CHECK_FAILED: {
    status: 502,
    message: 'The card processor could not be reached. Please try again in a few minutes.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'This Idempotency-Key was already used for a different request.',
  },
  IDEMPOTENCY_KEY_IN_USE: {
    status: 409,
    message: 'A request with this Idempotency-Key is still being processed. Try again shortly.',
  },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid username or password' },
  TOO_MANY_ATTEMPTS: {
    status: 429,
    message: 'Too many login attempts. Please wait 15:00 before trying again.',
  },
  /** The public side's rate limits (tracking, submissions), per address: see perAddressLimit. */
  TOO_MANY_REQUESTS: {
    status: 429,
    message: 'Too many requests from your address. Please wait a moment and try again.',
  },
  /** Live updates: the streams one address may hold open are limited; its pages poll instead. */
  TOO_MANY_STREAMS: {
    status: 429,
    message:
      'Too many live update streams are open from this address. Close some pages and try again.',
  },
  TWOFA_TOKEN_REQUIRED: {
    status: 401,
    message: 'Please enter the 6-digit code from your authenticator app.',
  },
  // 400, not 401: a wrong code typed while signed in (enable, disable) must not end the session.
  INVALID_TWOFA_TOKEN: { status: 400, message: 'Invalid 2FA code. Please try again.' },
  TWOFA_ALREADY_ENABLED: {
    status: 409,
    message: 'Two-factor authentication is already enabled for this account.',
  },
  TWOFA_NOT_ENABLED: {
    status: 409,
    message: 'Two-factor authentication is not enabled for this account.',
  },
  TWOFA_SETUP_NOT_STARTED: {
    status: 409,
    message: 'Start the two-factor setup first: scan a new QR code, then enter its code.',
  },
  INVALID_CURRENT_PASSWORD: { status: 400, message: 'The current password is not correct.' },
  USERNAME_EXISTS: { status: 409, message: 'Username already exists' },
  INVALID_EMAIL_FORMAT: { status: 400, message: 'Invalid email format' },
  INVALID_PASSWORD_FORMAT: {
    status: 400,
    message: 'Password must contain uppercase, lowercase, number and special character',
  },
  USER_NOT_FOUND: { status: 404, message: 'User not found.' },
  /**
   * A sensitive change (payout addresses, notification targets, roles, others' passwords and
   * e-mails, super admins, deletions) from a session that has not proved the password and a fresh
   * code in the last five minutes: POST /api/auth/step-up, then the change again.
   */
  STEP_UP_REQUIRED: {
    status: 403,
    message:
      'Please confirm it is you: enter your password and a new code from your authenticator app, then try again.',
  },
  /** One's own password changes through /api/auth/change-password, with the current one. */
  CURRENT_PASSWORD_REQUIRED: {
    status: 403,
    message: 'To change your own password, use Change password and enter your current password.',
  },
  /** The account holds a one-time password someone else set: nothing else until it is changed. */
  PASSWORD_CHANGE_REQUIRED: {
    status: 403,
    message:
      'Your password was set by someone else and can be used once. Please choose a new password to continue.',
  },
  /** A one-time password used after its 72 hours. */
  ONE_TIME_PASSWORD_EXPIRED: {
    status: 401,
    message: 'This one-time password has expired. Please ask an administrator to set a new one.',
  },
  EVENT_NOT_FOUND: { status: 404, message: 'No event of the log is at this position.' },
  /** A voucher in another currency than the price's: refused before anything is written. */
  VOUCHER_CURRENCY_MISMATCH: {
    status: 400,
    message: "The voucher's currency must be the currency of the price.",
  },
  /** A voucher worth less than the price: refused before anything is written. */
  VOUCHER_VALUE_TOO_LOW: {
    status: 400,
    message: "The voucher's value must be at least the price.",
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

/** DUPLICATE_TXID speaks of the proof the visitor gave: a hash, a gift card, a voucher. */
export const duplicateTxidMessages = {
  crypto: errorCatalogue.DUPLICATE_TXID.message,
  card: errorCatalogue.DUPLICATE_TXID.message,
  'nintendo-eshop':
    'This Nintendo transaction has already been registered. Please check your code.',
  'alternative-rewarble':
    'This Rewarble transaction has already been registered. Please check your code.',
} as const;

/** The JSON body of every error answer. */
export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    field?: string;
    /** Why the input was refused, by name (see refusal-reasons.ts). */
    reason?: string;
    retryAfter?: number;
    [detail: string]: unknown;
  };
}
