import { priceIdOf, streams, type EventStore } from '@ghost/events';
import type { CommandContext } from '../handling/command-context.js';
import { handleCommand } from '../handling/handle-command.js';
import { priceDecider } from './price-decider.js';
import { seedPriceList } from './price-list-seed.js';

/**
 * Writes the starting price list; call it from every composition root before serving. Each
 * entry is written only on a stream that never existed (the append expects "no stream"), so two
 * processes starting together write it once between them, and an entry a super admin deleted is
 * never brought back. The command id is fixed, so both write the same event ids.
 * Answers how many entries this call wrote.
 */
export const seedPricing = async (eventStore: EventStore, clock: () => Date): Promise<number> => {
  const context: CommandContext = {
    actor: { kind: 'system', id: 'pricing-seed' },
    commandId: 'seed-pricing-v1',
    correlationId: 'seed-pricing-v1',
    now: clock(),
  };
  const written = await Promise.all(
    seedPriceList().map(async (price) => {
      const handled = await handleCommand(
        eventStore,
        streams.pricing(priceIdOf(price)),
        priceDecider,
        { kind: 'SeedPrice', price },
        context,
      );
      return handled.events.length;
    }),
  );
  return written.reduce((sum, count) => sum + count, 0);
};
