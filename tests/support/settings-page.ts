import type { Browser, Page } from 'playwright-core';
import type { SignedInAdmin } from './admins.js';
import { request } from './http.js';
import { openPage, type OpenPage, type PageOptions } from './pages.js';
import type { TestPortal } from './test-portal.js';

/** A signed-in admin's session as the browser keeps it (admin spec §3). */
export const sessionStorageOf = async (portal: TestPortal, who: SignedInAdmin) => {
  const me = await request(portal.url, 'GET', '/api/auth/me', undefined, who.headers);
  return { admin_token: who.token, admin_token_expires_at: String(me.body.expiresAt) };
};

/**
 * The settings screen in a fresh browser, signed in as `who`, once the tab's panel shows (the
 * settings are loaded); `tab` is the address's ?tab= value.
 */
export const openSettings = async (
  browser: Browser,
  portal: TestPortal,
  who: SignedInAdmin,
  options: PageOptions & { tab?: string } = {},
): Promise<OpenPage> => {
  const { tab, ...pageOptions } = options;
  const opened = await openPage(browser, {
    ...pageOptions,
    storage: { ...pageOptions.storage, ...(await sessionStorageOf(portal, who)) },
  });
  await opened.page.goto(`${portal.url}/admin/settings${tab ? `?tab=${tab}` : ''}`);
  await opened.page.getByRole('tabpanel').waitFor();
  return opened;
};

/** The settings as a super admin reads them from the API. */
export const storedSettings = async (
  portal: TestPortal,
  who: SignedInAdmin,
): Promise<Record<string, string>> =>
  (await request(portal.url, 'GET', '/api/settings', undefined, who.headers)).body as Record<
    string,
    string
  >;

/** Presses Save Changes and waits for Saved! */
export const saveChanges = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('button', { name: 'Saved!' }).waitFor();
};
