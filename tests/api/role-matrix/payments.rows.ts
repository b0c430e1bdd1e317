import { cardWallet, cryptoDonation } from '../../support/payment-requests.js';
import { actors, anyone, superAdmins, type MatrixRow, type RowContext } from './matrix-row.js';
import type { PaymentState } from './targets.js';

/** The path of an action on a new payment in the given state. */
const onNew =
  (state: PaymentState, path: (paymentId: string) => string) =>
  async ({ targets }: RowContext) =>
    path(await targets.payment(state));

/**
 * What visitors send (anyone may), and the admin actions on a payment: every admin may act
 * (including the provider check), and setting a status by hand is the super
 * admin's correction (see command-api/README.md, Payments). Auditors act on nothing.
 */
export const paymentRows: MatrixRow[] = [
  {
    method: 'POST',
    route: '/api/transactions',
    bodyOf: () => cryptoDonation(),
    expect: anyone('201'),
  },
  {
    // A quote writes nothing: anyone about to pay may ask for one.
    method: 'POST',
    route: '/api/crypto/quotes',
    body: { crypto_type: 'eth', amount: 25.5, currency: 'USD' },
    expect: anyone('200'),
  },
  {
    method: 'POST',
    route: '/api/payments/card/create-wallet',
    bodyOf: () => cardWallet(),
    expect: anyone('201'),
  },
  {
    // The card processor's notification: anyone may call it, and a call that proves nothing
    // (no payment, no token) is refused and recorded whoever sends it.
    method: 'GET',
    route: '/api/payments/card/callback',
    expect: anyone('403 CARD_CALLBACK_REJECTED'),
  },
  {
    method: 'POST',
    route: '/api/transactions/:id/verify-payment',
    path: onNew('awaiting_verification', (id) => `/api/transactions/${id}/verify-payment`),
    body: {},
    expect: actors(),
  },
  {
    method: 'POST',
    route: '/api/transactions/:id/mark-failed',
    path: onNew('awaiting_verification', (id) => `/api/transactions/${id}/mark-failed`),
    body: { reason: 'no such transfer' },
    expect: actors(),
  },
  {
    method: 'POST',
    route: '/api/transactions/:id/update-subscription',
    path: onNew('awaiting_subscription', (id) => `/api/transactions/${id}/update-subscription`),
    body: {},
    expect: actors(),
  },
  {
    method: 'POST',
    route: '/api/transactions/:id/force-verify-card',
    path: onNew('card_awaiting_verification', (id) => `/api/transactions/${id}/force-verify-card`),
    body: {},
    expect: actors(),
  },
  {
    method: 'POST',
    route: '/api/transactions/:id/mark-card-failed',
    path: onNew('card_awaiting_verification', (id) => `/api/transactions/${id}/mark-card-failed`),
    body: { reason: 'charged back' },
    expect: actors(),
  },
  {
    // Gift-card codes are cash: revealed to admins and super admins, never to an auditor.
    method: 'POST',
    route: '/api/transactions/:id/reveal-codes',
    path: onNew('gift_cards', (id) => `/api/transactions/${id}/reveal-codes`),
    body: {},
    expect: actors(),
  },
  {
    method: 'PATCH',
    route: '/api/transactions/:id/status',
    path: onNew('awaiting_verification', (id) => `/api/transactions/${id}/status`),
    body: { status: 'failed', notes: 'refunded by the provider' },
    expect: superAdmins(),
  },
  {
    method: 'POST',
    route: '/api/payments/card/paygate-verify/:id',
    path: onNew('card_awaiting_verification', (id) => `/api/payments/card/paygate-verify/${id}`),
    expect: actors(),
  },
  {
    method: 'POST',
    route: '/api/payments/check-subscription-status/:id',
    path: onNew('awaiting_subscription', (id) => `/api/payments/check-subscription-status/${id}`),
    expect: actors(),
  },
];
