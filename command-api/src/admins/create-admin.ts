import { DomainError, streams, type GlobalPosition } from '@ghost/events';
import type { CommandContext } from '../handling/command-context.js';
import { handleCommand } from '../handling/handle-command.js';
import { reservationDecider } from '../reservations/reservation.js';
import { releaseReservation } from '../reservations/release-reservation.js';
import { acceptEmail, acceptPassword, acceptUsername } from './account-input.js';
import type { AdminRole } from './admin-account.js';
import { adminDecider } from './admin-decider.js';
import { settled, type IdentityDeps } from './identity-deps.js';
import { userIdOf } from './load-admin.js';

export interface NewAdmin {
  username: string;
  email?: string | null;
  password: string;
  role: AdminRole;
}

export interface CreatedAdmin {
  user: {
    id: string;
    username: string;
    email: string | null;
    role: AdminRole;
    created_at: string;
    last_login: null;
    twofa_enabled: false;
    twofa_setup_at: null;
  };
  position: GlobalPosition | null;
}

/**
 * Opens an account. The username is reserved first on its own stream (case-insensitive), so two
 * admins created at once under one name can never both exist; if the account itself then cannot
 * be recorded, the name is released again.
 */
export const createAdmin = async (
  deps: IdentityDeps,
  input: NewAdmin,
  context: CommandContext,
): Promise<CreatedAdmin> => {
  const username = acceptUsername(input.username);
  const email = acceptEmail(input.email);
  const password = acceptPassword(input.password);
  // A cheap early answer before the costly hash; the reservation below is what decides.
  if ((await userIdOf(deps.eventStore, username)) !== null) {
    throw new DomainError('USERNAME_EXISTS', undefined, { field: 'username' });
  }
  const passwordHash = deps.secretBox.seal(await deps.passwords.hash(password));
  const userId = deps.newId();
  const key = streams.username(username);
  await handleCommand(
    deps.eventStore,
    key,
    reservationDecider,
    {
      kind: 'Reserve',
      key,
      purpose: 'admin username',
      by: userId,
      taken: { code: 'USERNAME_EXISTS', details: { field: 'username' } },
    },
    context,
  );
  let position: GlobalPosition | null;
  try {
    ({ position } = await handleCommand(
      deps.eventStore,
      streams.admin(userId),
      adminDecider,
      { kind: 'CreateAdmin', userId, username, email, role: input.role, passwordHash },
      context,
    ));
  } catch (error) {
    await releaseReservation(
      deps,
      { key, by: userId, reason: 'the account could not be recorded' },
      context,
    );
    throw error;
  }
  await settled(deps.progress, position);
  return {
    user: {
      id: userId,
      username,
      email,
      role: input.role,
      created_at: context.now.toISOString(),
      last_login: null,
      twofa_enabled: false,
      twofa_setup_at: null,
    },
    position,
  };
};
