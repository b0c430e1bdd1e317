import { readFileSync } from 'node:fs';

/**
 * Reads a CPU profile written by `node --cpu-prof` (BENCH_PROFILE=dir npm run bench) and prints
 * where the time went: the functions with the most time of their own, and the same grouped by
 * package (node_modules/…), by Node's internals, or by the project's sources. Idle time (the
 * process waiting for work) is left out of the shares.
 *
 *   npx tsx tests/bench/profile-summary.ts /tmp/prof/CPU.….cpuprofile [how many lines, 30] [name]
 *
 * With a function's name last, it prints instead the call paths that lead to that function's own
 * time (who pays it), the heaviest first; with `inclusive` last, each function's time with all
 * it called (what a layer costs: a middleware, a route), the heaviest first.
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

const [file, lines = '30', callersOf] = process.argv.slice(2);
if (!file) {
  console.error('usage: profile-summary.ts FILE.cpuprofile [lines] [function name]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parents.set(child, node.id);

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

/** The chain of callers of a node, innermost first, as `name file:line` (a few levels). */
const pathOf = (id: number, depth = 8): string => {
  const names: string[] = [];
  for (let at: number | undefined = id; at !== undefined && names.length < depth;) {
    const frame = nodes.get(at)?.callFrame;
    if (!frame) break;
    names.push(
      `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber + 1}`,
    );
    at = parents.get(at);
  }
  return names.join(' < ');
};

console.log(`busy ${(busy / 1e6).toFixed(1)} s (idle left out)`);
if (callersOf === 'inclusive') {
  const inclusive = new Map<string, number>();
  for (const [id, micros] of selfTime) {
    if (nodes.get(id)?.callFrame.functionName === '(idle)') continue;
    // Once per sample, however deep a function recurses.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const frame = nodes.get(at)?.callFrame;
      if (!frame) break;
      seen.add(
        `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*node_modules\//, '')}:${frame.lineNumber + 1}`,
      );
    }
    for (const name of seen) inclusive.set(name, (inclusive.get(name) ?? 0) + micros);
  }
  print('time with all it called, by function', inclusive);
} else if (callersOf) {
  const paths = new Map<string, number>();
  for (const [id, micros] of selfTime) {
    if (nodes.get(id)?.callFrame.functionName !== callersOf) continue;
    const path = pathOf(id);
    paths.set(path, (paths.get(path) ?? 0) + micros);
  }
  print(`what leads to ${callersOf}`, paths);
} else {
  print('own time by function', byFunction);
  print('own time by package or area', byArea);
}
