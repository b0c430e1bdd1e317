import type { IndexSpec } from '../read-store/read-store.js';

/**
 * What the admin list needs at 100,000 transactions: newest first, alone or within any mix of
 * status, type and method (one index for each of the eight), so every filtered page is an index
 * range walked in order from its first match and every filtered total is counted by an index
 * (a search looks at the few documents its pair index lets through).
 */
export const transactionIndexes: readonly IndexSpec[] = [
  { key: { created_at: -1, _id: -1 } },
  { key: { status: 1, created_at: -1, _id: -1 } },
  { key: { type: 1, created_at: -1, _id: -1 } },
  { key: { payment_method: 1, created_at: -1, _id: -1 } },
  { key: { type: 1, status: 1, created_at: -1, _id: -1 } },
  { key: { payment_method: 1, status: 1, created_at: -1, _id: -1 } },
  { key: { type: 1, payment_method: 1, created_at: -1, _id: -1 } },
  { key: { type: 1, payment_method: 1, status: 1, created_at: -1, _id: -1 } },
];
