import { z } from 'zod';
import { paymentIdPrefix } from '../../catalogue/payment-constants.js';
import { cardCallbackAnswerSchema, cardCallbackQuerySchema } from '../payments/card-callback.js';
import { cardWalletAnswerSchema, cardWalletRequestSchema } from '../payments/card-wallet.js';
import { cryptoQuoteAnswerSchema, cryptoQuoteRequestSchema } from '../payments/crypto-quote.js';
import { payGateVerifyAnswerSchema } from '../payments/paygate-verify.js';
import { submissionAnswerSchema, submissionRequestSchema } from '../payments/submission.js';
import { subscriptionCheckAnswerSchema } from '../payments/subscription-check.js';
import {
  emptyBodySchema,
  notesBodySchema,
  reasonBodySchema,
  revealCodesAnswerSchema,
  statusBodySchema,
  transactionActionAnswerSchema,
} from '../transactions/admin-actions.js';
import {
  anyone,
  operation,
  actors,
  superAdmins,
  type Operation,
  type PathParameter,
} from './operation.js';

/** The payment ID in a path: any case; one that is not a payment ID is 400 INVALID_PAYMENT_ID. */
export const paymentIdParameter: PathParameter = {
  description: `The payment ID (${paymentIdPrefix}…), in any case.`,
  schema: z.string(),
  refusal: 'INVALID_PAYMENT_ID',
};

const onPayment = { id: paymentIdParameter } as const;

/** Refusals of an action on a payment that awaits verification. */
const verificationRefusals = [
  'INVALID_PAYMENT_ID',
  'PAYMENT_NOT_FOUND',
  'PAYMENT_ALREADY_VERIFIED',
  'TRANSACTION_ALREADY_FAILED',
] as const;

const actionAnswer = {
  status: 200,
  description: 'The action was recorded: the payment and its status now.',
  json: transactionActionAnswerSchema,
} as const;

