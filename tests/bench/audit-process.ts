import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { auditKeyFromSeed, exportLog, SqliteEventStore, verifyLog } from '@ghost/events';
import { readFileSync } from 'node:fs';

/**
 * One audit pass over a log, in a process of its own as `npm run audit` is: AUDIT_MODE `verify`
 * (every chain and checkpoint) or `export` (JSON Lines to EXPORT_FILE, secrets redacted), timed
 * from the first read to the last. Prints one JSON line.
 */
const file = process.env.EVENTS_FILE;
const mode = process.env.AUDIT_MODE;
if (!file || (mode !== 'verify' && mode !== 'export')) {
  throw new Error('EVENTS_FILE names the log, AUDIT_MODE is verify or export');
}
const store = new SqliteEventStore(file);
const began = performance.now();
let events: number;
if (mode === 'verify') {
  const seed = Buffer.from(readFileSync(process.env.AUDIT_KEY_FILE ?? '', 'utf8').trim(), 'base64');
  const report = await verifyLog(store, { publicKey: auditKeyFromSeed(seed).publicKey });
  if (!report.ok)
    throw new Error(`the bench log does not verify: ${JSON.stringify(report.findings)}`);
  events = report.eventsChecked;
} else {
  const out = createWriteStream(process.env.EXPORT_FILE ?? '/dev/null');
  const written = await exportLog(store, async (chunk) => {
    if (!out.write(chunk)) await once(out, 'drain');
  });
  out.end();
  await once(out, 'finish');
  events = written.events;
}
const seconds = (performance.now() - began) / 1000;
await store.close();
console.log(JSON.stringify({ msg: 'audited', mode, events, seconds }));
