import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { send } from '@koa/send';
import Koa from 'koa';
import type { Logger } from '@ghost/events';
import { logAppErrors } from '@ghost/events/http';

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html never is, so a new
 * release is picked up at once. Assets go out precompressed (brotli or gzip) when the browser
 * accepts it. Any other path is a client-side route and gets index.html. A
 * browser that leaves mid-download is no error (nothing is printed for it).
 */
export const createStaticSite = (root: string, log: Logger): Koa => {
  const app = logAppErrors(new Koa(), log);
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
    try {
      await send(ctx, ctx.path === '/' ? 'index.html' : ctx.path, {
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
    if (ctx.status === 404 && !asset) {
      await send(ctx, 'index.html', { root });
    }
    if (ctx.path === '/' || ctx.type === 'text/html') ctx.set('Cache-Control', 'no-cache');
  });
  return app;
};
