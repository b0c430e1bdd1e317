import { streams, type GlobalPosition } from '@ghost/events';
import type { Principal } from '@ghost/events/http';
import { adminDecider } from '../admins/admin-decider.js';
import { settled, type IdentityDeps } from '../admins/identity-deps.js';
import type { CommandContext } from '../handling/command-context.js';
import { handleCommand } from '../handling/handle-command.js';

/** Ends the session the request came with; once this answers, both services refuse its token. */
export const signOut = async (
  deps: IdentityDeps,
  principal: Principal,
  context: CommandContext,
): Promise<GlobalPosition | null> => {
  const { position } = await handleCommand(
    deps.eventStore,
    streams.admin(principal.userId),
    adminDecider,
    { kind: 'SignOut', sessionId: principal.sessionId },
    context,
  );
  await settled(deps.progress, position);
  return position;
};
