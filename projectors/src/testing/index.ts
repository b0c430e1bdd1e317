export * from './read-store-contract.js';
export * from './array-event-store.js';
