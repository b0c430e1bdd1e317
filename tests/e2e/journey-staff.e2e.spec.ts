import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { strongPassword, totpCode } from '../support/admins.js';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { exportColumns, readCsvDownload } from '../support/csv-download.js';
import { openPage, type OpenPage } from '../support/pages.js';
import { confirmedPaymentId, tile, toPaymentStep } from '../support/payment-flow.js';
import { cryptoDonation } from '../support/payment-requests.js';
import { addFault } from '../support/sandboxes.js';
import { startWebPortal } from '../support/web-portal.js';
import { listShown, rowOf, submit, uniqueName } from './payment-validation-support.js';

/**
 * The staff's journey across every admin screen (issue 13), in Chromium against the embedded
 * portal, one stage per test in order: a super admin made by the admin CLI sets up two-factor and
 * signs in, verifies a payment a visitor made in the public flow, updates its subscription, fails
 * another, reads both in the history and the CSV export, creates an admin who is kept out of the
 * settings, changes a price and switches a method off that the public pages then follow, and a
 * second browser sees the first one's action live.
 *
 * The fulfilment sandbox refuses deliveries and the outbox waits an hour before trying again, so
 * a verified subscription waits for the admin's hand.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

const suite = browserSuite({
  start: () =>
    startWebPortal({
      env: { FULFILMENT_RETRY_INITIAL_MS: '3600000', FULFILMENT_RETRY_MAX_MS: '21600000' },
    }),
});
/** The super admin's browser, kept signed in through the whole journey. */
let boss: OpenPage;
/** The new admin's browser. */
let second: OpenPage;

const superAdmin = {
  username: `boss_${randomBytes(3).toString('hex')}`,
  password: strongPassword(),
};
const newAdmin = {
  username: `clerk_${randomBytes(3).toString('hex')}`,
  password: strongPassword(),
};
/** The visitor's account name: a search for it lists the journey's payments only. */
const player = uniqueName('journey_player');
const reason = 'The hash is not on chain';
/** The super admin's TOTP secret, read from the setup screen. */
let secret = '';
/** The payment verified and completed, and the one failed. */
let paid = '';
let failed = '';

beforeAll(async () => {
  await addFault(suite.portal, 'fulfilment', {
    status: 503,
    body: 'fulfilment down for the journey',
  });
  boss = await openPage(suite.browser);
  second = await openPage(suite.browser);
});

// A page error in either staff browser fails the stage it happened in.
afterEach(() => {
  expect(boss.problems).toEqual([]);
  expect(second.problems).toEqual([]);
});

/** `npm run admin -- …` on the portal's data directory, `input` on its standard input. */
const adminCli = (args: string[], input: string) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      'npm',
      ['run', '--silent', 'admin', '--', ...args],
      { cwd: root, env: { ...process.env, DATA_DIR: suite.portal.dataDir }, timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
    child.stdin?.end(input);
  });

/** The portal has applied everything written to its log, by any process. */
const caughtUp = async () => {
  const head = await suite.portal.eventStore.headPosition();
  expect(await suite.portal.runner.waitFor(head ?? 0, 5_000)).toBe(true);
};

