import { DomainError, streams, type GlobalPosition, type SealedSecret } from '@ghost/events';
import type { CommandContext } from '../handling/command-context.js';
import { recordWithReservations } from '../reservations/record-with-reservations.js';
import type { ReservationPurpose } from '../reservations/reservation.js';
import type { ReservationOwner } from '../reservations/reservation-reconciler.js';
import { acceptEmail, acceptPassword, acceptUsername } from './account-input.js';
import type { AdminRole } from './admin-account.js';
import { adminDecider } from './admin-decider.js';
import { oneTimeUntil, type ActingAdmin, type AdminCommand } from './admin-commands.js';
import { settled, type IdentityDeps } from './identity-deps.js';
import { userIdOf } from './load-admin.js';

export interface NewAdmin {
  username: string;
  email?: string | null;
  password: string;
  role: AdminRole;
}

/**
 * Who opens the account, and whether its password is one-time. A password someone other than its
 * holder chose (the first start's, the admin CLI's, a super admin's) is one-time by default: it
 * lasts 72 hours and must be changed at the first sign-in. `oneTime: false` is for an account
 * whose holder typed their own password (the tests' and the benchmark's accounts).
 */
export interface OpenedBy {
  /** The super admin opening it through the API (a new super admin needs a step-up). */
  by?: ActingAdmin;
  oneTime?: boolean;
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

const usernamePurpose: ReservationPurpose = 'admin username';

/** A username is held for an account, whose stream AdminCreated opens. */
export const usernameOwner: ReservationOwner = {
  holds: (purpose) => purpose === usernamePurpose,
  streamOf: (userId) => streams.admin(userId),
  openedBy: 'AdminCreated',
  noun: 'account',
};

/**
 * Opens an account with the reservation of its username on its own stream (case-insensitive), so
 * two admins created at once under one name can never both exist, and no name is ever held for an
 * account that was not recorded (see recordWithReservations).
 */
export const createAdmin = async (
  deps: IdentityDeps,
  input: NewAdmin,
  context: CommandContext,
  opened: OpenedBy = {},
): Promise<CreatedAdmin> => {
  const username = acceptUsername(input.username);
  const email = acceptEmail(input.email);
  const password = acceptPassword(input.password);
  // A cheap early answer before the costly hash; the reservation below is what decides.
  if ((await userIdOf(deps.eventStore, username)) !== null) {
    throw new DomainError('USERNAME_EXISTS', undefined, { field: 'username' });
  }
  const userId = deps.newId();
  const command = (passwordHash: SealedSecret): AdminCommand => ({
    kind: 'CreateAdmin',
    userId,
    username,
    email,
    role: input.role,
    passwordHash,
    oneTimeUntil: opened.oneTime === false ? null : oneTimeUntil(context.now),
    ...(opened.by && { by: opened.by }),
  });
  // Refuse what can be refused (a super admin without a step-up) before paying for a hash.
  adminDecider.decide(command(deps.secretBox.seal('', streams.admin(userId))), { exists: false });
  const passwordHash = deps.secretBox.seal(
    await deps.passwords.hash(password),
    streams.admin(userId),
  );
  const { position } = await recordWithReservations(
    deps,
    {
      keys: [streams.username(username)],
      purpose: usernamePurpose,
      by: userId,
      refusal: () => new DomainError('USERNAME_EXISTS', undefined, { field: 'username' }),
      releaseReason: 'the account could not be recorded',
    },
    {
      streamId: streams.admin(userId),
      decider: adminDecider,
      command: command(passwordHash),
      // A new id: the account's stream is known to be empty without reading it.
      history: [],
    },
    context,
  );
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
