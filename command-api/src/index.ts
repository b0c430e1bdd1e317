export * from './app.js';
export * from './deps.js';
export * from './payments/price-book.js';
