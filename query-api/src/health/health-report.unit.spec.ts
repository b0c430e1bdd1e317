import { describe, expect, it } from 'vitest';
import { createLogger } from '@ghost/events';
import { healthReportSchema } from '@ghost/events/contract';
import { probeHealth } from './health-report.js';

describe('the health report', () => {
  it('says only up or down per part when the stores fail, the errors going to the log', async () => {
    const logged: Record<string, unknown>[] = [];
    const log = createLogger('test', 'warn', {
      write: (line: string) => {
        logged.push(JSON.parse(line) as Record<string, unknown>);
      },
    });
    const report = await probeHealth({
      head: () => Promise.reject(new Error('SQLITE_CANTOPEN: /srv/ghost/data/events.db')),
      readStore: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.7:27017')),
      projected: () => Promise.resolve(12),
      log,
    });
    expect(report).toEqual({
      status: 'degraded',
      eventStore: { status: 'down', headPosition: null },
      readStore: { status: 'down' },
      projections: { status: 'up', position: 12, lag: 0 },
    });
    expect(healthReportSchema.parse(report)).toEqual(report);
    const text = JSON.stringify(report);
    expect(text).not.toMatch(/SQLITE|ECONNREFUSED|\/srv|10\.0\.0\.7/);
    expect(logged.map((line) => line.component)).toEqual(['eventStore', 'readStore']);
    expect(JSON.stringify(logged)).toContain('ECONNREFUSED 10.0.0.7:27017');
  });
});
