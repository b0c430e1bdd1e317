import { SqliteEventStore } from '@ghost/events';
import { InMemoryReadStore, ProjectionRunner, readModels } from '@ghost/projectors';

/**
 * One cold start's replay, in a process of its own as a restart is: the log at EVENTS_FILE into
 * every read model, timed from the runner's start until it has caught up. Prints one JSON line.
 */
const file = process.env.EVENTS_FILE;
if (!file) throw new Error('EVENTS_FILE names the log to replay');
const store = new SqliteEventStore(file);
const runner = new ProjectionRunner(store, new InMemoryReadStore(), readModels);
const began = performance.now();
await runner.start();
const seconds = (performance.now() - began) / 1000;
const events = (await store.headPosition()) ?? 0;
await runner.stop();
await store.close();
console.log(JSON.stringify({ msg: 'replayed', events, seconds }));
