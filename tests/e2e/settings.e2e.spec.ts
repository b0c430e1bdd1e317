import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { openAdminPage } from '../support/admin-pages.js';
import { signedInAdmin, stepUp } from '../support/admins.js';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { scrollsSideways } from '../support/pages.js';
import { openSettings, saveChanges, storedSettings } from '../support/settings-page.js';
import { expectFocused } from '../support/focus.js';

/**
 * The settings screen in Chromium against the real portal: its
 * tabs, General Settings saved and read back, the save button's states, the guard on unsaved
 * changes, and who may open it.
 */
const suite = browserSuite();
const superAdmin = suite.admin('super_admin');
// Addresses and notifications change from a raised session only; the step-up dialog itself is
// tested in step-up.e2e.spec.ts.
beforeEach(async () => {
  await stepUp(suite.portal, superAdmin);
});

const open = async (options: Parameters<typeof openSettings>[2] = {}) => {
  const page = await openSettings(suite, superAdmin, options);
  suite.watch(page);
  return page;
};

const selectedTab = (page: Page) => page.getByRole('tab', { selected: true }).textContent();
const switchOf = (page: Page, name: string) => page.getByRole('switch', { name, exact: true });
const hoursField = (page: Page) => page.getByLabel('Maximum pending hours');

describe('the tabs', () => {
  it('moves between the four tabs with the arrow keys, Home and End, keeping the tab in the address', async () => {
    const { page } = await open();
    const tabs = page.getByRole('tablist', { name: 'Settings sections' }).getByRole('tab');
    await expect(tabs.allTextContents()).resolves.toEqual([
      'General Settings',
      'Payment Methods',
      'Crypto Addresses',
      'Pricing Management',
    ]);
    await expect.poll(() => selectedTab(page)).toBe('General Settings');
    await expectAccessible(page, 'General Settings');

    await page.getByRole('tab', { name: 'General Settings' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => selectedTab(page)).toBe('Payment Methods');
    await expectFocused(page.getByRole('tab', { name: 'Payment Methods' }));
    expect(new URL(page.url()).searchParams.get('tab')).toBe('methods');
    await page.getByRole('tabpanel', { name: 'Payment Methods' }).waitFor();
    await expectAccessible(page, 'Payment Methods');

    await page.keyboard.press('ArrowRight');
    await page.getByRole('tabpanel', { name: 'Crypto Addresses' }).waitFor();
    await expectAccessible(page, 'Crypto Addresses');

    await page.keyboard.press('End');
    await page.getByRole('tabpanel', { name: 'Pricing Management' }).waitFor();
    await page.getByRole('table').waitFor();
    await expectAccessible(page, 'Pricing Management');

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => selectedTab(page)).toBe('General Settings');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => selectedTab(page)).toBe('Pricing Management');
    await page.keyboard.press('Home');
    await expect.poll(() => selectedTab(page)).toBe('General Settings');

    // Only the selected tab is in the Tab order; Tab goes on into its panel.
    await page.keyboard.press('Tab');
    await expectFocused(page.getByRole('tabpanel'));
  });

  it('keeps the selected tab when the page is reloaded', async () => {
    const { page } = await open({ tab: 'crypto' });
    await expect.poll(() => selectedTab(page)).toBe('Crypto Addresses');
    await page.reload();
    await page.getByRole('tabpanel', { name: 'Crypto Addresses' }).waitFor();
  });

  it.each(['general', 'methods', 'crypto', 'pricing'])(
    'fits a phone without scrolling sideways, in German too: %s',
    async (tab) => {
      const { page } = await open({ tab, width: 360, locale: 'de-DE' });
      if (tab === 'pricing') await page.locator('input[type="number"]').first().waitFor();
      await expect(scrollsSideways(page)).resolves.toBe(false);
      await expectAccessible(page, `${tab}, German, 360 px`);
    },
  );
});

