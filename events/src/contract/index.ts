// The HTTP API's contract, browser-safe: every request and answer shape, the error catalogue and
// the business constants. The services validate with it; the web types and checks with it. It
// imports zod and the browser-safe parts of the catalogue only: never Node, Koa or a store.
export * from '../catalogue/admin-account-rules.js';
export * from '../catalogue/card-fees.js';
export * from '../catalogue/card-providers.js';
export * from '../catalogue/chain-check.js';
export * from '../catalogue/coin-units.js';
export * from '../catalogue/coins.js';
export * from '../catalogue/durations.js';
export * from '../catalogue/gift-card-codes.js';
export * from '../catalogue/languages.js';
export * from '../catalogue/money.js';
export * from '../catalogue/payment-constants.js';
export * from '../catalogue/payment-id.js';
export * from '../catalogue/payment-uri.js';
export * from '../catalogue/pricing.js';
export * from '../catalogue/settings.js';
export * from '../catalogue/status-override.js';
export * from '../catalogue/txid-shape.js';
export * from '../catalogue/voucher-coverage.js';
export * from '../errors/codes.js';
export * from '../errors/refusal-reasons.js';

export * from './common/answer-parts.js';
export * from './common/text.js';

export * from './payments/amount.js';
export * from './payments/amount-schema.js';
export * from './payments/card-callback.js';
export * from './payments/card-wallet.js';
export * from './payments/crypto-quote.js';
export * from './payments/paygate-verify.js';
export * from './payments/submission.js';
export * from './payments/subscription-check.js';
export * from './payments/voucher-code.js';

export * from './transactions/admin-actions.js';
export * from './transactions/admin-transaction.js';
export * from './transactions/list-answers.js';
export * from './transactions/list-query.js';
export * from './transactions/transaction-id.js';
export * from './transactions/tracking-view.js';

export * from './live/live-changes.js';
export * from './live/live-events.js';

export * from './card-payments/awaiting-queue.js';

export * from './health/health-answers.js';

export * from './stats/period.js';
export * from './stats/revenue-by-day.js';
export * from './stats/summary.js';

export * from './auth/change-password.js';
export * from './auth/login.js';
export * from './auth/me.js';
export * from './auth/step-up.js';
export * from './auth/two-factor.js';

export * from './users/user-answers.js';
export * from './users/user-requests.js';
export * from './users/user-view.js';

export * from './settings/settings-map.js';
export * from './settings/settings-update.js';

export * from './pricing/price-list-queries.js';
export * from './pricing/price-requests.js';
export * from './pricing/pricing-item.js';

export * from './audit/as-of.js';
export * from './audit/chain.js';
export * from './audit/event-log.js';
export * from './audit/payment-timeline.js';
