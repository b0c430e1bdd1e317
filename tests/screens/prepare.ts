import type { Page } from 'playwright-core';
import type { Demo } from './demo.js';

/** Steps the scenarios share to bring a screen to the state they capture. */

/**
 * Data a run adds once, whichever scenario asks first (more rows than the demo's): later calls
 * wait for the same work.
 */
export const oncePerRun = (add: (demo: Demo) => Promise<void>) => {
  let added: Promise<void> | null = null;
  return (demo: Demo): Promise<void> => (added ??= add(demo));
};

/**
 * Reloads until an admin list shows, as a table or as cards (the live stream keeps the network
 * busy: no "networkidle"); a second try covers a page loaded while the shared web/dist was being
 * rebuilt.
 */
export const showList = async (page: Page): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    await page.reload();
    try {
      await page.locator('main table, main ul').first().waitFor({ timeout: 30_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
};
