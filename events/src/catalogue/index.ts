// Browser-safe: schemas, types and constants only.
export * from './card-fees.js';
export * from './admin-account-rules.js';
export * from './admin-events.js';
export * from './card-providers.js';
export * from './define-event.js';
export * from './durations.js';
export * from './idempotency-events.js';
export * from './metadata.js';
export * from './money.js';
export * from './payment-constants.js';
export * from './pricing.js';
export * from './pricing-events.js';
export * from './registry.js';
export * from './reservation-events.js';
export * from './settings.js';
export * from './settings-events.js';
export * from './transaction-events.js';
