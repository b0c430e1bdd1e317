import { auditors, type MatrixRow } from './matrix-row.js';

/**
 * The audit (issue 14): auditors and super admins read the event log, a payment's timeline, the
 * books as of a moment and the chain, and verify it; admins do not.
 */
export const auditRows: MatrixRow[] = [
  {
    method: 'GET',
    route: '/api/audit/events',
    path: '/api/audit/events?limit=20',
    expect: auditors(),
  },
  {
    method: 'GET',
    route: '/api/audit/events/:position',
    path: '/api/audit/events/1',
    expect: auditors(),
  },
  {
    method: 'GET',
    route: '/api/audit/payments/:paymentId/timeline',
    path: ({ targets }) => `/api/audit/payments/${targets.projectedPaymentId}/timeline`,
    expect: auditors(),
  },
  {
    method: 'GET',
    route: '/api/audit/as-of/transactions',
    path: '/api/audit/as-of/transactions?position=1',
    expect: auditors(),
  },
  {
    method: 'GET',
    route: '/api/audit/as-of/transactions/:id',
    path: ({ targets }) =>
      `/api/audit/as-of/transactions/${targets.projectedPaymentId}?at=${new Date(Date.now() + 3_600_000).toISOString()}`,
    expect: auditors(),
  },
  {
    method: 'GET',
    route: '/api/audit/as-of/stats',
    path: '/api/audit/as-of/stats?position=1',
    expect: auditors(),
  },
  { method: 'GET', route: '/api/audit/chain', expect: auditors() },
  { method: 'GET', route: '/api/audit/public-key', expect: auditors() },
  { method: 'POST', route: '/api/audit/chain/verify', body: {}, expect: auditors() },
  {
    method: 'GET',
    route: '/api/live/admin',
    case: 'the event log',
    path: '/api/live/admin?topics=events',
    stream: true,
    expect: auditors(),
  },
];
