import { apiDocsRows } from './role-matrix/api-docs.rows.js';
import { auditRows } from './role-matrix/audit.rows.js';
import { authRows, userRows } from './role-matrix/identity.rows.js';
import type { MatrixRow } from './role-matrix/matrix-row.js';
import { paymentRows } from './role-matrix/payments.rows.js';
import { healthRows, liveRows, readSideRows } from './role-matrix/read-side.rows.js';
import { pricingRows, settingsRows } from './role-matrix/settings-and-pricing.rows.js';

export * from './role-matrix/matrix-row.js';

/**
 * Every endpoint of both services × every caller, by the role permissions: auditors only read,
 * admins also act on payments, super admins also manage users, settings and pricing. A new
 * route fails the matrix's coverage test until it has a row here: add a feature's rows as a
 * list in role-matrix/ and append it.
 */
export const roleMatrix: MatrixRow[] = [
  ...authRows,
  ...userRows,
  ...paymentRows,
  ...readSideRows,
  ...liveRows,
  ...settingsRows,
  ...pricingRows,
  ...healthRows,
  ...apiDocsRows,
  ...auditRows,
];
