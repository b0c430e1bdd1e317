import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { signedInAdmin, type AdminRole, type SignedInAdmin } from './admins.js';
import { launchChromium } from './browser.js';
import { openPage, type OpenPage, type PageOptions } from './pages.js';
import type { TestPortal } from './test-portal.js';
import { startWebPortal } from './web-portal.js';

/**
 * Waits until a page the server rendered is hydrated: its controls take input only then (a key
 * pressed before is lost, a choice made before does not reach the running page), which the
 * header's language menu, disabled until then, tells. A page rendered in the browser is left as
 * it is.
 */
const hydrated = async (page: Page) => {
  if ((await page.locator('#first-render').count()) === 0) return;
  await expect
    .poll(() => page.locator('header').getByRole('combobox').first().isEnabled())
    .toBe(true);
};

export interface BrowserSuite {
  /** The running portal, from the suite's first beforeAll on. */
  readonly portal: TestPortal;
  readonly browser: Browser;
  /** A page to watch: after the test it must have had no page error, and it is closed. */
  watch: (opened: OpenPage) => OpenPage;
  /**
   * A fresh page at `path` of the portal, watched; `before` runs ahead of the load (routes
   * standing in for the server's answers, listeners).
   */
  visit: (
    path: string,
    options?: PageOptions & { before?: (page: Page) => unknown },
  ) => Promise<OpenPage>;
  /**
   * An admin of `role`, signed in with two-factor enabled (unless `twoFactor: false`) before the
   * file's tests: the object is filled in a beforeAll, so read it in tests and hooks only.
   */
  admin: (role: AdminRole, options?: { twoFactor?: boolean }) => SignedInAdmin;
}

interface BrowserSuiteOptions {
  /** Starts the portal; by default the embedded portal serving the built web app. */
  start?: () => Promise<TestPortal>;
  /** Undoes what a test changed, once its watched pages are checked and closed. */
  afterEach?: () => Promise<void>;
}

/**
 * What a browser spec file shares: the portal and Chromium, started before its tests and closed
 * after them. Call it once, at the top of the file, before its own hooks.
 */
export const browserSuite = ({
  start = () => startWebPortal(),
  afterEach: undo,
}: BrowserSuiteOptions = {}): BrowserSuite => {
  let portal: TestPortal | undefined;
  let browser: Browser | undefined;
  const watched: OpenPage[] = [];
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The browser suite starts in beforeAll');
    return value;
  };

  beforeAll(async () => {
    portal = await start();
    browser = await launchChromium();
  });

  afterEach(async () => {
    for (const opened of watched.splice(0)) {
      expect(opened.problems).toEqual([]);
      await opened.close();
    }
    await undo?.();
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.destroy();
  });

  return {
    get portal() {
      return started(portal);
    },
    get browser() {
      return started(browser);
    },
    watch: (opened) => {
      watched.push(opened);
      return opened;
    },
    visit: async (path, { before, ...options } = {}) => {
      const opened = await openPage(started(browser), options);
      watched.push(opened);
      await before?.(opened.page);
      await opened.page.goto(`${started(portal).url}${path}`);
      await hydrated(opened.page);
      return opened;
    },
    admin: (role, options) => {
      const who = {} as SignedInAdmin;
      beforeAll(async () => {
        Object.assign(who, await signedInAdmin(started(portal), role, options));
      });
      return who;
    },
  };
};
