import { isDomainError } from '@ghost/events';
import type { CommandApiDeps } from '../deps.js';
import { createAdmin } from './create-admin.js';
import { identityDepsOf } from './identity-deps.js';
import { newOneTimePassword } from './one-time-password.js';

export const firstAdminUsername = 'admin';

/**
 * On an empty log, opens the first super admin with a random one-time password and prints it,
 * once: it is kept nowhere else (the log holds only its sealed hash). The first sign-in then has
 * to set up two-factor before anything else. Safe to call at every start, from every instance:
 * a log that holds anything, or a name already reserved, means someone bootstrapped already.
 */
export const bootstrapFirstAdmin = async (
  deps: CommandApiDeps,
  print: (line: string) => void,
): Promise<{ userId: string } | null> => {
  if ((await deps.eventStore.headPosition()) !== null) return null;
  const password = newOneTimePassword();
  const commandId = deps.newId();
  try {
    const { user } = await createAdmin(
      identityDepsOf(deps),
      { username: firstAdminUsername, password, role: 'super_admin' },
      {
        actor: { kind: 'system', id: 'bootstrap' },
        commandId,
        correlationId: commandId,
        now: deps.clock(),
      },
    );
    print(`First start: created the super admin "${user.username}".`);
    print(`One-time password: ${password}`);
    print(
      'It is shown only this once. Sign in at /admin, set up two-factor authentication, then change the password.',
    );
    return { userId: user.id };
  } catch (error) {
    if (isDomainError(error) && error.code === 'USERNAME_EXISTS') return null;
    throw error;
  }
};
