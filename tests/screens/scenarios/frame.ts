import type { Page } from 'playwright-core';
import type { Scenario } from '../scenario.js';

/** Opens the Change password dialog from the account box (in the drawer on a phone). */
const openChangePassword = async (page: Page) => {
  if ((page.viewportSize()?.width ?? 1280) < 800) {
    await page.locator('header button[aria-expanded]').first().click();
  }
  await page.locator('#change-password-opener').click();
  await page.locator('#change-password-current').waitFor();
};

export const scenarios: Scenario[] = [
  { name: 'not-found', path: '/no-such-page' },
  {
    name: 'change-password-problems',
    path: '/admin/dashboard',
    signedIn: 'admin',
    viewportOnly: true,
    prepare: async (page) => {
      await openChangePassword(page);
      await page.locator('#change-password-next').fill('short');
      await page.locator('#change-password-again').fill('other');
      await page.locator('dialog[open] button[type="submit"]').click();
    },
  },
];
