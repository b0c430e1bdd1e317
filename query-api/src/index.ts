export * from './app.js';
export * from './deps.js';
export * from './health/health-report.js';
export * from './live/live-options.js';
export * from './stats/revenue.js';
export * from './stats/stats-figures.js';
export * from './stats/stats-reader.js';
export * from './transactions/warm-list.js';
