import { describe } from 'vitest';
import { describeEventStoreContract } from '../testing/event-store-contract.js';
import { EventStoreDbEventStore } from './eventstoredb-event-store.js';

// EventStoreDB cannot run on the build machines: the contract runs against it only where
// EVENTSTORE_URL names a server, e.g. esdb://localhost:2113?tls=false.
const url = process.env.EVENTSTORE_URL;

describe.runIf(Boolean(url))('EventStoreDB adapter (EVENTSTORE_URL)', () => {
  describeEventStoreContract('EventStoreDB', () => EventStoreDbEventStore.connect(url ?? ''));
});
