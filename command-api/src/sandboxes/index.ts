// Local stand-ins for the outside systems: used by default in embedded mode and in tests.
export * from './card-processor/card-processor-sandbox.js';
export * from './chain/chain-sandbox.js';
export * from './exchange-tickers/exchange-tickers-sandbox.js';
export * from './checkpoint-receiver/checkpoint-receiver-sandbox.js';
export * from './faults/fault-plan.js';
export * from './fulfilment-receiver/fulfilment-receiver-sandbox.js';
export * from './running-sandbox.js';
export * from './voucher-issuer/voucher-issuer-sandbox.js';
