import type { Browser, Page } from 'playwright-core';
import type { SignedInAdmin } from './admins.js';
import { request } from './http.js';
import { openPage, type OpenPage, type PageOptions } from './pages.js';
import type { TestPortal } from './test-portal.js';

/** A signed-in admin's session as the browser keeps it. */
export const sessionStorageOf = async (
  portal: TestPortal,
  who: SignedInAdmin,
): Promise<Record<string, string>> => {
  const me = await request(portal.url, 'GET', '/api/auth/me', undefined, who.headers);
  return { admin_token: who.token, admin_token_expires_at: String(me.body.expiresAt) };
};

/** Where an admin page opens: the browser, and the portal it shows (a browser suite). */
export interface AdminPageTarget {
  browser: Browser;
  portal: TestPortal;
}

/**
 * A page of the admin panel in a fresh browser context signed in as `who`, once loaded; `before`
 * runs ahead of the load (routes standing in for the server's answers).
 */
export const openAdminPage = async (
  { browser, portal }: AdminPageTarget,
  who: SignedInAdmin,
  path: string,
  { before, ...options }: PageOptions & { before?: (page: Page) => unknown } = {},
): Promise<OpenPage> => {
  const opened = await openPage(browser, {
    ...options,
    storage: { ...(await sessionStorageOf(portal, who)), ...options.storage },
  });
  await before?.(opened.page);
  await opened.page.goto(`${portal.url}${path}`);
  return opened;
};
