import type { AppendResult, EventStore } from '../store/event-store.js';
import type { PortalMetrics } from './metrics.js';

/**
 * The same event store, counting the events appended through it by type. Everything but the
 * appends reaches the store itself, whatever else it offers.
 */
export const countingAppends = <Store extends EventStore>(
  store: Store,
  metrics: PortalMetrics,
): Store => {
  const count = (results: readonly AppendResult[]) => {
    for (const result of results) metrics.appendedEvents(result.events.map((event) => event.type));
  };
  const append: EventStore['append'] = async (streamId, events, expected) => {
    const result = await store.append(streamId, events, expected);
    count([result]);
    return result;
  };
  const appendToStreams: EventStore['appendToStreams'] = async (appends) => {
    const results = await store.appendToStreams(appends);
    count(results);
    return results;
  };
  return new Proxy(store, {
    get(target, property) {
      if (property === 'append') return append;
      if (property === 'appendToStreams') return appendToStreams;
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
};
