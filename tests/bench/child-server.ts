import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/**
 * The portal as `npm start` serves it: the compiled server (`npm run build` makes it), unless
 * BENCH_PORTAL_ENTRY names another entry (the TypeScript one, run through tsx, to compare).
 */
export const portalEntry =
  process.env.BENCH_PORTAL_ENTRY ??
  fileURLToPath(new URL('../../web/dist-server/embedded-main.js', import.meta.url));

export interface ChildServer {
  url: string;
  /** The local stand-ins the portal started (its start log's `sandboxes`: card, chain, …). */
  sandboxes: Record<string, string>;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Where a child writes its CPU profile when BENCH_PROFILE names a directory (`node --cpu-prof`:
 * one .cpuprofile per process, written as it exits; open it in Chrome's DevTools or speedscope).
 */
const profiling = (): string[] => {
  const dir = process.env.BENCH_PROFILE;
  return dir ? ['--cpu-prof', '--cpu-prof-dir', dir] : [];
};

/**
 * Starts a server entry in its own Node process (so the load generator does not share its event
 * loop), under another umask if asked, and waits for the JSON log line that names its port. A
 * compiled entry (`.js`, as `npm start` serves) runs on Node alone; a TypeScript one through
 * tsx's loader.
 */
export const startChildServer = (
  entry: string,
  env: Record<string, string>,
  options: { umask?: string } = {},
): Promise<ChildServer> =>
  new Promise((resolve, reject) => {
    const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
    const node = [process.execPath, ...profiling(), ...loader, entry];
    // A umask is a shell's to set: `sh -c 'umask 000 && exec node …'`.
    const [command, ...args] =
      options.umask === undefined
        ? node
        : ['/bin/sh', '-c', `umask ${options.umask} && exec "$@"`, 'sh', ...node];
    const child = spawn(command ?? process.execPath, args, {
      env: {
        ...process.env,
        PORT: '0',
        LOG_LEVEL: 'info',
        // Its load comes from one address: the public rate limits would cut it off.
        RATE_LIMIT_TRACKING_PER_MINUTE: '1000000',
        RATE_LIMIT_SUBMISSIONS_PER_MINUTE: '1000000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`${entry} did not start within 60 s`));
    }, 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with ${String(code)}`));
    });
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      let parsed: { port?: number; msg?: string; sandboxes?: Record<string, string> } = {};
      try {
        parsed = JSON.parse(line) as typeof parsed;
      } catch {
        return;
      }
      if (parsed.msg !== 'portal listening' && parsed.msg !== 'listening') return;
      clearTimeout(timer);
      lines.removeAllListeners('line');
      child.stdout.resume();
      resolve({
        url: `http://127.0.0.1:${parsed.port}`,
        sandboxes: parsed.sandboxes ?? {},
        child,
        stop: () =>
          new Promise((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => {
              done();
            });
            child.kill('SIGTERM');
          }),
      });
    });
  });
