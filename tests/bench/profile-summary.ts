import { readFileSync } from 'node:fs';

/**
 * Reads a CPU profile written by `node --cpu-prof` (BENCH_PROFILE=dir npm run bench) and prints
 * where the time went: the functions with the most time of their own, and the same grouped by
 * package (node_modules/…), by Node's internals, or by the project's sources. Idle time (the
 * process waiting for work) is left out of the shares.
 *
 *   npx tsx tests/bench/profile-summary.ts /tmp/prof/CPU.….cpuprofile [how many lines, 30]
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, lines = '30'] = process.argv.slice(2);
if (!file) {
  console.error('usage: profile-summary.ts FILE.cpuprofile [lines]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));

/** Microseconds of each node's own time: each sample is charged the time until the next. */
const selfTime = new Map<number, number>();
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index + 1] ?? 0;
  selfTime.set(id, (selfTime.get(id) ?? 0) + delta);
});

const areaOf = (url: string, name: string): string => {
  if (url === '') return name.startsWith('(') ? name : '(native)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules?.[1]) return modules[1];
  if (url.startsWith('node:')) return url;
  const source = /\/(events|projectors|command-api|query-api|web|tests)\/(src|dist-server)\//.exec(
    url,
  );
  return source ? `${source[1]} (ours)` : url;
};

const byFunction = new Map<string, number>();
const byArea = new Map<string, number>();
let busy = 0;
for (const [id, micros] of selfTime) {
  const node = nodes.get(id);
  if (!node) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  if (functionName === '(idle)') continue;
  busy += micros;
  const name = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '')}:${lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  const area = areaOf(url, functionName);
  byArea.set(area, (byArea.get(area) ?? 0) + micros);
}

const print = (title: string, entries: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, Number(lines))) {
    console.log(
      `${((micros / busy) * 100).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${name}`,
    );
  }
};

console.log(`busy ${(busy / 1e6).toFixed(1)} s (idle left out)`);
print('own time by function', byFunction);
print('own time by package or area', byArea);
