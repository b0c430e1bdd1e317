import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  DomainError,
  EventStoreDbEventStore,
  SecretBox,
  SqliteEventStore,
  adminRoles,
  envSealKey,
  isDomainError,
  loadOrCreateSealKey,
  parseEnv,
  streams,
  type EventStore,
} from '@ghost/events';
import { z } from 'zod';
import { acceptPassword } from '../admins/account-input.js';
import { adminDecider, type AdminCommand } from '../admins/admin-decider.js';
import { createAdmin } from '../admins/create-admin.js';
import type { IdentityDeps } from '../admins/identity-deps.js';
import { userIdOf } from '../admins/load-admin.js';
import { createArgon2idHasher } from '../auth/password-hashing.js';
import type { CommandContext } from '../handling/command-context.js';
import { handleCommand } from '../handling/handle-command.js';
import { PasswordInputError } from './password-input.js';

export const usage = `Usage:
  npm run admin -- create --username U [--role admin|super_admin|auditor] [--email E]
  npm run admin -- reset-password --username U
  npm run admin -- reset-2fa --username U

create and reset-password ask for the password at a hidden prompt, or read it from the first
line of standard input: printf '%s\\n' "$PASSWORD" | npm run admin -- reset-password --username U

Works on the event store the server uses: EVENTSTORE_URL when set, else DATA_DIR/events.db
(DATA_DIR defaults to ./data). A running server sees the change within a second.`;

/** Why a password is never an argument: every user of the machine sees a process's arguments. */
const passwordArgumentRefused =
  "--password is not taken: every user of this machine can read a command's arguments. Type the password at the prompt, or pipe it on standard input.";

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Reads a password out of sight (a hidden prompt, or standard input). */
  password: (message: string) => Promise<string>;
}

const openStore = async (env: NodeJS.ProcessEnv) => {
  const config = parseEnv(
    {
      DATA_DIR: z.string().min(1).default('./data'),
      EVENTSTORE_URL: z.string().min(1).optional(),
      SEAL_KEY: envSealKey().optional(),
    },
    env,
  );
  const dataDir = resolve(config.DATA_DIR);
  if (!config.EVENTSTORE_URL || !config.SEAL_KEY) mkdirSync(dataDir, { recursive: true });
  const eventStore: EventStore = config.EVENTSTORE_URL
    ? await EventStoreDbEventStore.connect(config.EVENTSTORE_URL)
    : new SqliteEventStore(join(dataDir, 'events.db'));
  const secretBox = new SecretBox(config.SEAL_KEY ?? loadOrCreateSealKey(dataDir));
  return { eventStore, secretBox };
};

const operatorContext = (): CommandContext => {
  const commandId = randomUUID();
  return {
    actor: { kind: 'system', id: 'admin-cli', username: userInfo().username },
    commandId,
    correlationId: commandId,
    now: new Date(),
  };
};

/** Runs a command on the account `username` names; the command is built for its stream. */
const accountCommand = async (
  deps: IdentityDeps,
  username: string,
  command: (stream: string) => AdminCommand,
) => {
  const userId = await userIdOf(deps.eventStore, username);
  if (userId === null) throw new DomainError('USER_NOT_FOUND', `No admin is called "${username}".`);
  const stream = streams.admin(userId);
  const handled = await handleCommand(
    deps.eventStore,
    stream,
    adminDecider,
    command(stream),
    operatorContext(),
  );
  return handled.events.map((event) => event.type);
};

/**
 * The admin CLI, run on the server's machine: creates an admin, or resets one's password or
 * second factor. It prints no secret. Answers the process exit code.
 */
export const runAdminCli = async (
  argv: string[],
  env: NodeJS.ProcessEnv,
  io: CliIo,
): Promise<number> => {
  if (argv.some((arg) => arg === '--password' || arg.startsWith('--password='))) {
    io.err(passwordArgumentRefused);
    return 2;
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        username: { type: 'string' },
        email: { type: 'string' },
        role: { type: 'string', default: 'admin' },
      },
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  const [action] = parsed.positionals;
  const { username, email, role } = parsed.values;
  const known = ['create', 'reset-password', 'reset-2fa'];
  if (!action || !known.includes(action) || !username) {
    io.err(usage);
    return 2;
  }
  if (!adminRoles.includes(role as (typeof adminRoles)[number])) {
    io.err(`--role must be one of ${adminRoles.join(', ')}`);
    return 2;
  }
  let password = '';
  if (action === 'create' || action === 'reset-password') {
    try {
      password = await io.password(`Password for "${username}":`);
    } catch (error) {
      if (!(error instanceof PasswordInputError)) throw error;
      io.err(error.message);
      return 1;
    }
  }

  const { eventStore, secretBox } = await openStore(env);
  const deps: IdentityDeps = {
    eventStore,
    secretBox,
    passwords: createArgon2idHasher(),
    newId: randomUUID,
    progress: null,
    onCompensationFailure: (error, key) => {
      io.err(`The reservation ${key} could not be released: ${String(error)}`);
    },
  };
  try {
    if (action === 'create') {
      const { user } = await createAdmin(
        deps,
        {
          username,
          email: email ?? null,
          password,
          role: role as (typeof adminRoles)[number],
        },
        operatorContext(),
      );
      io.out(`Created ${user.role} "${user.username}" (id ${user.id}).`);
      io.out(
        'The password is one-time: it must be changed at the first sign-in, within 72 hours, and two-factor set up.',
      );
    } else if (action === 'reset-password') {
      const hash = await deps.passwords.hash(acceptPassword(password));
      await accountCommand(deps, username, (stream) => ({
        kind: 'ResetPassword',
        passwordHash: secretBox.seal(hash, stream),
        now: new Date(),
      }));
      io.out(`Password of "${username}" reset; their sessions were signed out.`);
      io.out('The password is one-time: it must be changed at the next sign-in, within 72 hours.');
    } else {
      const recorded = await accountCommand(deps, username, () => ({
        kind: 'ResetTwoFactor',
        now: new Date(),
      }));
      io.out(
        recorded.includes('TwoFactorDisabled')
          ? `Two-factor of "${username}" reset; they set it up again at their next sign-in.`
          : `"${username}" had no two-factor to reset.`,
      );
      if (recorded.includes('AdminSessionsRevoked')) io.out('Their sessions were signed out.');
    }
    return 0;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    io.err(`${error.message}${error.details.field ? ` (${error.details.field})` : ''}`);
    return 1;
  } finally {
    await eventStore.close();
  }
};
