export * from './codes.js';
export * from './domain-error.js';
export * from './refusal-reasons.js';
