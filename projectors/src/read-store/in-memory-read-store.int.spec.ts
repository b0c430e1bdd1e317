import { describeReadStoreContract } from '../testing/read-store-contract.js';
import { InMemoryReadStore } from './in-memory-read-store.js';

describeReadStoreContract('in-memory (mingo)', () => Promise.resolve(new InMemoryReadStore()));
