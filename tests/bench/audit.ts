import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { LogCheckpointer } from '@ghost/command-api';
import {
  auditKeyFile,
  createLogger,
  loadOrCreateAuditKey,
  loadOrCreateSealKey,
  SecretBox,
  SqliteEventStore,
} from '@ghost/events';
import { createTestAdmin, signIn } from '../support/admins.js';
import { portalEntry, startChildServer } from './child-server.js';
import { generateLog } from './generate-log.js';
import type { Measure } from './measure.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** A log as the portal writes it: payments, and a signed checkpoint every 1,000 events. */
const signedLog = async (dir: string, payments: number) => {
  const file = join(dir, 'events.db');
  const key = loadOrCreateAuditKey(dir);
  const store = new SqliteEventStore(file);
  const checkpointer = new LogCheckpointer({
    eventStore: store,
    key,
    clock: () => new Date(),
    log: createLogger('bench', 'silent'),
    everyEvents: 1000,
  });
  await checkpointer.start();
  await generateLog(file, payments);
  await checkpointer.stop();
  await store.close();
  execFileSync('sync');
  return file;
};

interface Pass {
  events: number;
  seconds: number;
}

/** One verification or export in a fresh process, as `npm run audit` runs. */
const pass = async (mode: 'verify' | 'export', dir: string): Promise<Pass> => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', here('./audit-process.ts')],
    {
      env: {
        ...process.env,
        EVENTS_FILE: join(dir, 'events.db'),
        AUDIT_MODE: mode,
        AUDIT_KEY_FILE: auditKeyFile(dir),
        EXPORT_FILE: join(dir, 'export.jsonl'),
      },
    },
  );
  const line = stdout.split('\n').find((text) => text.includes('"audited"'));
  if (!line) throw new Error(`the ${mode} printed no result: ${stdout}`);
  return JSON.parse(line) as Pass;
};

/**
 * The audit's figures (issue 14) over a log of `payments` payments (two events each, and the
 * checkpoints): `npm run audit -- verify` and `export` in fresh processes (the median of `runs`),
 * and an as-of question asked of the running portal by a signed-in auditor, the first time (a
 * replay into a store of its own) and then again (the store kept).
 */
export const benchAudit = async (options: {
  payments: number;
  runs: number;
}): Promise<Measure[]> => {
  const dir = mkdtempSync(join(tmpdir(), 'ghost-audit-bench-'));
  try {
    await signedLog(dir, options.payments);
    const rates = async (mode: 'verify' | 'export') => {
      const passes: Pass[] = [];
      for (let run = 0; run < options.runs; run += 1) passes.push(await pass(mode, dir));
      const perSecond = passes.map((done) => done.events / done.seconds);
      console.error(
        `audit ${mode}: ${perSecond.map((rate) => rate.toFixed(0)).join(', ')} events/s`,
      );
      return { events: passes[0]?.events ?? 0, perSecond };
    };
    const verified = await rates('verify');
    const exported = await rates('export');

    const accounts = new SqliteEventStore(join(dir, 'events.db'));
    const auditor = await createTestAdmin(
      {
        eventStore: accounts,
        secretBox: new SecretBox(loadOrCreateSealKey(dir)),
        clock: () => new Date(),
      },
      { role: 'auditor' },
    );
    await accounts.close();
    const portal = await startChildServer(portalEntry, {
      DATA_DIR: dir,
    });
    try {
      const { headers } = await signIn({ url: portal.url, clock: () => new Date() }, auditor);
      const timed = async (path: string) => {
        const began = performance.now();
        const answer = await fetch(`${portal.url}${path}`, { headers });
        await answer.arrayBuffer();
        if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
        return performance.now() - began;
      };
      // The audit screen's first look (the chain) builds the index of the log.
      const indexMs = await timed('/api/audit/chain');
      const head = (await (
        await fetch(`${portal.url}/api/audit/events?limit=20`, { headers })
      ).json()) as {
        head: number;
      };
      const moment = `/api/audit/as-of/stats?position=${head.head - 10}`;
      const firstMs = await timed(moment);
      const again: number[] = [];
      for (let n = 0; n < 20; n += 1) again.push(await timed(moment));
      const listMs = await timed(
        `/api/audit/as-of/transactions?position=${head.head - 10}&limit=50`,
      );
      console.error(
        `audit as-of: index ${indexMs.toFixed(0)} ms, first ${firstMs.toFixed(0)} ms, again median ${median(again).toFixed(1)} ms (max ${Math.max(...again).toFixed(1)}), list ${listMs.toFixed(1)} ms`,
      );
      const events = verified.events.toLocaleString('en');
      return [
        {
          name: `audit verify (${events} events, median of ${options.runs})`,
          value: `${median(verified.perSecond).toFixed(0)} events/s (${verified.perSecond.map((rate) => rate.toFixed(0)).join(', ')})`,
          target: '≥ 200,000 events/s',
        },
        {
          name: `audit export (${events} events, median of ${options.runs})`,
          value: `${median(exported.perSecond).toFixed(0)} events/s (${exported.perSecond.map((rate) => rate.toFixed(0)).join(', ')})`,
          target: '≥ 100,000 events/s',
        },
        {
          name: `as-of stats over ${events} events, first time`,
          value: `${(firstMs / 1000).toFixed(2)} s (index of the log before it: ${(indexMs / 1000).toFixed(2)} s)`,
          target: '≤ 2 s',
        },
        {
          name: 'as-of stats, the same moment again (median, max of 20)',
          value: `${median(again).toFixed(1)} ms, ${Math.max(...again).toFixed(1)} ms; its list page ${listMs.toFixed(1)} ms`,
          target: '≤ 50 ms',
        },
      ];
    } finally {
      await portal.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
