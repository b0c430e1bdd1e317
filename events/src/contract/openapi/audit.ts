import {
  asOfListQuerySchema,
  asOfQuerySchema,
  asOfStatsAnswerSchema,
  asOfTransactionAnswerSchema,
  asOfTransactionsAnswerSchema,
} from '../audit/as-of.js';
import {
  auditPublicKeySchema,
  chainStatusSchema,
  verifyChainAnswerSchema,
  verifyChainRequestSchema,
} from '../audit/chain.js';
import {
  auditEventDetailSchema,
  auditEventPageSchema,
  auditEventsQuerySchema,
  positionParam,
} from '../audit/event-log.js';
import { paymentTimelineSchema } from '../audit/payment-timeline.js';
import { noQuerySchema } from '../transactions/list-query.js';
import { transactionIdSchema } from '../transactions/transaction-id.js';
import { auditors, operation, type Operation } from './operation.js';
import { paymentIdParameter } from './payments.js';

const moment =
  'The moment is `at` (a date-time: the log as it stood then) or `position` (right after that ' +
  'event): the log replayed up to there into read models of their own, never the live ones, ' +
  'kept for the next question about the same moment.';

/** The auditors' reads of the log (issue 14) and the verification of its chain. */
export const auditOperations: Operation[] = [
  operation({
    id: 'auditEvents',
    method: 'GET',
    path: '/api/audit/events',
    service: 'query',
    area: 'Audit',
    summary: 'A page of the event log, newest first, filtered',
    description:
      'Each event with its stream, position, time, actor, ids, data (sealed secrets redacted) ' +
      "and metadata. `nextBefore` is the next page's `before`.",
    access: auditors,
    query: auditEventsQuerySchema,
    answers: [{ status: 200, description: 'The page.', json: auditEventPageSchema }],
    errors: [],
  }),
  operation({
    id: 'auditEvent',
    method: 'GET',
    path: '/api/audit/events/{position}',
    service: 'query',
    area: 'Audit',
    summary: 'One event of the log, with the events it caused',
    access: auditors,
    params: { position: { description: 'The log position of the event.', schema: positionParam } },
    answers: [{ status: 200, description: 'The event.', json: auditEventDetailSchema }],
    errors: ['EVENT_NOT_FOUND'],
  }),
  operation({
    id: 'paymentTimeline',
    method: 'GET',
    path: '/api/audit/payments/{paymentId}/timeline',
    service: 'query',
    area: 'Audit',
    summary: "A payment's events, each with the payment as it stood right after it",
    access: auditors,
    query: noQuerySchema,
    params: { paymentId: paymentIdParameter },
    answers: [{ status: 200, description: 'The timeline.', json: paymentTimelineSchema }],
    errors: ['PAYMENT_NOT_FOUND'],
  }),
  operation({
    id: 'asOfTransactions',
    method: 'GET',
    path: '/api/audit/as-of/transactions',
    service: 'query',
    area: 'Audit',
    summary: 'A page of the transactions as they stood at a moment',
    description: `${moment} The list's own filters and paging apply.`,
    access: auditors,
    query: asOfListQuerySchema,
    answers: [{ status: 200, description: 'The page.', json: asOfTransactionsAnswerSchema }],
    errors: [],
  }),
  operation({
    id: 'asOfTransaction',
    method: 'GET',
    path: '/api/audit/as-of/transactions/{id}',
    service: 'query',
    area: 'Audit',
    summary: 'A transaction with its history as it stood at a moment',
    description: moment,
    access: auditors,
    query: asOfQuerySchema,
    params: { id: { description: 'The payment ID, in any case.', schema: transactionIdSchema } },
    answers: [{ status: 200, description: 'The transaction.', json: asOfTransactionAnswerSchema }],
    errors: ['PAYMENT_NOT_FOUND'],
  }),
  operation({
    id: 'asOfStats',
    method: 'GET',
    path: '/api/audit/as-of/stats',
    service: 'query',
    area: 'Audit',
    summary: "The dashboard's figures as they stood at a moment",
    description: `${moment} The periods end at the moment.`,
    access: auditors,
    query: asOfQuerySchema,
    answers: [{ status: 200, description: 'The figures.', json: asOfStatsAnswerSchema }],
    errors: [],
  }),
  operation({
    id: 'chainStatus',
    method: 'GET',
    path: '/api/audit/chain',
    service: 'query',
    area: 'Audit',
    summary: 'The last verification of the chain, and the newest signed checkpoint',
    access: auditors,
    query: noQuerySchema,
    answers: [{ status: 200, description: 'The status.', json: chainStatusSchema }],
    errors: [],
  }),
  operation({
    id: 'auditPublicKey',
    method: 'GET',
    path: '/api/audit/public-key',
    service: 'query',
    area: 'Audit',
    summary: "The public key that checks the log's signed checkpoints",
    access: auditors,
    query: noQuerySchema,
    answers: [{ status: 200, description: 'The key.', json: auditPublicKeySchema }],
    errors: [],
  }),
  operation({
    id: 'verifyChain',
    method: 'POST',
    path: '/api/audit/chain/verify',
    service: 'command',
    area: 'Audit',
    summary: 'Verify the whole log now: both chains, every checkpoint, and a witness',
    description:
      'The witness is the checkpoint the caller verified last (the log must still hold it). ' +
      '`publicKey`, the key the caller pinned, checks the checkpoints instead of the portal’s own ' +
      'key: a log signed again with another key then shows every checkpoint `forged`. ' +
      'Who verified and what was found is recorded (`LogVerified`).',
    access: auditors,
    body: verifyChainRequestSchema,
    answers: [{ status: 200, description: 'The report.', json: verifyChainAnswerSchema }],
    errors: [],
  }),
];