const signInWith = async (page: Page, account: { username: string; password: string }) => {
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/**
 * The first sign-in of an account whose password someone else set (the CLI, a super admin): that
 * password works once, and a password of the holder's own is chosen before anything else.
 */
const chooseOwnPassword = async (page: Page, account: { password: string }) => {
  await page.getByRole('heading', { level: 1, name: 'Choose your own password' }).waitFor();
  const chosen = strongPassword();
  await page.getByLabel('One-time password').fill(account.password);
  await page.getByLabel(/^New password\*?$/).fill(chosen);
  await page.getByLabel('New password again').fill(chosen);
  await page.getByRole('button', { name: 'Save my password' }).click();
  account.password = chosen;
};

/**
 * The forced two-factor setup, from Access Denied to the panel the page reloads into: the setup
 * key is read from the screen and the code computed from it. Answers the secret.
 */
const setUpTwoFactor = async (page: Page): Promise<string> => {
  await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
  await page.getByRole('button', { name: 'Setup 2FA Now' }).click();
  await page.getByRole('button', { name: 'Begin setup' }).click();
  const key = page.getByRole('textbox', { name: 'Setup key' });
  await key.waitFor();
  const secret = (await key.inputValue()).replaceAll(' ', '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByRole('button', { name: 'Next: enter the code' }).click();
  await page.getByLabel('6-digit code').fill(await totpCode(secret, suite.portal.clock()));
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Enable 2FA' }).click();
  await page.getByRole('heading', { name: 'Two-factor authentication is on' }).waitFor();
  await reloaded;
  await page.getByRole('navigation', { name: 'Admin' }).waitFor();
  await page.getByText('2FA enabled').waitFor();
  return secret;
};

/** A sidebar entry followed, once its page's heading shows. */
const goTo = async (page: Page, entry: string, heading = entry) => {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: entry }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
};

const confirmDialog = (page: Page) => page.getByRole('alertdialog');

/** The lines of a payment's history in its detail dialog, which is left open. */
const historyOf = async (page: Page, paymentId: string): Promise<string[]> => {
  await rowOf(page, paymentId).getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Payment details' });
  await details.getByRole('heading', { name: 'History' }).waitFor();
  await details.getByText(paymentId).first().waitFor();
  return details.getByRole('list').last().getByRole('listitem').allInnerTexts();
};

const closeDetails = async (page: Page) => {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Payment details' }).waitFor({ state: 'hidden' });
};

describe('the staff journey', () => {
  it('the super admin made by the CLI is forced into 2FA setup with a TOTP computed by the test', async () => {
    const created = await adminCli(
      ['create', '--username', superAdmin.username, '--role', 'super_admin'],
      `${superAdmin.password}\n`,
    );
    expect(created.code).toBe(0);
    expect(created.stdout).toContain(`Created super_admin "${superAdmin.username}"`);
    // The running portal follows the log: the account signs in without a restart.
    await caughtUp();

    const { page } = boss;
    await page.goto(`${suite.portal.url}/admin/dashboard`);
    await page.waitForURL(/\/admin$/);
    await signInWith(page, superAdmin);
    await chooseOwnPassword(page, superAdmin);
    await page.waitForURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('navigation', { name: 'Admin' }).count()).resolves.toBe(0);
    secret = await setUpTwoFactor(page);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });

  it('signs in with the code step', async () => {
    const { page } = boss;
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(/\/admin$/);
    await signInWith(page, superAdmin);
    await page.getByRole('heading', { level: 1, name: 'Two-factor verification' }).waitFor();
    await page.getByText(`Hello, ${superAdmin.username}`).waitFor();
    // The code of the next 30-second step: the one the setup used is refused as a replay.
    const next = new Date(suite.portal.clock().getTime() + 30_000);
    await page.getByLabel('Authentication code').fill(await totpCode(secret, next));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    const sidebar = page.getByRole('complementary', { name: 'Admin panel' });
    await sidebar.getByText(superAdmin.username, { exact: true }).waitFor();
    await sidebar.getByText('Super Admin', { exact: true }).waitFor();
  });

  it('verifies a crypto payment a visitor made in the public payment flow', async () => {
    const visitor = await openPage(suite.browser);
    try {
      const { page } = visitor;
      await page.goto(`${suite.portal.url}/payment/ghost-eshop-pro`);
      await page.getByLabel('Username').fill(player);
      await page.getByLabel('E-mail address').fill(`${player}@example.com`);
      await toPaymentStep(page, { method: 'Cryptocurrency', duration: '3 months' });
      await page.getByLabel('Transaction hash').fill(randomBytes(32).toString('hex'));
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Submit payment' }).click();
      paid = await confirmedPaymentId(page);
      expect(visitor.problems).toEqual([]);
    } finally {
      await visitor.close();
    }
    // Another payment of the same visitor, made through the API, for the next stages.
    failed = await submit(suite.portal, cryptoDonation({ userUsername: player, amount: 25.5 }));

    const { page } = boss;
    await goTo(page, 'Payment Validation');
    await listShown(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill(player);
    await page.getByRole('heading', { level: 2, name: 'Transactions (2 total)' }).waitFor();
    const row = rowOf(page, paid);
    await expect(row.innerText()).resolves.toContain('Awaiting Payment');
    await row.getByRole('button', { name: 'Verify Payment' }).click();
    const dialog = confirmDialog(page);
    await dialog.getByRole('heading', { name: 'Verify this payment?' }).waitFor();
    await dialog.getByRole('button', { name: 'Verify Payment' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('status')
      .filter({ hasText: `Payment ${paid} verified.` })
      .waitFor();
    await expect(row.innerText()).resolves.toContain('Awaiting Subscription');
  });

  it('updates its subscription', async () => {
    const { page } = boss;
    const row = rowOf(page, paid);
    await row.getByRole('button', { name: 'Update Subscription' }).click();
    const dialog = confirmDialog(page);
    await dialog.getByRole('heading', { name: 'Update this subscription?' }).waitFor();
    await dialog.getByRole('button', { name: 'Update Subscription' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('status')
      .filter({ hasText: `Subscription of payment ${paid} updated; the payment is completed.` })
      .waitFor();
    await expect(row.innerText()).resolves.toContain('Completed');
    await expect(row.getByRole('button', { name: 'Update Subscription' }).count()).resolves.toBe(0);
    await expectAccessible(page, 'payment validation, subscription updated');
  });

  it('marks another failed with a reason', async () => {
    const { page } = boss;
    const row = rowOf(page, failed);
    await row.getByRole('button', { name: 'Mark as Failed' }).click();
    const dialog = confirmDialog(page);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await dialog.getByRole('button', { name: 'Mark as Failed' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(`Payment ${failed} marked as failed.`).waitFor();
    await expect(row.innerText()).resolves.toContain('Failed');
    await expect(row.getByRole('button', { name: 'Verify Payment' }).count()).resolves.toBe(0);
  });

  it('sees both in the history with their username', async () => {
    const { page } = boss;
    const by = `by ${superAdmin.username}`;
    const paidHistory = await historyOf(page, paid);
    expect(paidHistory[0]).toContain('Payment submitted');
    expect(paidHistory[0]).toContain('by Payer');
    const verified = paidHistory.find((line) => line.includes('Payment verified'));
    const updated = paidHistory.find((line) => line.includes('Subscription updated'));
    expect(verified).toContain(by);
    expect(updated).toContain(by);
    expect(paidHistory.indexOf(verified!)).toBeLessThan(paidHistory.indexOf(updated!));
    const details = page.getByRole('dialog', { name: 'Payment details' });
    await expect(details.innerText()).resolves.toContain(`${player}@example.com`);
    await expectAccessible(page, 'payment validation, details of a completed subscription');
    await closeDetails(page);

    const failedHistory = await historyOf(page, failed);
    const last = failedHistory.at(-1) ?? '';
    expect(last).toContain('Marked as failed');
    expect(last).toContain(by);
    expect(last).toContain(reason);
    await closeDetails(page);
  });

  it('exports CSV and checks its rows', async () => {
    const { page } = boss;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Data (2)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    // A byte-order mark first, for spreadsheets.
    const parsed = await readCsvDownload(download);
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.rows;
    expect(header).toEqual(exportColumns);
    expect(rows).toHaveLength(2);
    const rowFor = (id: string) => {
      const found = rows.find((row) => row[0] === id);
      expect(found, id).toBeDefined();
      const { 12: createdAt, ...rest } = found!;
      expect(Number.isNaN(Date.parse(createdAt ?? ''))).toBe(false);
      return Object.values(rest);
    };
    expect(rowFor(paid)).toEqual([
      paid,
      player,
      `${player}@example.com`,
      'ghost-eshop-pro',
      'crypto',
      'btc',
      '',
      '12',
      'USD',
      'completed',
      'true',
      'true',
      '3_months',
      expect.any(String),
    ]);
    expect(rowFor(failed)).toEqual([
      failed,
      player,
      '',
      'donation',
      'crypto',
      'eth',
      '',
      '25.5',
      'USD',
      'failed',
      'false',
      'false',
      '',
      reason,
    ]);
    await page.getByRole('status').filter({ hasText: 'Exported 2 transactions.' }).waitFor();
  });

  it('creates an admin', async () => {
    const { page } = boss;
    await goTo(page, 'Users');
    const opener = page.getByRole('button', { name: 'Add Admin User' });
    await opener.click();
    const add = page.getByRole('dialog', { name: 'Add Admin User' });
    await add.getByRole('textbox', { name: 'Username' }).fill(newAdmin.username);
    await add.getByRole('textbox', { name: 'E-mail' }).fill(`${newAdmin.username}@example.com`);
    await add.getByLabel('Password').fill(newAdmin.password);
    await add.getByRole('combobox', { name: 'Role' }).selectOption('admin');
    await add.getByRole('button', { name: 'Create user' }).click();
    await page.getByText(`${newAdmin.username} was added.`).waitFor();
    const row = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${newAdmin.username}`) }) });
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain('No 2FA');
    await expectAccessible(page, 'users, an admin added');
  });

  it('signs in as that admin, is forced into 2FA, and is refused settings', async () => {
    const { page } = second;
    await page.goto(`${suite.portal.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Admin sign in' }).waitFor();
    await signInWith(page, newAdmin);
    await chooseOwnPassword(page, newAdmin);
    await setUpTwoFactor(page);
    const sidebar = page.getByRole('complementary', { name: 'Admin panel' });
    await sidebar.getByText(newAdmin.username, { exact: true }).waitFor();
    await expect(
      page.getByRole('navigation', { name: 'Admin' }).getByRole('link').allInnerTexts(),
    ).resolves.not.toContain('Settings');

    await page.goto(`${suite.portal.url}/admin/settings`);
    await page.waitForURL(/\/admin\/dashboard$/);
    const notice = page.getByRole('alert').filter({ hasText: 'Access Restricted' });
    await notice.getByText('Only Super Administrators can access system settings.').waitFor();
    await notice.getByText('Your role: Admin').waitFor();
  });

  it('as super admin changes a price and switches a method off, and the public pages follow', async () => {
    const { page } = boss;
    await goTo(page, 'Settings');
    await page.getByRole('tab', { name: 'Pricing Management' }).click();
    await page
      .getByRole('group', { name: 'Payment type' })
      .getByRole('radio', { name: 'Crypto' })
      .check();
    const price = page.getByRole('spinbutton', { name: 'Price for 3 months', exact: true });
    await expect(price.inputValue()).resolves.toBe('12.00');
    await price.fill('14.5');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('button', { name: 'Saved!' }).waitFor();
    await page.getByText('All changes saved').waitFor();

    await page.getByRole('tab', { name: 'Payment Methods' }).click();
    await page.getByRole('switch', { name: 'Accept Nintendo eShop gift cards' }).click();
    await page
      .getByText('Nintendo payment is disabled. Users will see "temporarily unavailable" message.')
      .waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('button', { name: 'Saved!' }).waitFor();
    await expectAccessible(page, 'settings, a method switched off and saved');

    const visitor = await openPage(suite.browser);
    try {
      const { page: publicPage } = visitor;
      await publicPage.goto(`${suite.portal.url}/pricing`);
      const crypto = publicPage.getByRole('table', { name: 'Cryptocurrency' });
      await crypto.waitFor();
      const rows = await crypto.getByRole('row').allInnerTexts();
      expect(rows.find((row) => row.startsWith('3 months'))).toContain('$14.50');

      await publicPage.goto(`${suite.portal.url}/payment/ghost-eshop-pro`);
      await tile(publicPage, 'Cryptocurrency').check();
      const threeMonths = publicPage.locator('label', { has: tile(publicPage, '3 months') });
      await expect.poll(() => threeMonths.textContent()).toContain('$14.50');
      await expect(
        publicPage.getByRole('radio', { name: /^Nintendo eShop gift card/ }).count(),
      ).resolves.toBe(0);
      await expect(tile(publicPage, 'Card payment').count()).resolves.toBe(1);
      await expectAccessible(publicPage, 'payment flow without gift cards, a changed price');
      expect(visitor.problems).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it("a second browser sees the first one's action appear live", async () => {
    const last = await submit(suite.portal, cryptoDonation({ userUsername: player }));
    const watcher = second.page;
    await goTo(watcher, 'Payment Validation');
    await listShown(watcher);
    await watcher.getByRole('searchbox', { name: 'Search' }).fill(player);
    await watcher.getByRole('heading', { level: 2, name: 'Transactions (3 total)' }).waitFor();
    await watcher.getByText('Live updates on').waitFor();
    await expect(rowOf(watcher, last).innerText()).resolves.toContain('Awaiting Payment');
    await watcher.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    const documents: string[] = [];
    watcher.on('request', (sent) => {
      if (sent.resourceType() === 'document') documents.push(sent.url());
    });

    const { page } = boss;
    await goTo(page, 'Payment Validation');
    await page.getByRole('searchbox', { name: 'Search' }).fill(player);
    await page.getByRole('heading', { level: 2, name: 'Transactions (3 total)' }).waitFor();
    await rowOf(page, last).getByRole('button', { name: 'Verify Payment' }).click();
    await confirmDialog(page).getByRole('button', { name: 'Verify Payment' }).click();
    await confirmDialog(page).waitFor({ state: 'hidden' });

    await expect
      .poll(() => rowOf(watcher, last).innerText(), { timeout: 10_000 })
      .toContain('Completed');
    await expect(
      watcher.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).resolves.toBe(true);
    expect(documents).toEqual([]);
    await expectAccessible(watcher, 'payment validation, changed live by another admin');
  });
});
