import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAdminPage } from '../support/admin-pages.js';
import { nextTotpCode, signedInAdmin, strongPassword } from '../support/admins.js';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { request } from '../support/http.js';
import { openSettings, storedSettings } from '../support/settings-page.js';
import { expectFocusWithin, expectFocused } from '../support/focus.js';

/**
 * The step-up: a sensitive change from a session that has not proved itself in the last five
 * minutes is refused STEP_UP_REQUIRED, and the panel asks for the password and a fresh code in a
 * dialog, then sends the change again by itself. Each test's super admin is new: not raised.
 */
const suite = browserSuite();

/** Solana addresses other than the test one (32 bytes in base58), one per test that saves. */
const newSolanaAddress = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const otherSolanaAddress = 'So11111111111111111111111111111111111111112';

const typeAddress = async (page: Page, address = newSolanaAddress) => {
  const field = page.getByLabel('Solana (Solana) address');
  await field.fill(address);
  await page.getByText('Unsaved changes: Crypto Addresses').first().waitFor();
  return field;
};

describe('the step-up dialog', () => {
  it('asks for the password and a fresh code before a new payout address, then saves it by itself', async () => {
    const boss = await signedInAdmin(suite.portal, 'super_admin');
    const { page } = suite.watch(await openSettings(suite, boss, { tab: 'crypto' }));
    await typeAddress(page);
    const save = page.getByRole('button', { name: 'Save Changes' });
    await save.click();

    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.waitFor();
    const password = dialog.getByLabel('Your password');
    await expectFocused(password);
    await expectAccessible(page, 'the step-up dialog');

    // Focus stays inside: Tab past the last control comes back to the first.
    for (let n = 0; n < 6; n += 1) await page.keyboard.press('Tab');
    await expectFocusWithin(dialog);

    await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
    await dialog.getByRole('alert').getByText('Enter your password').waitFor();
    await expect(password.getAttribute('aria-invalid')).resolves.toBe('true');
    await dialog.getByText('Please enter the 6-digit code').waitFor();
    await expectAccessible(page, 'the step-up dialog with its problems');

    await password.fill(`${boss.password}-not`);
    await dialog.getByLabel('6-digit code').fill(await nextTotpCode(suite.portal, boss));
    await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
    await dialog.getByRole('alert').getByText('The password is not correct.').waitFor();
    await expectFocused(password);
    expect((await storedSettings(suite.portal, boss)).crypto_sol_address).not.toBe(
      newSolanaAddress,
    );

    // The code was not used by a wrong password: it still raises the session.
    await password.fill(boss.password);
    await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Saved!' }).waitFor();
    expect((await storedSettings(suite.portal, boss)).crypto_sol_address).toBe(newSolanaAddress);
    await expectFocused(save);
    await expectAccessible(page, 'saved after the step-up');
  });

  it('leaves the form as it was when cancelled, saying the change was not saved (at 360 px)', async () => {
    const boss = await signedInAdmin(suite.portal, 'super_admin');
    const before = (await storedSettings(suite.portal, boss)).crypto_sol_address;
    const { page } = suite.watch(
      await openSettings(suite, boss, { tab: 'crypto', width: 360, height: 800 }),
    );
    const field = await typeAddress(page, otherSolanaAddress);
    const save = page.getByRole('button', { name: 'Save Changes' });
    await save.click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.waitFor();
    await expectAccessible(page, 'the step-up dialog at 360');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByText(
        'Please confirm it is you: enter your password and a new code from your authenticator app, then try again.',
      )
      .waitFor();
    await expect(field.inputValue()).resolves.toBe(otherSolanaAddress);
    await expectFocused(save);
    expect((await storedSettings(suite.portal, boss)).crypto_sol_address).toBe(before);
    await expectAccessible(page, 'the step-up cancelled');
  });

  it('steps up over the confirmation of a deletion, then deletes', async () => {
    const boss = await signedInAdmin(suite.portal, 'super_admin');
    const member = `member-${Math.random().toString(36).slice(2, 8)}`;
    const created = await request(
      suite.portal.url,
      'POST',
      '/api/users',
      { username: member, password: strongPassword(), role: 'admin' },
      boss.headers,
    );
    expect(created.status).toBe(201);
    const { page } = suite.watch(await openAdminPage(suite, boss, '/admin/users'));
    await page.getByRole('button', { name: `Delete ${member}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete User' });
    await confirm.getByRole('button', { name: 'Delete user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.waitFor();
    await dialog.getByLabel('Your password').fill(boss.password);
    await dialog.getByLabel('6-digit code').fill(await nextTotpCode(suite.portal, boss));
    await page.keyboard.press('Enter');
    await page.getByText(`${member} was deleted.`).waitFor();
    const users = await request(suite.portal.url, 'GET', '/api/users', undefined, boss.headers);
    expect((users.body as { username: string }[]).some((user) => user.username === member)).toBe(
      false,
    );
  });
});
