export * from './app.js';
export * from './deps.js';
export * from './health/health-report.js';
