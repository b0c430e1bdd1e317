import { streams, type GlobalPosition } from '@ghost/events';
import type { CommandContext } from '../handling/command-context.js';
import { handleCommand } from '../handling/handle-command.js';
import { releaseReservation } from '../reservations/release-reservation.js';
import { adminDecider, type ActingAdmin } from './admin-decider.js';
import { settled, type IdentityDeps } from './identity-deps.js';
import { loadAdmin } from './load-admin.js';

/**
 * Deletes an admin account (a super admin's act; never their own, never another super admin's):
 * its sessions end with it, and its username becomes free for a new account.
 */
export const deleteAdmin = async (
  deps: IdentityDeps,
  by: ActingAdmin,
  userId: string,
  context: CommandContext,
): Promise<GlobalPosition | null> => {
  const state = await loadAdmin(deps.eventStore, userId);
  const handled = await handleCommand(
    deps.eventStore,
    streams.admin(userId),
    adminDecider,
    { kind: 'DeleteAdmin', by, now: context.now },
    context,
  );
  let position = handled.position;
  if (state.exists) {
    const key = streams.username(state.username);
    // The account is gone whatever happens here; a name left reserved only blocks its reuse.
    const released = await releaseReservation(
      deps,
      { key, by: userId, reason: 'the account was deleted' },
      context,
    );
    position = released ?? position;
  }
  await settled(deps.progress, position);
  return position;
};
