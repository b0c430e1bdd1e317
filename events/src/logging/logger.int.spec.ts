import { execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const logger = fileURLToPath(new URL('./logger.ts', import.meta.url));

/** Runs a module in a Node process of its own, the logger imported, and answers its stdout lines. */
const run = async (body: string): Promise<string[]> => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { createLogger, flushLog, printBesideLog } from ${JSON.stringify(logger)};\n${body}`,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout.split('\n').filter((line) => line !== '');
};

const numbers = (lines: string[]) =>
  lines
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as { n?: number }).n);

describe('the log on stdout', () => {
  it('writes every line of a burst, in order, before a stop exits', async () => {
    const lines = await run(`
      const log = createLogger('t', 'info');
      for (let n = 0; n < 20000; n += 1) log.info({ n }, 'request');
      await flushLog(log);
      process.exit(0);
    `);
    expect(numbers(lines)).toEqual(Array.from({ length: 20000 }, (_, n) => n));
  });

  it('writes what it still holds on the way out of a process that exits without a stop', async () => {
    const lines = await run(`
      const log = createLogger('t', 'info');
      for (let n = 0; n < 5000; n += 1) log.info({ n }, 'request');
      setImmediate(() => process.exit(3));
    `).catch((error: unknown) => (error as { stdout: string }).stdout.split('\n').filter(Boolean));
    expect(numbers(lines)).toEqual(Array.from({ length: 5000 }, (_, n) => n));
  });

  it('writes a lone line without waiting for more to gather', async () => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { createLogger } from ${JSON.stringify(logger)};
         createLogger('t', 'info').info({ n: 1 }, 'alone');
         setInterval(() => undefined, 60_000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      let seen = '';
      for await (const chunk of child.stdout) {
        seen += String(chunk);
        if (seen.includes('\n')) break;
      }
      expect(JSON.parse(seen)).toMatchObject({ n: 1, msg: 'alone' });
    } finally {
      child.kill();
    }
  });

  it('prints text for the console in its place among the lines', async () => {
    const lines = await run(`
      const log = createLogger('t', 'info');
      for (let n = 0; n < 3; n += 1) log.info({ n }, 'before');
      printBesideLog(log, 'One-time password: xyz');
      log.info({ n: 3 }, 'after');
      await flushLog(log);
      process.exit(0);
    `);
    expect(lines.map((line) => (line.startsWith('{') ? JSON.parse(line).msg : line))).toEqual([
      'before',
      'before',
      'before',
      'One-time password: xyz',
      'after',
    ]);
  });

  it('holds at most its bound while stdout does not take lines, and says how many it dropped', async () => {
    // 100,000 lines of about 250 bytes in one turn of the event loop: 25 MB for a bound of 8 MiB.
    const lines = await run(`
      const log = createLogger('t', 'info');
      const padding = 'x'.repeat(150);
      for (let n = 0; n < 100000; n += 1) log.info({ n, padding }, 'request');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await flushLog(log);
      process.exit(0);
    `);
    const parsed = lines.map((line) => JSON.parse(line) as { n?: number; droppedLines?: number });
    const written = parsed.filter((line) => line.n !== undefined).length;
    const dropped = parsed.reduce((sum, line) => sum + (line.droppedLines ?? 0), 0);
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(100000);
    expect(written + dropped).toBe(100000);
  });
});
