import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLogger } from '@ghost/events';
import { startEmbedded } from '@ghost/web/embedded';
import { testSessions } from '../support/test-sessions-fixed.js';

// The embedded portal with the test sign-in double, so the bench can call the admin queries.
const dataDir = process.env.DATA_DIR ?? './data';
const site = join(dataDir, 'site');
mkdirSync(site, { recursive: true });
writeFileSync(join(site, 'index.html'), '<!doctype html><title>bench</title>');
const portal = await startEmbedded({
  port: Number(process.env.PORT ?? 0),
  host: '127.0.0.1',
  dataDir,
  staticDir: site,
  authenticator: testSessions,
  log: createLogger('bench-portal', process.env.LOG_LEVEL ?? 'info'),
});
process.on('SIGTERM', () => {
  void portal.stop().then(() => process.exit(0));
});
