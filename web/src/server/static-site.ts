import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import accepts from 'accepts';
import type { Logger } from '@ghost/events';
import { portalLanguages } from '@ghost/events/contract';
import { isAbandonedByCaller } from '@ghost/events/http';
import type { ApiCaller, ApiReader } from './api-reader.js';
import { bodyOf, indexBuild, type BuiltFile, type Encoding } from './built-files.js';
import { readFormPost } from './form-post.js';
import { createPageRenderer, withRenderedPage, type RenderedPage } from './page-renderer.js';
import {
  parseManifest,
  routePreloads,
  withPreloads,
  type BuildManifest,
} from './route-preloads.js';

/** How long one look at the build on disk holds: a new build is served within this time. */
const buildCheckMs = 1000;

/** The build being served: its page, its manifest and its files, as of index.html's mtime. */
interface Build {
  at: number;
  html: string;
  manifest: BuildManifest;
  files: Map<string, BuiltFile>;
}

/**
 * The build as last read (null while there is none), read again when a new one replaced it
 * (index.html changed), which is looked at once a second at most rather than at every request.
 */
const servedBuild = (root: string, checkMs: number) => {
  let build: Build | null = null;
  let lookedAt = Number.NEGATIVE_INFINITY;
  return (): Build | null => {
    const now = performance.now();
    if (now - lookedAt < checkMs) return build;
    lookedAt = now;
    const page = join(root, 'index.html');
    let at: number;
    try {
      at = statSync(page).mtimeMs;
    } catch {
      build = null;
      return build;
    }
    if (build?.at !== at) {
      const manifestFile = join(root, '.vite', 'manifest.json');
      build = {
        at,
        html: readFileSync(page, 'utf8'),
        manifest: existsSync(manifestFile) ? parseManifest(readFileSync(manifestFile, 'utf8')) : {},
        files: indexBuild(root),
      };
    }
    return build;
  };
};

/**
 * The encoding to send a file in: brotli if the browser takes it (whatever order it lists them
 * in: it is the smaller), else gzip, else as built. Browsers send a handful of distinct
 * Accept-Encoding headers, so each is negotiated (accepts, q-values and all) once and remembered.
 */
const negotiatedEncodings = () => {
  const chosen = new Map<string, Encoding>();
  return (req: IncomingMessage, offered: readonly Encoding[]): Encoding => {
    if (offered.length === 1) return 'identity';
    const key = `${req.headers['accept-encoding'] ?? ''}\n${offered.join()}`;
    let encoding = chosen.get(key);
    if (encoding === undefined) {
      const negotiator = accepts(req);
      encoding =
        offered.find(
          (offered) =>
            offered !== 'identity' && negotiator.encodings([offered, 'identity']) === offered,
        ) ?? 'identity';
      if (chosen.size >= 256) chosen.clear();
      chosen.set(key, encoding);
    }
    return encoding;
  };
};

/** A page is compressed as it is sent (it is made for the visitor): brotli, else gzip, else plain. */
const pageEncodings: readonly Encoding[] = ['br', 'gzip', 'identity'];

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A page in the encoding chosen. Brotli at quality 5: the rendered pricing page (45 KB) takes
 * about a millisecond and comes to 3.9 KB, where the slowest setting (11) gives 3.5 KB in 50 ms.
 */
const compressPage = (html: string, encoding: Encoding): Promise<Buffer> => {
  const text = Buffer.from(html);
  if (encoding === 'br')
    return brotli(text, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
    });
  if (encoding === 'gzip') return gzipped(text);
  return Promise.resolve(text);
};

/** The language the visitor chose in the app's menu (its cookie, `i18n_language`), if any. */
const chosenLanguage = /(?:^|;\s*)i18n_language=(\w+)/;

/**
 * The language the app will speak to the visitor: the one chosen in its menu, else the first of
 * the browser's list the portal speaks, else English.
 */
const visitorsLanguage = (req: IncomingMessage): string => {
  const chosen = chosenLanguage.exec(req.headers.cookie ?? '')?.[1];
  if (chosen !== undefined && (portalLanguages as readonly string[]).includes(chosen))
    return chosen;
  return accepts(req).languages([...portalLanguages]) || 'en';
};

const answerText = (
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
  });
  res.end(text);
};

/** The path of the request, decoded; null when it does not decode (no file has such a name). */
const decodedPath = (path: string): string | null => {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
};

