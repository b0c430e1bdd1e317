import { adminUsersProjection } from './admin-users/admin-users-projection.js';
import { cardAwaitingProjection } from './card-payments/card-awaiting-projection.js';
import { pricingProjection } from './pricing/pricing-projection.js';
import type { ReadModel } from './runner/projection.js';
import { sessionsProjection } from './sessions/sessions-projection.js';
import { signInLockoutsProjection } from './sign-in-lockouts/sign-in-lockouts-projection.js';
import { settingsProjection } from './settings/settings-projection.js';
import { statsProjection } from './stats/stats-projection.js';
import { transactionIndexes } from './transactions/transaction-indexes.js';
import { transactionsProjection } from './transactions/transactions-projection.js';

/**
 * Every read model the runner maintains, in the order they are applied: a derived read model
 * comes after the one whose document changes feed it.
 */
export const readModels: readonly ReadModel[] = [
  { ...transactionsProjection, indexes: transactionIndexes },
  statsProjection,
  cardAwaitingProjection,
  settingsProjection,
  pricingProjection,
  adminUsersProjection,
  sessionsProjection,
  signInLockoutsProjection,
];
