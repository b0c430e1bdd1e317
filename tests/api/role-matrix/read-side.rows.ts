import { anyone, staff, type MatrixRow } from './matrix-row.js';

/**
 * The query service's reads of payments: the tracking page is anyone's (its public view), the
 * rest is the admin panel's (dashboard, payment validation, card payments).
 */
export const readSideRows: MatrixRow[] = [
  {
    method: 'GET',
    route: '/api/transactions/track/:paymentId',
    path: ({ targets }) => `/api/transactions/track/${targets.projectedPaymentId}`,
    expect: anyone(),
  },
  { method: 'GET', route: '/api/transactions', expect: staff() },
  {
    method: 'GET',
    route: '/api/transactions/:id',
    path: ({ targets }) => `/api/transactions/${targets.projectedPaymentId}`,
    expect: staff(),
  },
  { method: 'GET', route: '/api/transactions/recent/list', expect: staff() },
  { method: 'GET', route: '/api/transactions/card-payments/awaiting', expect: staff() },
  { method: 'GET', route: '/api/transactions/stats/summary', expect: staff() },
  { method: 'GET', route: '/api/transactions/stats/period', expect: staff() },
  { method: 'GET', route: '/api/transactions/stats/revenue', expect: staff() },
];

/**
 * The live update streams: a payment's follows its tracking page (anyone's), the admin stream
 * the admin lists (every admin's).
 */
export const liveRows: MatrixRow[] = [
  {
    method: 'GET',
    route: '/api/live/payments/:paymentId',
    path: ({ targets }) => `/api/live/payments/${targets.projectedPaymentId}`,
    stream: true,
    expect: anyone(),
  },
  {
    method: 'GET',
    route: '/api/live/admin',
    path: '/api/live/admin?topics=transactions,stats',
    stream: true,
    expect: staff(),
  },
];

/** The health probe of the query service: anyone's, for load balancers. */
export const healthRows: MatrixRow[] = [{ method: 'GET', route: '/api/health', expect: anyone() }];
