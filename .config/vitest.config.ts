import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));
const everywhere = (suffix: string) => [
  `{events,projectors,command-api,query-api,web,tests}/**/*.${suffix}`,
];
const exclude = ['**/node_modules/**', '**/dist/**'];

export default defineConfig({
  root,
  // The web app's `@/` imports (web/vite.config.ts), for unit specs of its features.
  resolve: { alias: { '@': fileURLToPath(new URL('../web/src', import.meta.url)) } },
  test: {
    exclude,
    // Integration and end-to-end specs open SQLite files and sockets; give them room on 2 cores.
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
          fileParallelism: false,
        },
      },
    ],
  },
});
