import { chmodSync, closeSync, mkdirSync, openSync, writeFileSync } from 'node:fs';

/*
 * The data files (the event log and its write-ahead log, the keys, the outboxes' e-mails and
 * checkpoints, backups, published checkpoints) are readable by their owner only: files 0600,
 * folders 0700, whatever the process's umask (set explicitly after each is made, since a umask
 * can only take permissions away and an existing file keeps the ones it had).
 */

export const privateFileMode = 0o600;
export const privateDirMode = 0o700;

/** A folder only its owner may enter, made (with its parents) if it is not there. */
export const ensurePrivateDir = (dir: string): void => {
  mkdirSync(dir, { recursive: true, mode: privateDirMode });
  chmodSync(dir, privateDirMode);
};

/** A file only its owner may read, made empty if it is not there (before a library opens it). */
export const ensurePrivateFile = (file: string): void => {
  closeSync(openSync(file, 'a', privateFileMode));
  chmodSync(file, privateFileMode);
};

/** Writes a file only its owner may read (`wx`: only if it does not exist yet). */
export const writePrivateFile = (
  file: string,
  data: string | Uint8Array,
  flag: 'w' | 'wx' | 'a' = 'w',
): void => {
  writeFileSync(file, data, { mode: privateFileMode, flag });
  chmodSync(file, privateFileMode);
};
