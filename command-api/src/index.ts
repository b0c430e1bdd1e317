export * from './app.js';
export * from './deps.js';
export * from './payments/price-book.js';
export * from './pricing/read-model-price-book.js';
export * from './pricing/seed-pricing.js';
export * from './settings/payment-method-switches.js';
export * from './settings/read-model-switches.js';
