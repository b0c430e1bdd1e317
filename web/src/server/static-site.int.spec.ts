import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '@ghost/events';
import { createStaticSite } from './static-site.js';

const root = mkdtempSync(join(tmpdir(), 'ghost-static-site-'));
let server: Server;
const logged: string[] = [];

beforeAll(async () => {
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  mkdirSync(join(root, 'assets'));
  // Larger than the socket buffers, so the download is still streaming when the caller leaves.
  writeFileSync(join(root, 'assets', 'big.js'), Buffer.alloc(32 * 1024 * 1024, 97));
  const log = createLogger('test', 'error');
  vi.spyOn(log, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(JSON.stringify(args));
  });
  const site = createStaticSite(root, log).callback();
  server = createServer((req, res) => void site(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

/** Starts downloading the asset and hangs up after the first chunk. */
const abandonDownload = () =>
  new Promise<void>((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    const call = request({ host: '127.0.0.1', port, path: '/assets/big.js' }, (answer) => {
      answer.once('data', () => {
        call.destroy();
        resolve();
      });
    });
    call.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
    call.end();
  });

describe('the static site', () => {
  it('prints nothing and logs no error when a browser leaves in the middle of a download', async () => {
    const printed: string[] = [];
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      printed.push(args.map(String).join(' '));
    });
    try {
      await abandonDownload();
      // The server notices the closed socket on its next write.
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      stderr.mockRestore();
      consoleError.mockRestore();
    }
    expect(printed.join('')).not.toMatch(/Premature close|ECONNRESET|EPIPE/);
    expect(logged).toEqual([]);
  });
});