/**
 * Serves the built web app, on Node's request and response alone (no framework: a file is a
 * look-up in memory). Hashed assets are cached for a year; index.html never is, so a new release
 * is picked up (within a second). Assets go out precompressed (brotli or gzip) when the browser
 * accepts it. Any other path is a client-side route and gets index.html, with the code of the
 * public page it shows named in its head (see route-preloads.ts). Given `readApi` (how the query
 * service is read for a visitor), the public pages are rendered on the server in the visitor's
 * language with their first data (see page-renderer.ts). A browser that leaves mid-download is
 * no error (nothing is printed for it).
 */
export const createStaticSite = (
  root: string,
  log: Logger,
  options: { buildCheckMs?: number; readApi?: ApiReader; writeApi?: ApiCaller } = {},
): RequestListener => {
  const checkMs = options.buildCheckMs ?? buildCheckMs;
  const build = servedBuild(root, checkMs);
  const encodingFor = negotiatedEncodings();
  const renderer =
    options.readApi && createPageRenderer(root, options.readApi, log, checkMs, options.writeApi);

  const sendPage = async (
    req: IncomingMessage,
    res: ServerResponse,
    site: Build,
    path: string,
    answered?: RenderedPage,
  ) => {
    const language = visitorsLanguage(req);
    // HEAD too: its answer has the headers a GET would have (the rendered page's length).
    const rendered = answered ?? (renderer ? await renderer.render(req, language) : null);
    const preloaded = withPreloads(
      site.html,
      routePreloads(site.manifest, path, language),
      rendered !== null,
    );
    const html = rendered ? withRenderedPage(preloaded, rendered, language) : preloaded;
    const encoding = encodingFor(req, pageEncodings);
    const body = await compressPage(html, encoding);
    res.writeHead(rendered?.status ?? 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(body.length),
      ...(encoding !== 'identity' && { 'Content-Encoding': encoding }),
      // A tracked payment (/track/{id}, or /track?id= from the form without scripts) is the
      // visitor's alone: no copy of it is kept on the way or on disk.
      // So is the answer to a form the visitor posted.
      'Cache-Control':
        answered || (rendered && (path === '/track' || path.startsWith('/track/')))
          ? 'no-store'
          : 'no-cache',
      // A rendered page is in the visitor's language: their choice, else the browser's.
      Vary: rendered ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const sendFile = (req: IncomingMessage, res: ServerResponse, file: BuiltFile) => {
    const variant = file.variants[encodingFor(req, file.encodings)] ?? file.variants.identity;
    if (!variant) return;
    const body = bodyOf(variant);
    res.writeHead(200, variant.headers);
    if (req.method === 'HEAD') res.end();
    else if (body) res.end(body);
    else {
      pipeline(createReadStream(variant.path), res).catch((error: unknown) => {
        if (!isAbandonedByCaller(error))
          log.error({ err: error }, 'an answer failed after it started');
      });
    }
  };

  /**
   * A form posted to a page without scripts (the payment form): refused unless sent by the
   * portal's own page, as a small URL-encoded form; then answered with a redirect (303, so the
   * next page is a GET) or the page drawn again with what the form led to.
   */
  const answerPost = async (
    req: IncomingMessage,
    res: ServerResponse,
    site: Build,
    path: string,
  ) => {
    const posted = await readFormPost(req);
    if (!posted.ok) {
      answerText(res, posted.status, posted.text, { Connection: 'close' });
      return;
    }
    const answer = renderer
      ? await renderer.answerForm(req, visitorsLanguage(req), posted.form)
      : null;
    if (answer === null) answerText(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    else if ('redirect' in answer) {
      res.writeHead(303, { Location: answer.redirect, 'Cache-Control': 'no-store' });
      res.end();
    } else await sendPage(req, res, site, path, answer.page);
  };

  const failed = (res: ServerResponse, path: string) => (error: unknown) => {
    // A render's own failure is caught in it (the page goes out unrendered); this is the
    // answer itself failing, which must not become an unhandled rejection.
    log.error({ err: error, path }, 'a page could not be sent');
    if (!res.headersSent) answerText(res, 500, 'Internal Server Error');
    else res.destroy();
  };

  return (req, res) => {
    const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
    const posting = req.method === 'POST' && path.startsWith('/payment/');
    if (req.method !== 'GET' && req.method !== 'HEAD' && !posting) {
      answerText(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const site = build();
    if (!site) {
      answerText(res, 503, 'The web app is not built. Run: npm run build');
      return;
    }
    if (posting) {
      answerPost(req, res, site, path).catch(failed(res, path));
      return;
    }
    const file = path === '/' ? undefined : site.files.get(decodedPath(path) ?? '');
    if (file && path !== '/index.html') sendFile(req, res, file);
    else if (path.startsWith('/assets/')) answerText(res, 404, 'Not Found');
    else sendPage(req, res, site, path).catch(failed(res, path));
  };
};
