export * from './read-store-contract.js';
