import type { Page } from 'playwright-core';
import { openAdminPage, type AdminPageTarget } from './admin-pages.js';
import type { SignedInAdmin } from './admins.js';
import { request } from './http.js';
import type { OpenPage, PageOptions } from './pages.js';
import type { TestPortal } from './test-portal.js';

/**
 * The settings screen in a fresh browser, signed in as `who`, once the tab's panel shows (the
 * settings are loaded); `tab` is the address's ?tab= value.
 */
export const openSettings = async (
  target: AdminPageTarget,
  who: SignedInAdmin,
  options: PageOptions & { tab?: string } = {},
): Promise<OpenPage> => {
  const { tab, ...pageOptions } = options;
  const opened = await openAdminPage(
    target,
    who,
    `/admin/settings${tab ? `?tab=${tab}` : ''}`,
    pageOptions,
  );
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
