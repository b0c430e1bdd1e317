import type { EventStore, GlobalPosition } from '@ghost/events';
import type { CommandContext } from '../handling/command-context.js';
import { handleCommand } from '../handling/handle-command.js';
import { reservationDecider } from './reservation.js';

/**
 * Gives a reservation back once what it was taken for failed or ended. A release that cannot be
 * written is reported, not thrown: the caller's own outcome stands, and a key left reserved only
 * blocks its reuse. Answers the release's position, null when none was written.
 */
export const releaseReservation = async (
  deps: {
    eventStore: EventStore;
    onCompensationFailure: (error: unknown, key: string) => void;
  },
  release: { key: string; by: string; reason: string },
  context: CommandContext,
): Promise<GlobalPosition | null> => {
  try {
    const handled = await handleCommand(
      deps.eventStore,
      release.key,
      reservationDecider,
      { kind: 'Release', ...release },
      context,
    );
    return handled.position;
  } catch (failure) {
    deps.onCompensationFailure(failure, release.key);
    return null;
  }
};
