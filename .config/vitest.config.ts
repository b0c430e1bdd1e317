import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));
const everywhere = (suffix: string) => [
  `{events,projectors,command-api,query-api,web,tests}/**/*.${suffix}`,
];
const exclude = ['**/node_modules/**', '**/dist/**'];

/**
 * How the suite spends this 2-core machine (measured in tests/README):
 * - Spec files share their worker's module cache (`isolate: false`): importing the portal again
 *   for each file cost more than most files' tests. A spec therefore leaves no global behind
 *   (fake timers, stubbed globals and environment variables are restored in its own hooks).
 * - Unit and integration files run two at a time, one per core.
 * - Browser files run one at a time, after them: one Chromium with its portal already keeps 1.6
 *   of the 2 cores busy; two files at once took 124 s where one after the other took 141, and
 *   three at once timed tests out.
 */
export default defineConfig({
  root,
  // The web app's `@/` imports (web/vite.config.ts), for unit specs of its features.
  resolve: { alias: { '@': fileURLToPath(new URL('../web/src', import.meta.url)) } },
  test: {
    exclude,
    isolate: false,
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', include: everywhere('unit.spec.{ts,tsx}'), exclude } },
      {
        extends: true,
        test: {
          name: 'int',
          include: everywhere('int.spec.ts'),
          exclude,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: everywhere('e2e.spec.ts'),
          exclude,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
