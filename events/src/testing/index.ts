export * from './event-store-contract.js';
export * from './new-event.js';
