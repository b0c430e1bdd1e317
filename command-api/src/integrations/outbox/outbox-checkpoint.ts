import { readFileSync } from 'node:fs';
import { chmod, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ensurePrivateDir, privateFileMode, type GlobalPosition } from '@ghost/events';

/**
 * Where an outbox resumes reading the log: a position before which every delivery it knows of is
 * settled. Without one it reads the whole log at every start, which is also correct.
 */
export interface OutboxCheckpoint {
  load(): Promise<GlobalPosition | null>;
  save(position: GlobalPosition): Promise<void>;
}

const readPosition = (text: string): GlobalPosition | null => {
  try {
    const saved = JSON.parse(text) as { position?: unknown };
    return typeof saved.position === 'number' ? saved.position : null;
  } catch {
    // Unreadable: start from the beginning of the log, which is slower but just as correct.
    return null;
  }
};

/** A checkpoint in a small JSON file, replaced atomically (write, then rename). */
export const fileCheckpoint = (file: string): OutboxCheckpoint => ({
  load: () => {
    try {
      return Promise.resolve(readPosition(readFileSync(file, 'utf8')));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return Promise.resolve(null);
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  },
  save: async (position) => {
    ensurePrivateDir(dirname(file));
    const next = `${file}.next`;
    await writeFile(next, JSON.stringify({ position }), { mode: privateFileMode });
    await chmod(next, privateFileMode);
    await rename(next, file);
  },
});
