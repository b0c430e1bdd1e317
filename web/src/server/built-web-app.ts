import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The built web app (`web/dist`), found from the web package's folder (the nearest one up with a
 * package.json), wherever this code runs from: its sources (web/src/server) under tsx and vitest,
 * or the compiled server (web/dist-server) that `npm start` serves.
 */
export const builtWebAppDir = (): string => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return join(dir, 'dist');
};
