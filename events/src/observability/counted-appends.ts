import type { EventStore } from '../store/event-store.js';
import type { PortalMetrics } from './metrics.js';

/**
 * The same event store, counting the events appended through it by type. Everything but
 * `append` reaches the store itself, whatever else it offers.
 */
export const countingAppends = <Store extends EventStore>(
  store: Store,
  metrics: PortalMetrics,
): Store => {
  const append: EventStore['append'] = async (streamId, events, expected) => {
    const result = await store.append(streamId, events, expected);
    metrics.appendedEvents(result.events.map((event) => event.type));
    return result;
  };
  return new Proxy(store, {
    get(target, property) {
      if (property === 'append') return append;
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
};
