import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAdminPage } from '../support/admin-pages.js';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { request } from '../support/http.js';
import { scrollsSideways } from '../support/pages.js';
import { cryptoDonation, cryptoSubscription } from '../support/payment-requests.js';
import { act, cardOf, listShown, rowOf, submit, uniqueName } from './payment-validation-support.js';

/**
 * Overdue payments: a payment awaiting verification longer than the maximum
 * pending hours is marked "Overdue" in Payment Validation, never failed for it. The limit is set
 * to 1 hour through the settings API, and the browser's clock is moved past it.
 */
const suite = browserSuite({ afterEach: () => setPendingHours('72') });
const superAdmin = suite.admin('super_admin');
const admin = suite.admin('admin');

const setPendingHours = async (hours: string) => {
  const answer = await request(
    suite.portal.url,
    'PUT',
    '/api/settings',
    { security_max_pending_hours: hours },
    superAdmin.headers,
  );
  if (answer.status !== 200) throw new Error(`settings refused: ${JSON.stringify(answer.body)}`);
};

const minuteMs = 60_000;

/** A payment awaiting verification and one verified, both made now by one user. */
const twoPayments = async () => {
  const username = uniqueName('payer');
  const waiting = await submit(suite.portal, cryptoDonation({ userUsername: username }));
  const verified = await submit(suite.portal, cryptoSubscription({ userUsername: username }));
  await act(suite.portal, admin, verified, 'verify-payment');
  return { username, waiting, verified };
};

/** The list of the user's payments, signed in as an admin, the browser's clock at `time`. */
const openAt = async (username: string, time: number, width = 1280) => {
  let settingsRead: Promise<unknown> = Promise.resolve();
  const opened = suite.watch(
    await openAdminPage(suite, admin, `/admin/transactions?search=${username}`, {
      width,
      before: async (page: Page) => {
        await page.clock.install({ time });
        settingsRead = page.waitForResponse((answer) => answer.url().endsWith('/api/settings'));
      },
    }),
  );
  await listShown(opened.page);
  await settingsRead;
  return opened.page;
};

describe('a payment awaiting verification longer than the maximum pending hours', () => {
  it('is marked "Overdue" in the table once the time passes, without a reload, and can still be verified', async () => {
    await setPendingHours('1');
    const { username, waiting, verified } = await twoPayments();
    const page = await openAt(username, Date.now());
    await expect(rowOf(page, waiting).getByText('Overdue').count()).resolves.toBe(0);
    await page.evaluate(() => {
      Object.assign(window, { notReloaded: true });
    });

    await page.clock.fastForward(61 * minuteMs);
    const badge = rowOf(page, waiting).getByText('Overdue', { exact: true });
    await badge.waitFor();
    await expect(
      rowOf(page, waiting)
        .getByText('Overdue: awaiting verification for more than 1 hour', { exact: true })
        .count(),
    ).resolves.toBe(1);
    await expect(rowOf(page, verified).getByText('Overdue').count()).resolves.toBe(0);
    await expect(page.evaluate(() => 'notReloaded' in window)).resolves.toBe(true);
    await expect(
      rowOf(page, waiting).getByRole('button', { name: 'Verify Payment' }).isEnabled(),
    ).resolves.toBe(true);
    await expectAccessible(page, 'payment validation, an overdue payment in the table');

    await rowOf(page, waiting).getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Awaiting verification for more than 1 hour').waitFor();
    await expect(dialog.getByText('Overdue', { exact: true }).count()).resolves.toBe(1);
    await expectAccessible(page, 'payment validation, the details of an overdue payment');
  });

  it('is marked "Overdue" on its card on a 360 px phone, and the other payments are not', async () => {
    await setPendingHours('1');
    const { username, waiting, verified } = await twoPayments();
    const page = await openAt(username, Date.now() + 61 * minuteMs, 360);
    await cardOf(page, waiting).getByText('Overdue', { exact: true }).waitFor();
    await expect(cardOf(page, verified).getByText('Overdue').count()).resolves.toBe(0);
    await expect(scrollsSideways(page)).resolves.toBe(false);
    await expectAccessible(page, 'payment validation, an overdue payment on a phone');
  });
});

describe('a payment awaiting verification for less than the maximum pending hours', () => {
  it('is not marked, the limit being 72 hours by default', async () => {
    const { username, waiting } = await twoPayments();
    const page = await openAt(username, Date.now() + 61 * minuteMs);
    await expect(rowOf(page, waiting).getByText('Overdue').count()).resolves.toBe(0);
  });
});
