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
  writeFileSync(join(root, 'index.html'), '<!doctype html><head><title>app</title></head>');
  mkdirSync(join(root, '.vite'));
  writeFileSync(
    join(root, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app.js' },
      'src/routes/public/track.tsx': { file: 'assets/track.js', imports: ['index.html'] },
      'src/i18n/locales/en/tracking.json': { file: 'assets/locale-en-tracking.js' },
      'src/i18n/locales/de/tracking.json': { file: 'assets/locale-de-tracking.js' },
    }),
  );
  mkdirSync(join(root, 'assets'));
  // Larger than the socket buffers, so the download is still streaming when the caller leaves.
  writeFileSync(join(root, 'assets', 'big.js'), Buffer.alloc(32 * 1024 * 1024, 97));
  writeFileSync(join(root, 'assets', 'app.js'), 'plain');
  writeFileSync(join(root, 'assets', 'app.js.br'), 'brotli');
  writeFileSync(join(root, 'assets', 'app.js.gz'), 'gzip');
  writeFileSync(join(root, 'favicon.svg'), '<svg/>');
  const log = createLogger('test', 'error');
  vi.spyOn(log, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(JSON.stringify(args));
  });
  // Looks at the build at every request: a new build is served at once.
  const site = createStaticSite(root, log, { buildCheckMs: 0 });
  // As in the portal, where the security headers are set before the site answers.
  server = createServer((req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    site(req, res);
  });
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

/** GETs a path with the given Accept-Encoding; answers the encoding and the raw body. */
const fetchRaw = (path: string, acceptEncoding: string, acceptLanguage?: string) =>
  new Promise<{ encoding: string | undefined; body: string; type: string | undefined }>(
    (resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      const call = request(
        {
          host: '127.0.0.1',
          port,
          path,
          headers: {
            'accept-encoding': acceptEncoding,
            ...(acceptLanguage && { 'accept-language': acceptLanguage }),
          },
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            resolve({
              encoding: answer.headers['content-encoding'],
              type: answer.headers['content-type'],
              body: Buffer.concat(chunks).toString(),
            });
          });
        },
      );
      call.on('error', reject);
      call.end();
    },
  );

/** A request with any method; answers the status, the headers and the body. */
const call = (method: string, path: string) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      const sent = request({ host: '127.0.0.1', port, path, method }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            body: Buffer.concat(chunks).toString(),
          });
        });
      });
      sent.on('error', reject);
      sent.end();
    },
  );

describe('the static site', () => {
  it('answers a file with its type, length, date and caching: a year for a hashed asset, else checked', async () => {
    const asset = await call('GET', '/assets/app.js');
    expect(asset).toMatchObject({ status: 200, body: 'plain' });
    expect(asset.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'content-type': 'application/javascript; charset=utf-8',
      'content-length': '5',
      'cache-control': 'max-age=31536000,immutable',
      vary: 'Accept-Encoding',
    });
    expect(asset.headers['last-modified']).toEqual(expect.any(String));
    const icon = await call('GET', '/favicon.svg');
    expect(icon).toMatchObject({ status: 200, body: '<svg/>' });
    expect(icon.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'cache-control': 'max-age=0',
    });
    expect(icon.headers).not.toHaveProperty('vary');
  });

  it('answers HEAD with the headers alone, and refuses other methods with 405 and Allow', async () => {
    const head = await call('HEAD', '/assets/app.js');
    expect(head).toMatchObject({ status: 200, body: '' });
    expect(head.headers['content-length']).toBe('5');
    const post = await call('POST', '/assets/app.js');
    expect(post).toMatchObject({ status: 405, body: 'Method Not Allowed' });
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('answers 404 for an asset it does not have, and never a hidden file (the build manifest)', async () => {
    expect((await call('GET', '/assets/missing.js')).status).toBe(404);
    const hidden = await call('GET', '/.vite/manifest.json');
    expect(hidden.headers['content-type']).toContain('text/html');
    expect(hidden.body).not.toContain('assets/track.js"}');
  });

  it('serves a new build as soon as it replaced the last one', async () => {
    writeFileSync(join(root, 'assets', 'next.js'), 'next');
    writeFileSync(join(root, 'index.html'), '<!doctype html><head><title>next</title></head>');
    try {
      expect((await call('GET', '/assets/next.js')).body).toBe('next');
      expect((await call('GET', '/')).body).toContain('<title>next</title>');
    } finally {
      writeFileSync(join(root, 'index.html'), '<!doctype html><head><title>app</title></head>');
    }
  });

  it('says it is not built when there is no build', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'ghost-static-none-'));
    const bare = createServer(createStaticSite(empty, createLogger('test', 'silent')));
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = bare.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/`);
      expect(answer.status).toBe(503);
      expect(await answer.text()).toBe('The web app is not built. Run: npm run build');
    } finally {
      await new Promise((resolve) => bare.close(resolve));
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('sends an asset precompressed with brotli or gzip when the browser takes it, else plain', async () => {
    expect(await fetchRaw('/assets/app.js', 'gzip, deflate, br')).toMatchObject({
      encoding: 'br',
      body: 'brotli',
    });
    expect(await fetchRaw('/assets/app.js', 'gzip')).toMatchObject({
      encoding: 'gzip',
      body: 'gzip',
    });
    const plain = await fetchRaw('/assets/app.js', 'identity');
    expect(plain).toMatchObject({ encoding: undefined, body: 'plain' });
    expect(plain.type).toContain('javascript');
  });

  it('answers a client-side address with the app, its page’s code and English texts named in the head', async () => {
    const page = await fetchRaw('/track/GHOST-1-ABC', 'identity');
    expect(page.type).toContain('text/html');
    expect(page.body).toBe(
      '<!doctype html><head><title>app</title><link rel="modulepreload" crossorigin href="/assets/track.js"><link rel="modulepreload" crossorigin href="/assets/locale-en-tracking.js"></head>',
    );
    expect((await fetchRaw('/', 'identity')).body).toBe(
      '<!doctype html><head><title>app</title></head>',
    );
  });

  it('names the page’s texts in the first language of the browser’s list the portal speaks', async () => {
    const texts = async (acceptLanguage: string) =>
      /locale-(\w+)-tracking/.exec(
        (await fetchRaw('/track', 'identity', acceptLanguage)).body,
      )?.[1];
    expect(await texts('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(await texts('ko-KR, de;q=0.5')).toBe('de');
    expect(await texts('ko-KR')).toBe('en');
  });

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
