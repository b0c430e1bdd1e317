export * from './app.js';
export * from './deps.js';
export * from './payments/price-book.js';
export * from './admins/bootstrap.js';
export * from './admins/create-admin.js';
export * from './admins/identity-deps.js';
export * from './auth/password-hashing.js';
export * from './auth/sign-in.js';
