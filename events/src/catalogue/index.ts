// Browser-safe: schemas, types and constants only.
export * from './admin-account-rules.js';
export * from './admin-events.js';
export * from './card-providers.js';
export * from './define-event.js';
export * from './durations.js';
export * from './metadata.js';
export * from './money.js';
export * from './payment-constants.js';
export * from './registry.js';
export * from './reservation-events.js';
export * from './transaction-events.js';
