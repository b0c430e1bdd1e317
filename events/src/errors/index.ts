export * from './codes.js';
export * from './domain-error.js';
