import type { Page } from 'playwright-core';

/**
 * Opens `path` (by default the open page's own) from within the running app, so the page's reads
 * are the browser's own and the routes a scenario set answer them: a page the server rendered is
 * drawn from the server's reads, which the browser does not repeat as it hydrates, and a reload
 * is rendered by the server again.
 */
export const openInApp = async (page: Page, path?: string): Promise<void> => {
  const url = new URL(page.url());
  const target = path ?? `${url.pathname}${url.search}`;
  await page.goto(`${url.origin}/`, { waitUntil: 'load' });
  // The header's language menu is enabled once the app runs, in any language.
  await page.waitForFunction(() => document.querySelector('header select:not([disabled])'));
  // The router follows the history as it does the Back button.
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target);
  await page.waitForURL(`${url.origin}${target}`);
};
