export * from './app.js';
export * from './deps.js';
export * from './payments/price-book.js';
export * from './ports/card-processor.js';
export * from './ports/subscription-fulfilment.js';
export * from './sandboxes/card-processor-sandbox.js';
export * from './sandboxes/subscription-fulfilment-sandbox.js';
