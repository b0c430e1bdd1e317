import type { Browser, BrowserContext, Page, Request } from 'playwright-core';

export interface PageOptions {
  /** CSS pixels; the browser specs check screens at 360 (phone) and 1280 (desktop). */

  width?: number;
  height?: number;
  colorScheme?: 'light' | 'dark';
  /** The browser's language (navigator.language), which the portal detects. */
  locale?: string;
  /** Local storage entries set before the page's own scripts run. */
  storage?: Record<string, string>;
  /** False: the page as a browser without scripts shows it (the server's HTML alone). */
  javaScript?: boolean;
}

export interface OpenPage {
  page: Page;
  context: BrowserContext;
  /** Errors the page threw or logged, and CSP violations: a test expects none. */
  problems: string[];
  close: () => Promise<void>;
}

/** A fresh browser context (own storage) with one page, watching for errors. */
export const openPage = async (browser: Browser, options: PageOptions = {}): Promise<OpenPage> => {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    colorScheme: options.colorScheme ?? 'light',
    locale: options.locale ?? 'en-US',
    reducedMotion: 'reduce',
    javaScriptEnabled: options.javaScript ?? true,
  });
  if (options.storage) {
    await context.addInitScript((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, options.storage);
  }
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // An answered 4xx (a payment not found) is logged by the browser; it is not a page error.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console error: ${message.text()}`);
    }
  });
  return { page, context, problems, close: () => context.close() };
};

/** True when the page scrolls sideways (a layout wider than the screen). */
export const scrollsSideways = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/**
 * Waits as 'networkidle' does (no request for 500 ms), except that live update streams
 * (/api/live/…, open as long as a page follows its data) do not count: with one open,
 * 'networkidle' never comes. Watch before the page loads; `settled()` after each step.
 */
export const watchNetwork = (page: Page) => {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const counts = (request: Request) => !new URL(request.url()).pathname.startsWith('/api/live/');
  page.on('request', (request) => {
    if (!counts(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const finished = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    settled: async (quietMs = 500, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) throw new Error('the page kept loading');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
};
