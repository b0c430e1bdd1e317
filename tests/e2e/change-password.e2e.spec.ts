import { describe, expect, it } from 'vitest';
import { openAdminPage } from '../support/admin-pages.js';
import { signedInAdmin, strongPassword, type SignedInAdmin } from '../support/admins.js';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { request } from '../support/http.js';
import { expectFocused } from '../support/focus.js';

/**
 * Changing one's own password from the admin frame (POST /api/auth/change-password): every role,
 * auditors included, whom the Users screen never lets edit an account.
 */
const suite = browserSuite();

/** What a sign-in with this password answers: past the password, the code is asked for. */
const signInCode = async (who: SignedInAdmin, password: string) =>
  (
    await request(suite.portal.url, 'POST', '/api/auth/login', {
      username: who.username,
      password,
    })
  ).body.error.code as string;

const openDialog = async (who: SignedInAdmin, width = 1280) => {
  const { page } = suite.watch(
    await openAdminPage(suite, who, '/admin/dashboard', { width, height: 900 }),
  );
  // On a phone the account box is in the navigation drawer.
  if (width < 800) await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const opener = page.getByRole('button', { name: 'Change password', exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Change your password' });
  await dialog.waitFor();
  return { page, opener, dialog };
};

describe('changing one’s own password', () => {
  it('lets an auditor change their password, proving the current one, and returns focus after', async () => {
    const auditor = await signedInAdmin(suite.portal, 'auditor');
    const { page, opener, dialog } = await openDialog(auditor);
    const current = dialog.getByLabel('Current password');
    await expectFocused(current);
    await expectAccessible(page, 'change password dialog');

    const password = strongPassword();
    await current.fill(auditor.password);
    await dialog.getByLabel(/^New password\*?$/).fill(password);
    await dialog.getByLabel('New password again').fill(password);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog
      .getByRole('status')
      .getByText('Password changed. Your other sessions were signed out.')
      .waitFor();
    await expectAccessible(page, 'password changed');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await expectFocused(opener);

    await expect(signInCode(auditor, auditor.password)).resolves.toBe('INVALID_CREDENTIALS');
    await expect(signInCode(auditor, password)).resolves.toBe('TWOFA_TOKEN_REQUIRED');
  });

  it('says what is missing or wrong before sending, beside each field, and focuses the first', async () => {
    const admin = await signedInAdmin(suite.portal, 'admin');
    const { page, dialog } = await openDialog(admin, 360);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    const current = dialog.getByLabel('Current password');
    await expect(current.getAttribute('aria-invalid')).resolves.toBe('true');
    await dialog.getByText('Enter your current password').waitFor();
    await dialog.getByText('Password is required').waitFor();
    await expectFocused(current);

    await current.fill(admin.password);
    await dialog.getByLabel(/^New password\*?$/).fill('short');
    await dialog.getByText('Password must be at least 8 characters').waitFor();
    await dialog.getByLabel(/^New password\*?$/).fill('Aa1!aaaa');
    await dialog.getByLabel('New password again').fill('Aa1!aaab');
    await dialog.getByText('Passwords do not match').waitFor();
    await expectAccessible(page, 'change password problems at 360');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(signInCode(admin, admin.password)).resolves.toBe('TWOFA_TOKEN_REQUIRED');
  });

  it('puts a wrong current password beside its field in the catalogue’s words, changing nothing', async () => {
    const admin = await signedInAdmin(suite.portal, 'super_admin');
    const { dialog } = await openDialog(admin);
    const current = dialog.getByLabel('Current password');
    await current.fill(`${admin.password}-not`);
    await dialog.getByLabel(/^New password\*?$/).fill('Aa1!aaaa');
    await dialog.getByLabel('New password again').fill('Aa1!aaaa');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText('The current password is not correct.').waitFor();
    await expectFocused(current);
    await expect(signInCode(admin, admin.password)).resolves.toBe('TWOFA_TOKEN_REQUIRED');
  });
});
