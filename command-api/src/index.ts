export * from './app.js';
export * from './deps.js';
export * from './payments/price-book.js';
export * from './integrations/index.js';
export * from './sandboxes/index.js';