/** Submissions and card wallets, the processor's callback, and the admin actions on a payment. */
export const paymentOperations: Operation[] = [
  operation({
    id: 'submitPayment',
    method: 'POST',
    path: '/api/transactions',
    service: 'command',
    area: 'Payments',
    summary: 'Submit a payment made outside the portal',
    description:
      'A crypto transfer, Nintendo eShop gift cards or a Rewarble voucher, with its proof. ' +
      "A subscription's amount must be the active price of its method, region and duration. " +
      "With the `security_require_txid` setting on, a crypto `txid` must have its coin's shape " +
      '(BTC 64 hex digits, EVM coins 0x and 64 hex digits, SOL a base58 signature of 87 or 88 ' +
      'characters), else 400 VALIDATION_ERROR on `txid`. ' +
      "A voucher must be in the payment's currency (else VOUCHER_CURRENCY_MISMATCH on " +
      '`paymentCode.currency`) and worth at least its amount (else VOUCHER_VALUE_TOO_LOW on ' +
      '`paymentCode.amount`); it is redeemed with its issuer after the answer. ' +
      'A crypto `quote` (from POST /api/crypto/quotes) must be signed by the portal ' +
      '(CRYPTO_QUOTE_INVALID), unexpired (CRYPTO_QUOTE_EXPIRED), for the coin, its address, the ' +
      'amount and currency (CRYPTO_QUOTE_MISMATCH, `reason` says which) and unused ' +
      '(CRYPTO_QUOTE_USED); where the chain already shows the transaction in a block not paying ' +
      'it, CRYPTO_TRANSFER_MISMATCH (`reason`: the verdict, `contested` when it carries another ' +
      "open payment's quoted amount). A proof another payment holds is DUPLICATE_TXID, except a " +
      'crypto hash the chain shows carrying the quoted amount of the submitted quote: that payment ' +
      "is the transfer's rightful one, accepted, and the payment that named the hash first is " +
      'concluded `contested` by its chain check; a refused quoted claim names as `reason` what the ' +
      'chain showed of the transaction, `pending` while it does not show it (submit again once it ' +
      'does). A quoted payment gets a chain check. ' +
      'Limited per address (429 with `Retry-After`).',
    access: anyone,
    body: submissionRequestSchema,
    answers: [
      {
        status: 201,
        description: 'Recorded; `Location` is its tracking URL.',
        json: submissionAnswerSchema,
      },
    ],
    errors: [
      'PAYMENT_METHOD_DISABLED',
      'CRYPTO_COIN_UNAVAILABLE',
      'CRYPTO_QUOTE_INVALID',
      'CRYPTO_QUOTE_EXPIRED',
      'CRYPTO_QUOTE_MISMATCH',
      'CRYPTO_QUOTE_USED',
      'CRYPTO_TRANSFER_MISMATCH',
      'DUPLICATE_TXID',
      'DUPLICATE_PAYMENT_REF',
      'TOO_MANY_REQUESTS',
      'VOUCHER_CURRENCY_MISMATCH',
      'VOUCHER_VALUE_TOO_LOW',
    ],
  }),
  operation({
    id: 'quoteCrypto',
    method: 'POST',
    path: '/api/crypto/quotes',
    service: 'command',
    area: 'Payments',
    summary: 'Quote the exact amount to send in a cryptocurrency',
    description:
      "The amount in the coin's own units (BTC 8 decimals, ETH and BNB 8 shown, USDT and USDC 6, " +
      "SOL 9) for an amount in the payment currency, to the coin's address of the Crypto settings, " +
      'at a rate locked for 15 minutes (`expires_at`). USDT and USDC are 1:1 to USD. The last ' +
      'digits of `crypto_amount` (worth less than a cent) are unique among the open quotes of the ' +
      'coin, so a transfer names one payment. `payment_uri` is the wallet link for the QR code ' +
      '(BIP 21, EIP-681, Solana Pay); `quote` is the signed token the submission carries back. ' +
      'Nothing is written to the log. 503 CRYPTO_QUOTE_UNAVAILABLE when no rate can be had (the ' +
      'form then shows the price in the payment currency, verified by staff); 503 ' +
      'CRYPTO_QUOTE_AMOUNTS_EXHAUSTED when every distinguishing amount is held by an open quote. ' +
      'Limited per address (429 with `Retry-After`).',
    access: anyone,
    body: cryptoQuoteRequestSchema,
    answers: [
      {
        status: 200,
        description: 'The quote: send exactly `crypto_amount` to `address` before `expires_at`.',
        json: cryptoQuoteAnswerSchema,
      },
    ],
    errors: [
      'PAYMENT_METHOD_DISABLED',
      'CRYPTO_COIN_UNAVAILABLE',
      'CRYPTO_QUOTE_UNAVAILABLE',
      'CRYPTO_QUOTE_AMOUNTS_EXHAUSTED',
      'TOO_MANY_REQUESTS',
    ],
  }),
  operation({
    id: 'createCardWallet',
    method: 'POST',
    path: '/api/payments/card/create-wallet',
    service: 'command',
    area: 'Payments',
    summary: 'Open a card payment with the card processor',
    description:
      "A subscription in USD at the card price, at least the provider's minimum. The answer's " +
      "`paymentUrl` is the processor's hosted page. Limited per address.",
    access: anyone,
    body: cardWalletRequestSchema,
    answers: [
      {
        status: 201,
        description: 'The wallet is open; `Location` is its tracking URL.',
        json: cardWalletAnswerSchema,
      },
    ],
    errors: [
      'PAYMENT_METHOD_DISABLED',
      'DUPLICATE_PAYMENT_REF',
      'CARD_WALLET_FAILED',
      'PAYMENT_URL_MISSING',
      'TOO_MANY_REQUESTS',
    ],
  }),
  operation({
    id: 'cardCallback',
    method: 'GET',
    path: '/api/payments/card/callback',
    service: 'command',
    area: 'Payments',
    summary: "The card processor's call back",
    description:
      'Checked against what was recorded (the token only the portal can make for the payment, ' +
      "the amount, the currency), then against the processor's own status. A refusal is " +
      'recorded and answered 403 with its `reason`; it verifies nothing. When the processor ' +
      'cannot be asked: 503 with `reason: processor_unreachable`, so it calls again.',
    access: anyone,
    query: cardCallbackQuerySchema,
    answers: [
      {
        status: 200,
        description: 'Accepted: the payment is verified.',
        json: cardCallbackAnswerSchema,
      },
    ],
    errors: ['CARD_CALLBACK_REJECTED'],
  }),
  operation({
    id: 'verifyPayment',
    method: 'POST',
    path: '/api/transactions/{id}/verify-payment',
    service: 'command',
    area: 'Payments',
    summary: 'Verify a payment',
    access: actors,
    params: onPayment,
    body: notesBodySchema,
    answers: [actionAnswer],
    errors: verificationRefusals,
  }),
  operation({
    id: 'markFailed',
    method: 'POST',
    path: '/api/transactions/{id}/mark-failed',
    service: 'command',
    area: 'Payments',
    summary: 'Mark a payment failed, saying why',
    access: actors,
    params: onPayment,
    body: reasonBodySchema,
    answers: [actionAnswer],
    errors: verificationRefusals,
  }),
  operation({
    id: 'updateSubscription',
    method: 'POST',
    path: '/api/transactions/{id}/update-subscription',
    service: 'command',
    area: 'Payments',
    summary: "Mark a verified subscription's update done",
    access: actors,
    params: onPayment,
    body: notesBodySchema,
    answers: [actionAnswer],
    errors: [
      'INVALID_PAYMENT_ID',
      'PAYMENT_NOT_FOUND',
      'NOT_A_SUBSCRIPTION',
      'PAYMENT_NOT_VERIFIED',
      'SUBSCRIPTION_ALREADY_UPDATED',
      'TRANSACTION_ALREADY_FAILED',
    ],
  }),
  operation({
    id: 'forceVerifyCard',
    method: 'POST',
    path: '/api/transactions/{id}/force-verify-card',
    service: 'command',
    area: 'Payments',
    summary: 'Verify a card payment by hand',
    access: actors,
    params: onPayment,
    body: notesBodySchema,
    answers: [actionAnswer],
    errors: [...verificationRefusals, 'WRONG_PAYMENT_METHOD'],
  }),
  operation({
    id: 'markCardFailed',
    method: 'POST',
    path: '/api/transactions/{id}/mark-card-failed',
    service: 'command',
    area: 'Payments',
    summary: 'Mark a card payment failed, saying why',
    access: actors,
    params: onPayment,
    body: reasonBodySchema,
    answers: [actionAnswer],
    errors: [...verificationRefusals, 'WRONG_PAYMENT_METHOD'],
  }),
  operation({
    id: 'revealGiftCardCodes',
    method: 'POST',
    path: '/api/transactions/{id}/reveal-codes',
    service: 'command',
    area: 'Payments',
    summary: "A gift-card payment's codes in the clear, the reveal recorded",
    description:
      'Gift-card codes are cash: every answer shows them masked (their last four characters), ' +
      'and only an admin or a super admin who asks sees them whole. Each reveal is recorded in ' +
      'the payment’s history (`GiftCardCodesRevealed`: who and when; never the codes). ' +
      'Answered with `Cache-Control: no-store`, and never replayed from an Idempotency-Key.',
    access: actors,
    params: onPayment,
    body: emptyBodySchema,
    answers: [
      {
        status: 200,
        description: 'The codes, in the order submitted.',
        json: revealCodesAnswerSchema,
      },
    ],
    errors: ['INVALID_PAYMENT_ID', 'PAYMENT_NOT_FOUND', 'WRONG_PAYMENT_METHOD'],
  }),
  operation({
    id: 'overrideStatus',
    method: 'PATCH',
    path: '/api/transactions/{id}/status',
    service: 'command',
    area: 'Payments',
    summary: "Set a payment's status by hand, saying why",
    description: 'The correction outside the everyday transitions: super admins only.',
    access: superAdmins,
    params: onPayment,
    body: statusBodySchema,
    answers: [actionAnswer],
    errors: [...verificationRefusals, 'NOT_A_SUBSCRIPTION'],
  }),
  operation({
    id: 'checkCardPayment',
    method: 'POST',
    path: '/api/payments/card/paygate-verify/{id}',
    service: 'command',
    area: 'Payments',
    summary: 'Ask the card processor about a card payment ("Check PayGate")',
    description:
      'Paid for the amount owed verifies the payment as the callback would; anything else ' +
      'changes nothing, and a short or foreign payment says why in `updateFailure`.',
    access: actors,
    params: onPayment,
    body: emptyBodySchema,
    answers: [
      {
        status: 200,
        description: "The processor's answer, and what it changed.",
        json: payGateVerifyAnswerSchema,
      },
    ],
    errors: [...verificationRefusals, 'NO_IPN_TOKEN', 'CARD_CHECK_FAILED'],
  }),
  operation({
    id: 'checkSubscriptionStatus',
    method: 'POST',
    path: '/api/payments/check-subscription-status/{id}',
    service: 'command',
    area: 'Payments',
    summary: "Send a verified subscription's webhook again, and say what came back",
    access: actors,
    params: onPayment,
    body: emptyBodySchema,
    answers: [
      {
        status: 200,
        description: "The webhook's outcome, and whether the payment was updated.",
        json: subscriptionCheckAnswerSchema,
      },
    ],
    errors: [
      'INVALID_PAYMENT_ID',
      'PAYMENT_NOT_FOUND',
      'NOT_A_SUBSCRIPTION',
      'PAYMENT_NOT_VERIFIED',
      'SUBSCRIPTION_ALREADY_UPDATED',
      'TRANSACTION_ALREADY_FAILED',
    ],
  }),
];
