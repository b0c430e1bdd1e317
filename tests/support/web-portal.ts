import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { EmbeddedOptions } from '@ghost/web/embedded';
import { startTestPortal, type TestPortal } from './test-portal.js';

/**
 * The built web app (`npm run build`, which `npm test` runs before the tests). WEB_DIST names
 * another copy of a build, so a rebuild of web/dist meanwhile does not pull the pages away.
 */
export const webDist =
  process.env.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The embedded portal serving the real web app, for tests in a browser. */
export const startWebPortal = async (
  options: Partial<EmbeddedOptions> & { dataDir?: string } = {},
): Promise<TestPortal> => {
  if (!existsSync(`${webDist}/index.html`)) {
    throw new Error('The web app is not built: run `npm run build` before the browser tests');
  }
  return startTestPortal({ staticDir: webDist, ...options });
};
