// `npm start`: installs the packages, builds the web app and compiles the server only when what
// they come from changed since the last start, then serves the portal. Plain Node with no
// dependency, since on a fresh clone nothing is installed yet. What was done is stamped under
// node_modules/.cache/ghost-start: the lockfile's hash once `npm ci` succeeded, the web sources'
// hash once the web build did, the server sources' hash once the server was compiled (a fresh
// `npm ci` empties node_modules, and so the stamps, with it).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stamps = join(root, 'node_modules', '.cache', 'ghost-start');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** What the web bundle is built from: the app, its build settings, and the shared kernel it imports. */
const webInputs = [
  'package-lock.json',
  'web/package.json',
  'web/index.html',
  'web/vite.config.ts',
  'web/tsconfig.json',
  'web/public',
  'web/src',
  'events/src',
];
/** What the compiled server (web/dist-server, `npm run build:server`) is built from. */
const serverInputs = [
  'package-lock.json',
  '.config/build-server.mjs',
  'events/package.json',
  'events/src',
  'projectors/package.json',
  'projectors/src',
  'command-api/package.json',
  'command-api/src',
  'query-api/package.json',
  'query-api/src',
  'web/src/server',
];
const isSpec = (path) => /\.spec\.tsx?$/.test(path);
/** The server's own code is not in the web bundle: a change there needs no new web build. */
const notInWebBundle = (path) => path.startsWith(`web${sep}src${sep}server${sep}`) || isSpec(path);

const filesUnder = (path) => {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && entry.name !== 'dist')
    .flatMap((entry) => filesUnder(join(path, entry.name)));
};

/** One hash over the files' names and contents, in a fixed order, but those `leftOut`. */
const hashOf = (paths, leftOut = () => false) => {
  const hash = createHash('sha256');
  const files = paths
    .flatMap((path) => filesUnder(join(root, path)))
    .map((file) => relative(root, file))
    .filter((file) => !leftOut(file))
    .sort();
  for (const file of files) {
    hash.update(`${file.split(sep).join('/')}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
};

const stampOf = (name) => {
  try {
    return readFileSync(join(stamps, name), 'utf8').trim();
  } catch {
    return null;
  }
};

const stamp = (name, value) => {
  mkdirSync(stamps, { recursive: true });
  writeFileSync(join(stamps, name), `${value}\n`);
};

const run = (args) => {
  process.stdout.write(`\n> npm ${args.join(' ')}\n`);
  const done = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (done.status !== 0) process.exit(done.status ?? 1);
};

const lockHash = hashOf(['package-lock.json']);
if (!existsSync(join(root, 'node_modules')) || stampOf('install') !== lockHash) {
  run(['ci', '--no-audit', '--no-fund']);
  stamp('install', lockHash);
}
const webHash = hashOf(webInputs, notInWebBundle);
if (!existsSync(join(root, 'web', 'dist', 'index.html')) || stampOf('build') !== webHash) {
  run(['run', 'build:web']);
  stamp('build', webHash);
}
const serverHash = hashOf(serverInputs, isSpec);
const serverEntry = join(root, 'web', 'dist-server', 'embedded-main.js');
if (!existsSync(serverEntry) || stampOf('build-server') !== serverHash) {
  run(['run', 'build:server']);
  stamp('build-server', serverHash);
}

// The portal itself: the `serve` script's node command, run directly (neither npm nor a shell
// in between, which would not pass a signal on), so Ctrl-C and SIGTERM reach it and it stops
// cleanly; this script ends with its exit code.
const serve = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.serve;
const [command, ...args] = serve.trim().split(/\s+/);
if (command !== 'node') throw new Error(`The serve script must be a plain node command: ${serve}`);
const portal = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    portal.kill(signal);
  });
}
portal.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
