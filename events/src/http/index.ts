// Koa plumbing shared by the services: one error shape, one body policy, one validation path.
export * from './app-errors.js';
export * from './error-middleware.js';
export * from './json-body.js';
export * from './lifecycle.js';
export * from './parse-input.js';
export * from './payment-id-param.js';
export * from './request-context.js';
export * from './request-log.js';
export * from './auth.js';
export * from './client-address.js';
export * from './serve.js';
export * from './session-token.js';
export * from './security-headers.js';
export * from './rate-limit.js';
