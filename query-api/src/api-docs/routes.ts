import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Router from '@koa/router';
import { DomainError } from '@ghost/events';
import { apiDocsFileSchema, openApiDocument, type ApiDocsFile } from '@ghost/events/openapi';
import { docsFiles, docsPage } from './docs-page.js';

/** Where the renderer's files are: the swagger-ui-dist package this workspace depends on. */
const rendererDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The renderer's files change only with its package: a browser may keep them an hour. */
const fileCaching = 'public, max-age=3600';

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of both services, built once from the
 * contract; GET /api/docs: a page to read and try it, with its files. Anyone may read them.
 */
export const apiDocsRoutes = (): Router => {
  const router = new Router();
  let document: ReturnType<typeof openApiDocument> | undefined;
  const contents = new Map<ApiDocsFile, Promise<Buffer | string>>();
  const contentOf = (file: ApiDocsFile) => {
    const spec = docsFiles[file];
    const content =
      contents.get(file) ??
      ('text' in spec ? Promise.resolve(spec.text) : readFile(join(rendererDir, file)));
    contents.set(file, content);
    return content;
  };

  router.get('/openapi.json', (ctx) => {
    document ??= openApiDocument();
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = document;
  });

  router.get('/docs', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = docsPage;
  });

  router.get('/docs/:file', async (ctx) => {
    const file = apiDocsFileSchema.safeParse(ctx.params.file);
    if (!file.success) throw new DomainError('NOT_FOUND');
    ctx.set('Cache-Control', fileCaching);
    ctx.type = docsFiles[file.data].type;
    ctx.body = await contentOf(file.data);
  });

  return router;
};
