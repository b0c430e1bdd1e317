export * from './event-store-contract.js';
export * from './new-event.js';
export * from './temporary-sqlite-store.js';
