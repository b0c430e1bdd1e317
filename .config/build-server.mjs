// `npm run build:server`: compiles the server entries to plain JavaScript under web/dist-server/,
// so a serving process runs Node alone instead of transpiling TypeScript through tsx's loader
// (whose hooks a profile under load still found at work). esbuild bundles the workspaces' own
// code (@ghost/*, read from their TypeScript sources) and leaves every npm package an import, as
// installed under node_modules. Type checking is `npm run typecheck`'s job, not this one's.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
export const outdir = 'web/dist-server';

/** The processes a deployment runs, and the SQLite writer thread the event store starts. */
const entryPoints = {
  // npm start: the whole portal in one process.
  'embedded-main': 'web/src/server/embedded-main.ts',
  // docker-compose.yml: one process each.
  'gateway-main': 'web/src/server/gateway-main.ts',
  'command-api-main': 'command-api/src/main.ts',
  'query-api-main': 'query-api/src/main.ts',
  'projectors-main': 'projectors/src/main.ts',
  // Started by SqliteEventStore as ./writer-thread.js beside the code that starts it.
  'writer-thread': 'events/src/store/sqlite/writer-thread.ts',
};

/** npm packages stay imports (native modules, files they read beside them); ours are compiled in. */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(compiler) {
    compiler.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@ghost/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(new URL(`../${outdir}`, import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints,
  outdir,
  bundle: true,
  // Code shared by several entries is one chunk, loaded once.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Not minified: a stack trace in a log still names the functions. Maps beside each file, for
  // `node --enable-source-maps` when a trace must point into the TypeScript.
  sourcemap: 'linked',
  plugins: [packagesStayExternal],
  logLevel: 'warning',
});