describe('General Settings', () => {
  it('saves the security and notification switches and the maximum pending hours, and reads them back', async () => {
    const { page } = await open();
    await expect(
      switchOf(page, 'Require a transaction hash (TXID)').getAttribute('aria-checked'),
    ).resolves.toBe('false');
    await switchOf(page, 'Require a transaction hash (TXID)').click();
    await page.getByText('Process confirmed vouchers automatically').click();
    await switchOf(page, 'E-mail notifications').press('Space');
    await switchOf(page, 'Failed payments').click();
    await hoursField(page).fill('48');
    await expect(page.getByText('Unsaved changes: General Settings').count()).resolves.toBe(1);
    await expect(
      page.getByRole('tab', { name: 'General Settings (unsaved changes)' }).count(),
    ).resolves.toBe(1);
    await saveChanges(page);

    const stored = await storedSettings(suite.portal, superAdmin);
    expect(stored).toMatchObject({
      security_require_txid: 'true',
      security_auto_process: 'true',
      notifications_email: 'true',
      notifications_payment: 'false',
      notifications_failure: 'true',
      security_max_pending_hours: '48',
    });
    await expect(page.getByText('All changes saved').count()).resolves.toBe(1);

    await page.reload();
    await page.getByRole('tabpanel').waitFor();
    for (const [name, on] of [
      ['Require a transaction hash (TXID)', 'true'],
      ['Process confirmed vouchers automatically', 'true'],
      ['E-mail notifications', 'true'],
      ['Payment progress', 'false'],
      ['Failed payments', 'true'],
    ] as const) {
      await expect(switchOf(page, name).getAttribute('aria-checked'), name).resolves.toBe(on);
    }
    await expect(hoursField(page).inputValue()).resolves.toBe('48');
  });

  it('refuses maximum pending hours out of range on the field, saving nothing', async () => {
    const { page } = await open();
    const before = (await storedSettings(suite.portal, superAdmin)).security_max_pending_hours;
    for (const hours of ['0', '169', '12.5']) {
      await hoursField(page).fill(hours);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(
        page.getByText('Enter a whole number of hours from 1 to 168.').count(),
      ).resolves.toBe(1);
      await expect(hoursField(page).getAttribute('aria-invalid')).resolves.toBe('true');
      await expectFocused(hoursField(page));
    }
    await expect(
      page.getByRole('alert').filter({ hasText: 'Some settings cannot be saved yet' }).count(),
    ).resolves.toBe(1);
    await expect(
      page.getByRole('tab', { name: 'General Settings (needs attention)' }).count(),
    ).resolves.toBe(1);
    await expectAccessible(page, 'maximum pending hours refused');
    expect((await storedSettings(suite.portal, superAdmin)).security_max_pending_hours).toBe(
      before,
    );
  });

  it('takes 72 for maximum pending hours that are no number, and saves it', async () => {
    const { page } = await open();
    await hoursField(page).fill('5');
    await saveChanges(page);
    await hoursField(page).fill('');
    await hoursField(page).blur();
    await expect(hoursField(page).inputValue()).resolves.toBe('72');
    await saveChanges(page);
    expect((await storedSettings(suite.portal, superAdmin)).security_max_pending_hours).toBe('72');
  });

  it('explains the two e-mail switches do nothing while e-mail notifications are off', async () => {
    const { page } = await open();
    const email = switchOf(page, 'E-mail notifications');
    if ((await email.getAttribute('aria-checked')) === 'true') await email.click();
    await expect(
      page.getByText('E-mail notifications are off: neither of these e-mails is sent.').count(),
    ).resolves.toBe(1);
    await email.click();
    await expect(
      page.getByText('E-mail notifications are off: neither of these e-mails is sent.').count(),
    ).resolves.toBe(0);
  });
});

