// Server side of the shared kernel: the event store port and adapters, hashing and sealing.
export * from './catalogue/index.js';
export * from './config/parse-env.js';
export * from './contract/index.js';
export * from './errors/index.js';
export * from './logging/logger.js';
export * from './observability/counted-appends.js';
export * from './observability/metrics.js';
export * from './observability/metrics-endpoint.js';
export * from './sealing/seal-key-file.js';
export * from './sealing/secret-box.js';
export * from './store/event-store.js';
export * from './store/eventstoredb-event-store.js';
export * from './store/hash-chain.js';
export * from './store/sqlite/sqlite-event-store.js';
export * from './store/stream-names.js';
