import { isDomainError, isWrongExpectedRevision, streams } from '@ghost/events';
import type { CommandContext } from '../handling/command-context.js';
import { writeToStream } from '../handling/write-events.js';
import type { ReservationPurpose } from '../reservations/reservation.js';
import type { CommandApiDeps } from '../deps.js';
import { createAdmin } from './create-admin.js';
import { firstAdminNotice } from './first-admin-notice.js';
import { identityDepsOf } from './identity-deps.js';
import { newOneTimePassword } from './one-time-password.js';

export const firstAdminUsername = 'admin';

/**
 * At the first start of a log, opens the first super admin with a random one-time password and
 * prints it, once, framed, with where to sign in (`signInUrl`): it is kept nowhere else (the log
 * holds only its sealed hash). The first sign-in then has to set up two-factor before anything
 * else. Safe to call at every start, from
 * every instance, in any order with the other start-up writes (the price list): the first start
 * reserves the `bootstrap-first-admin` stream, and a reserved stream or a taken name means someone
 * bootstrapped already.
 */
export const bootstrapFirstAdmin = async (
  deps: CommandApiDeps,
  print: (line: string) => void,
  signInUrl: string,
): Promise<{ userId: string } | null> => {
  const commandId = deps.newId();
  const context: CommandContext = {
    actor: { kind: 'system', id: 'bootstrap' },
    commandId,
    correlationId: commandId,
    now: deps.clock(),
  };
  const marker = streams.firstAdmin();
  const purpose: ReservationPurpose = 'bootstrap';
  const reservation = { key: 'first-admin', purpose, by: commandId };
  try {
    await writeToStream(
      deps.eventStore,
      {
        streamId: marker,
        expected: 'no_stream',
        events: [{ type: 'KeyReserved', data: reservation }],
      },
      context,
    );
  } catch (error) {
    if (isWrongExpectedRevision(error)) return null;
    throw error;
  }
  const password = newOneTimePassword();
  try {
    const { user } = await createAdmin(
      identityDepsOf(deps),
      { username: firstAdminUsername, password, role: 'super_admin' },
      context,
    );
    for (const line of firstAdminNotice({ username: user.username, password, signInUrl })) {
      print(line);
    }
    return { userId: user.id };
  } catch (error) {
    if (isDomainError(error) && error.code === 'USERNAME_EXISTS') return null;
    throw error;
  }
};