describe('saving', () => {
  it('reads Save Changes, then Saving... while the server answers, then Saved! for 3 seconds', async () => {
    const { page } = await open();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/settings', async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await switchOf(page, 'Payment progress').click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const saving = page.getByRole('button', { name: 'Saving...' });
    await saving.waitFor();
    await expect(saving.isDisabled()).resolves.toBe(true);
    await expect(saving.getAttribute('aria-busy')).resolves.toBe('true');
    // From here the page's clock moves only when told to: "Saved!" lasts 3 seconds of the page's
    // own time, whatever else the machine is doing.
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1_000);
    release();
    await page.getByRole('button', { name: 'Saved!' }).waitFor();
    await expect(
      page.getByRole('status').filter({ hasText: 'Settings saved.' }).count(),
    ).resolves.toBe(1);
    await page.clock.runFor(2_999);
    await expect(page.getByRole('button', { name: 'Saved!' }).count()).resolves.toBe(1);
    await page.clock.runFor(1);
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    await page.clock.resume();
    await expectAccessible(page, 'after Saved!');
  });

  it("says 'Failed to save settings' with the server's reason when the save is refused", async () => {
    const { page } = await open();
    await page.route('**/api/settings', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 503,
            json: { error: { code: 'SERVICE_UNAVAILABLE', message: 'The service is restarting' } },
          })
        : route.continue(),
    );
    await switchOf(page, 'Payment progress').click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to save settings' });
    await alert.waitFor();
    await expect(page.getByRole('button', { name: 'Save Changes' }).count()).resolves.toBe(1);
    await expect(page.getByText('Unsaved changes: General Settings').count()).resolves.toBe(1);
    await expectAccessible(page, 'save failed');
  });

  it("says 'Failed to load settings' when they cannot be read, with a way to try again", async () => {
    const page = suite.watch(
      await openAdminPage(suite, superAdmin, '/admin/settings', {
        before: (tab) =>
          tab.route('**/api/settings', (route) =>
            route.fulfill({
              status: 500,
              json: { error: { code: 'INTERNAL_ERROR', message: 'x' } },
            }),
          ),
      }),
    );
    await page.page.getByRole('alert').filter({ hasText: 'Failed to load settings' }).waitFor();
    await page.page.unroute('**/api/settings');
    await page.page.getByRole('button', { name: 'Try again' }).click();
    await page.page.getByRole('tabpanel').waitFor();
  });
});

describe('unsaved changes', () => {
  it('asks before a link leaves unsaved changes, staying by default', async () => {
    const { page } = await open();
    await switchOf(page, 'Payment progress').click();
    const users = page.getByRole('link', { name: 'Users' });
    await users.click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    await expect(
      dialog.getByText('Your unsaved changes will be lost: General Settings.').count(),
    ).resolves.toBe(1);
    await expectFocused(dialog.getByRole('button', { name: 'Stay on this page' }));
    await expectAccessible(page, 'leave dialog');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/admin/settings');
    await expect(switchOf(page, 'Payment progress').getAttribute('aria-checked')).resolves.not.toBe(
      (await storedSettings(suite.portal, superAdmin)).notifications_payment,
    );

    await users.click();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
  });

  it('lets a link go without asking once everything is saved', async () => {
    const { page } = await open();
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
  });

  it('has the browser ask before the page is closed with unsaved changes', async () => {
    const { page } = await open();
    await switchOf(page, 'Payment progress').click();
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      });
    });
    await page.close({ runBeforeUnload: true });
    await expect(asked).resolves.toBe('beforeunload');
  });
});

describe('who may open it', () => {
  it('sends an admin who is not a super admin to the dashboard, saying why', async () => {
    const admin = await signedInAdmin(suite.portal, 'admin');
    const page = suite.watch(await openAdminPage(suite, admin, '/admin/settings'));
    const notice = page.page
      .getByRole('alert')
      .filter({ hasText: 'Only Super Administrators can access system settings.' });
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toContain('Your role: Admin');
    expect(new URL(page.page.url()).pathname).toBe('/admin/dashboard');
    await expect(page.page.getByRole('link', { name: 'Settings' }).count()).resolves.toBe(0);
    await expectAccessible(page.page, 'settings refused to an admin');
  });
});
