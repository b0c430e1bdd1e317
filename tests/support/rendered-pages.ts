import type { BrowserContext, Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { expectAccessible } from './axe.js';
import type { BrowserSuite } from './browser-suite.js';

export interface RenderedPageOptions {
  javaScript?: boolean;
  locale?: string;
  timezoneId?: string;
  /** Local storage entries set before the page's own scripts run. */
  storage?: Record<string, string>;
  /** The language chosen in the menu, as its cookie tells the server (`i18n_language`). */
  chosenLanguage?: string;
}

/**
 * What the specs of the server-rendered pages share: a page in a fresh context, scripts on or
 * off, recording every console message it logs (a hydration that does not match the server's
 * HTML is logged) and every page error; and an axe scan of the HTML the server sent. Call it once
 * at the top of the file, after `browserSuite()`: its contexts are closed after each test.
 */
export const renderedPages = (suite: BrowserSuite) => {
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });

  const open = async ({
    javaScript = true,
    locale = 'en-US',
    timezoneId = 'UTC',
    storage = {},
    chosenLanguage,
  }: RenderedPageOptions = {}): Promise<{ page: Page; logged: string[] }> => {
    const context = await suite.browser.newContext({
      javaScriptEnabled: javaScript,
      locale,
      timezoneId,
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    });
    contexts.push(context);
    if (chosenLanguage !== undefined) {
      await context.addCookies([
        { name: 'i18n_language', value: chosenLanguage, url: suite.portal.url },
      ]);
    }
    if (Object.keys(storage).length > 0) {
      await context.addInitScript((entries: Record<string, string>) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, storage);
    }
    const page = await context.newPage();
    const logged: string[] = [];
    page.on('console', (message) => {
      // An answered 4xx (a payment not found) is logged by the browser; it is not the page's.
      if (!message.text().startsWith('Failed to load resource')) {
        logged.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => logged.push(`page error: ${error.message}`));
    return { page, logged };
  };

  /**
   * Scans the page at `path` as the server sent it: axe runs as a script, so scripts are on, but
   * the app's own are held back and nothing hydrates the page.
   */
  const expectServedPageAccessible = async (
    path: string,
    state: string,
    options: RenderedPageOptions = {},
  ) => {
    const { page } = await open({ ...options, javaScript: true });
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${suite.portal.url}${path}`);
    await expectAccessible(page, state);
  };

  return { open, expectServedPageAccessible };
};
