import { cardQueueAnswerSchema } from '../card-payments/awaiting-queue.js';
import { statsPeriodSchema } from '../stats/period.js';
import { revenueByDayQuerySchema, revenueByDaySchema } from '../stats/revenue-by-day.js';
import { statsSummarySchema } from '../stats/summary.js';
import { adminTransactionDetailSchema } from '../transactions/admin-transaction.js';
import {
  recentTransactionsAnswerSchema,
  transactionListAnswerSchema,
} from '../transactions/list-answers.js';
import {
  listQuerySchema,
  noQuerySchema,
  queueQuerySchema,
  recentQuerySchema,
} from '../transactions/list-query.js';
import { transactionIdSchema } from '../transactions/transaction-id.js';
import { trackingViewSchema } from '../transactions/tracking-view.js';
import { anyone, operation, staff, type Operation } from './operation.js';
import { paymentIdParameter } from './payments.js';

/** The query service's reads of payments: the tracking view, the admin lists and the stats. */
export const readSideOperations: Operation[] = [
  operation({
    id: 'trackPayment',
    method: 'GET',
    path: '/api/transactions/track/{paymentId}',
    service: 'query',
    area: 'Read side',
    summary: "A payment's public view, by its payment ID",
    description:
      'No e-mail, username, txid, code, token or note. Limited per address (429 with ' +
      '`Retry-After`). 503 TRACKING_FAILED when the payment cannot be read at the moment (the ' +
      'read store failed, or the gateway cannot reach the query service).',
    access: anyone,
    params: { paymentId: paymentIdParameter },
    answers: [{ status: 200, description: 'The payment.', json: trackingViewSchema }],
    errors: ['INVALID_PAYMENT_ID', 'PAYMENT_NOT_FOUND', 'TOO_MANY_REQUESTS', 'TRACKING_FAILED'],
  }),
  operation({
    id: 'listTransactions',
    method: 'GET',
    path: '/api/transactions',
    service: 'query',
    area: 'Read side',
    summary: 'A page of transactions, newest first, filtered and searched',
    description:
      '`search` is matched literally and case-insensitively in the username, e-mail, payment ' +
      "ID, txid, crypto type or a gift-card code. `limit=10000` is the export's one page. " +
      '`chain_check=needs_look` keeps the crypto payments whose chain check needs staff ' +
      '(underpaid, overpaid, wrong_recipient, wrong_token, not_found, late, contested).',
    access: staff,
    query: listQuerySchema,
    answers: [{ status: 200, description: 'The page.', json: transactionListAnswerSchema }],
    errors: [],
  }),
  operation({
    id: 'recentTransactions',
    method: 'GET',
    path: '/api/transactions/recent/list',
    service: 'query',
    area: 'Read side',
    summary: 'The newest transactions (the dashboard)',
    access: staff,
    query: recentQuerySchema,
    answers: [{ status: 200, description: 'The rows.', json: recentTransactionsAnswerSchema }],
    errors: [],
  }),
  operation({
    id: 'transactionDetail',
    method: 'GET',
    path: '/api/transactions/{id}',
    service: 'query',
    area: 'Read side',
    summary: 'A transaction with its history, oldest line first',
    access: staff,
    params: {
      id: { description: 'The payment ID, in any case.', schema: transactionIdSchema },
    },
    answers: [{ status: 200, description: 'The transaction.', json: adminTransactionDetailSchema }],
    errors: ['PAYMENT_NOT_FOUND'],
  }),
  operation({
    id: 'cardPaymentsAwaiting',
    method: 'GET',
    path: '/api/transactions/card-payments/awaiting',
    service: 'query',
    area: 'Read side',
    summary: 'Card payments awaiting verification, newest first, with their count and value',
    access: staff,
    query: queueQuerySchema,
    answers: [{ status: 200, description: 'The page.', json: cardQueueAnswerSchema }],
    errors: [],
  }),
  operation({
    id: 'statsSummary',
    method: 'GET',
    path: '/api/transactions/stats/summary',
    service: 'query',
    area: 'Read side',
    summary: 'Revenue and counts of all time (the dashboard)',
    access: staff,
    query: noQuerySchema,
    answers: [{ status: 200, description: 'The figures.', json: statsSummarySchema }],
    errors: [],
  }),
  operation({
    id: 'statsPeriod',
    method: 'GET',
    path: '/api/transactions/stats/period',
    service: 'query',
    area: 'Read side',
    summary: 'The last 24 hours and 7 days, and the coins of the week',
    access: staff,
    query: noQuerySchema,
    answers: [{ status: 200, description: 'The figures.', json: statsPeriodSchema }],
    errors: [],
  }),
  operation({
    id: 'revenueByDay',
    method: 'GET',
    path: '/api/transactions/stats/revenue',
    service: 'query',
    area: 'Read side',
    summary: 'Revenue and transactions per UTC day, oldest first, today last',
    access: staff,
    query: revenueByDayQuerySchema,
    answers: [{ status: 200, description: 'The days.', json: revenueByDaySchema }],
    errors: [],
  }),
];
