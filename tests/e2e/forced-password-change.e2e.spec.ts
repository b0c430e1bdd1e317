import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createTestAdmin, strongPassword, type TestAdmin } from '../support/admins.js';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { request } from '../support/http.js';
import { expectFocused } from '../support/focus.js';

/**
 * An account whose password someone else set (the first start, the admin CLI, a super admin)
 * signs in to choose its own before anything else: the panel shows that step, and the server
 * refuses every other call until it is done.
 */
const suite = browserSuite();

const signInOnScreen = async (page: Page, account: TestAdmin) => {
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

const loginCode = async (username: string, password: string) =>
  (await request(suite.portal.url, 'POST', '/api/auth/login', { username, password })).body.error
    ?.code as string | undefined;

describe('the first sign-in with a one-time password', () => {
  it('asks for a password of one’s own before two-factor, then goes on to its setup', async () => {
    const account = await createTestAdmin(suite.portal, { role: 'admin', oneTime: true });
    const { page } = await suite.visit('/admin');
    await signInOnScreen(page, account);
    await page.getByRole('heading', { level: 1, name: 'Choose your own password' }).waitFor();
    const current = page.getByLabel('One-time password');
    await expectFocused(current);
    await expectAccessible(page, 'the forced password change');

    await page.getByRole('button', { name: 'Save my password' }).click();
    await page.getByText('Enter the one-time password you were given').waitFor();
    await page.getByText('Password is required').waitFor();
    await expect(current.getAttribute('aria-invalid')).resolves.toBe('true');
    await expectAccessible(page, 'the forced password change with its problems');

    const chosen = strongPassword();
    await current.fill(`${account.password}-not`);
    await page.getByLabel(/^New password\*?$/).fill(chosen);
    await page.getByLabel('New password again').fill(chosen);
    await page.getByRole('button', { name: 'Save my password' }).click();
    await page.getByText('The current password is not correct.').waitFor();

    await current.fill(account.password);
    await page.getByRole('button', { name: 'Save my password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
    await expectAccessible(page, 'two-factor next, after the password');
    await expect(loginCode(account.username, account.password)).resolves.toBe(
      'INVALID_CREDENTIALS',
    );
    await expect(loginCode(account.username, chosen)).resolves.toBeUndefined();
  });

  it('fits a phone in the dark, and signs out from there', async () => {
    const account = await createTestAdmin(suite.portal, { role: 'auditor', oneTime: true });
    const { page } = await suite.visit('/admin', { width: 360, height: 800, colorScheme: 'dark' });
    await signInOnScreen(page, account);
    await page.getByRole('heading', { level: 1, name: 'Choose your own password' }).waitFor();
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).resolves.toBe(true);
    await expectAccessible(page, 'the forced password change at 360, dark');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });
});
