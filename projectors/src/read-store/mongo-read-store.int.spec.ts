import { describe } from 'vitest';
import { describeReadStoreContract } from '../testing/read-store-contract.js';
import { MongoReadStore } from './mongo-read-store.js';

// MongoDB cannot run on the build machines: the contract runs against it only where MONGODB_URL
// names a server. The contract demands all-or-nothing batches, so the server must be a replica
// set (a single node will do, as in docker-compose.yml): mongodb://localhost:27017/?replicaSet=rs0
const url = process.env.MONGODB_URL;

describe.runIf(Boolean(url))('MongoDB adapter (MONGODB_URL)', () => {
  describeReadStoreContract('MongoDB', () =>
    MongoReadStore.connect(url ?? '', { database: 'ghost_contract', transactions: true }),
  );
});
