import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { send } from '@koa/send';
import Koa from 'koa';
import type { Logger } from '@ghost/events';
import { portalLanguages } from '@ghost/events/contract';
import { logAppErrors } from '@ghost/events/http';
import {
  parseManifest,
  routePreloads,
  withPreloads,
  type BuildManifest,
} from './route-preloads.js';

/** The app's page and the build's manifest, read again only when a new build replaced them. */
const appPage = (root: string) => {
  let read: { at: number; html: string; manifest: BuildManifest } | undefined;
  return (path: string, language: string): string => {
    const page = join(root, 'index.html');
    const at = statSync(page).mtimeMs;
    if (read?.at !== at) {
      const manifestFile = join(root, '.vite', 'manifest.json');
      read = {
        at,
        html: readFileSync(page, 'utf8'),
        manifest: existsSync(manifestFile) ? parseManifest(readFileSync(manifestFile, 'utf8')) : {},
      };
    }
    return withPreloads(read.html, routePreloads(read.manifest, path, language));
  };
};

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html never is, so a new
 * release is picked up at once. Assets go out precompressed (brotli or gzip) when the browser
 * accepts it. Any other path is a client-side route and gets index.html, with the code of the
 * public page it shows named in its head (see route-preloads.ts). A
 * browser that leaves mid-download is no error (nothing is printed for it).
 */
export const createStaticSite = (root: string, log: Logger): Koa => {
  const app = logAppErrors(new Koa(), log);
  const pageFor = appPage(root);
  app.use(async (ctx) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      return;
    }
    if (!existsSync(join(root, 'index.html'))) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app is not built. Run: npm run build';
      return;
    }
    const asset = ctx.path.startsWith('/assets/');
    const page = () => {
      ctx.status = 200;
      ctx.type = 'html';
      // The language the app will pick for a visitor who stored none (from the browser's list).
      const language = ctx.acceptsLanguages([...portalLanguages]) || 'en';
      ctx.body = pageFor(ctx.path, language);
      ctx.set('Cache-Control', 'no-cache');
    };
    if (ctx.path === '/' || ctx.path === '/index.html') {
      page();
      return;
    }
    try {
      await send(ctx, ctx.path, {
        root,
        maxage: asset ? 365 * 24 * 3600 * 1000 : 0,
        immutable: asset,
        // The build writes each asset compressed beside it (.br, .gz): sent when accepted.
        brotli: true,
        gzip: true,
      });
    } catch {
      // not a file: fall through to the app shell
    }
    if (ctx.status === 404 && !asset) page();
    else if (ctx.type === 'text/html') ctx.set('Cache-Control', 'no-cache');
  });
  return app;
};
