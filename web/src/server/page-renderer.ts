import { statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '@ghost/events';
import type { ApiCaller, ApiReader, ApiWrite } from './api-reader.js';

/** What the app's server entry (web/src/entry-server.tsx, built into dist/.ssr) offers. */
interface ServerEntry {
  renderPage(
    url: string,
    language: string,
    read: (path: string) => Promise<Response>,
  ): Promise<RenderedPage | null>;
  answerForm(
    url: string,
    language: string,
    form: URLSearchParams,
    api: {
      read: (path: string) => Promise<Response>;
      write: (path: string, write: ApiWrite) => Promise<Response>;
    },
  ): Promise<FormAnswer | null>;
}

/** What a form posted to a page is answered: where to go next, or the page drawn again. */
export type FormAnswer = { redirect: string } | { page: RenderedPage };

/**
 * A page the server rendered: the app's HTML, the element that carries its first answers, its
 * title (null: the page names none) and its HTTP status (404: the page says nothing is there).
 */
export interface RenderedPage {
  html: string;
  state: string;
  title: string | null;
  status: number;
}

/** A text as HTML text (a title holds a payment ID the visitor typed). */
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Where the build puts the server's entry: a hidden folder of the app's build, never served. */
export const serverEntryOf = (root: string): string => join(root, '.ssr', 'entry-server.js');

/**
 * Renders the public pages on the server with the app's own components (the build's server
 * entry), their first data read through `read` for the visitor. The entry is imported again when
 * a new build replaced it (looked at once a second at most); without one, nothing is rendered and
 * the app renders in the browser as before. A render that fails is logged and the page is sent
 * unrendered: the browser renders it then.
 */
export const createPageRenderer = (
  root: string,
  read: ApiReader,
  log: Logger,
  checkMs = 1000,
  write?: ApiCaller,
) => {
  const file = serverEntryOf(root);
  let entry: Promise<ServerEntry | null> = Promise.resolve(null);
  let builtAt: number | null = null;
  let lookedAt = Number.NEGATIVE_INFINITY;

  const currentEntry = (): Promise<ServerEntry | null> => {
    const now = performance.now();
    if (now - lookedAt < checkMs) return entry;
    lookedAt = now;
    let at: number | null;
    try {
      at = statSync(file).mtimeMs;
    } catch {
      at = null;
    }
    if (at !== builtAt) {
      builtAt = at;
      entry =
        at === null
          ? Promise.resolve(null)
          : (import(`${pathToFileURL(file).href}?built=${String(at)}`) as Promise<ServerEntry>);
      entry.catch((error: unknown) => {
        log.error({ err: error }, 'the server entry of the web app does not load');
      });
    }
    return entry;
  };

  return {
    render: async (req: IncomingMessage, language: string): Promise<RenderedPage | null> => {
      try {
        const app = await currentEntry();
        if (!app) return null;
        return await app.renderPage(req.url ?? '/', language, (path) => read(path, req));
      } catch (error) {
        log.error({ err: error, path: req.url }, 'a page failed to render on the server');
        return null;
      }
    },
    /**
     * A form posted to a page without scripts, answered by the app's own rules and the same
     * service calls as the running page's (`write`: the command service, for the visitor). Null:
     * the page takes no form, or there is no way to write. A failure is thrown, for a 500.
     */
    answerForm: async (
      req: IncomingMessage,
      language: string,
      form: URLSearchParams,
    ): Promise<FormAnswer | null> => {
      const app = await currentEntry();
      if (!app || !write) return null;
      return app.answerForm(req.url ?? '/', language, form, {
        read: (path) => read(path, req),
        write: (path, body) => write(path, req, body),
      });
    },
  };
};

/**
 * The app's page with a rendered page in it: in place of what index.html paints before the app
 * runs, in the language it was rendered in, under its title, with its first answers after it.
 */
export const withRenderedPage = (
  html: string,
  { html: page, state, title }: RenderedPage,
  language: string,
): string =>
  // Replaced by functions: a page's text may hold what a replacement string reads as a pattern ($&).
  html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, (built) =>
      title === null ? built : `<title>${escapeText(title)}</title>`,
    )
    .replace(
      /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
      (_all, end: string) => `<div id="root">${page}</div>${state}${end}`,
    );
