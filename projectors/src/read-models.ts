import { adminUsersProjection } from './admin-users/admin-users-projection.js';
import { pricingProjection } from './pricing/pricing-projection.js';
import type { Projection } from './runner/projection.js';
import { sessionsProjection } from './sessions/sessions-projection.js';
import { settingsProjection } from './settings/settings-projection.js';
import { transactionsProjection } from './transactions/transactions-projection.js';

/** Every read model the runner maintains, in the order they are applied. */
export const readModels: readonly Projection[] = [
  transactionsProjection,
  settingsProjection,
  pricingProjection,
  adminUsersProjection,
  sessionsProjection,
];
