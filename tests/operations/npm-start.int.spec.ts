import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// A clone in miniature: the real start script, a lockfile with no package, and npm scripts that
// only note that they ran (the install through the root's postinstall, which `npm ci` runs).
const startScript = fileURLToPath(new URL('../../.config/start.mjs', import.meta.url));
const clone = mkdtempSync(join(tmpdir(), 'ghost-npm-start-'));
afterAll(() => {
  rmSync(clone, { recursive: true, force: true });
});

const noting = (action: string, extra = '') =>
  `node -e "const fs=require('fs');${extra}fs.appendFileSync('actions.log','${action}\\n')"`;

const write = (path: string, text: string) => {
  mkdirSync(dirname(join(clone, path)), { recursive: true });
  writeFileSync(join(clone, path), text);
};

write(
  'package.json',
  JSON.stringify({
    name: 'clone',
    private: true,
    scripts: {
      postinstall: noting('install'),
      'build:web': noting(
        'build',
        "fs.mkdirSync('web/dist',{recursive:true});fs.writeFileSync('web/dist/index.html','app');",
      ),
      'build:server': noting(
        'build-server',
        "fs.mkdirSync('web/dist-server',{recursive:true});fs.writeFileSync('web/dist-server/embedded-main.js','');",
      ),
      serve: 'node serve.js',
    },
  }),
);
const lockfile = JSON.stringify({
  name: 'clone',
  lockfileVersion: 3,
  requires: true,
  packages: { '': { name: 'clone' } },
});
write('package-lock.json', lockfile);
write('serve.js', "require('fs').appendFileSync('actions.log', 'serve\\n');\n");
write('web/src/main.tsx', 'export const app = 1;\n');
write('web/src/server/embedded.ts', 'export const server = 1;\n');
write('web/src/server/embedded.int.spec.ts', 'export const spec = 1;\n');
write('command-api/src/main.ts', 'export const service = 1;\n');
write('events/src/contract/index.ts', 'export const shapes = 1;\n');
mkdirSync(join(clone, '.config'));
copyFileSync(startScript, join(clone, '.config', 'start.mjs'));

/** Runs `npm start` as the script does it, and answers what it did, in order. */
const npmStart = (): string[] => {
  rmSync(join(clone, 'actions.log'), { force: true });
  const started = spawnSync(process.execPath, ['.config/start.mjs'], {
    cwd: clone,
    encoding: 'utf8',
  });
  expect(started.status, started.stderr).toBe(0);
  return readFileSync(join(clone, 'actions.log'), 'utf8').trim().split('\n');
};

describe('npm start', () => {
  it('installs, builds and compiles on a fresh clone, then only serves until the lockfile or the sources change', () => {
    expect(npmStart()).toEqual(['install', 'build', 'build-server', 'serve']);
    expect(npmStart()).toEqual(['serve']);

    // The server's own sources are compiled (web/dist-server), not in the web app's bundle.
    appendFileSync(join(clone, 'web/src/server/embedded.ts'), '// changed\n');
    expect(npmStart()).toEqual(['build-server', 'serve']);
    appendFileSync(join(clone, 'command-api/src/main.ts'), '// changed\n');
    expect(npmStart()).toEqual(['build-server', 'serve']);
    // A spec is in neither.
    appendFileSync(join(clone, 'web/src/server/embedded.int.spec.ts'), '// changed\n');
    expect(npmStart()).toEqual(['serve']);

    appendFileSync(join(clone, 'web/src/main.tsx'), '// changed\n');
    expect(npmStart()).toEqual(['build', 'serve']);
    expect(npmStart()).toEqual(['serve']);

    // The shared kernel is in both: the shapes the web app imports, and the server's code.
    appendFileSync(join(clone, 'events/src/contract/index.ts'), '// changed\n');
    expect(npmStart()).toEqual(['build', 'build-server', 'serve']);

    // A new lockfile: a clean install, and a build with what it installed.
    write('package-lock.json', `${lockfile}\n`);
    expect(npmStart()).toEqual(['install', 'build', 'build-server', 'serve']);
    expect(npmStart()).toEqual(['serve']);

    rmSync(join(clone, 'web/dist'), { recursive: true });
    expect(npmStart()).toEqual(['build', 'serve']);
    rmSync(join(clone, 'web/dist-server'), { recursive: true });
    expect(npmStart()).toEqual(['build-server', 'serve']);
    // Twenty starts, each a few npm runs of a second or so: more than an HTTP test's 30 s.
  }, 180_000);
});
