import type { Page } from 'playwright-core';
import { openCardPayment } from '../../support/payment-requests.js';
import { checkout, whileFailing } from '../../support/sandboxes.js';
import { oncePerRun, showList } from '../prepare.js';
import type { Scenario } from '../scenario.js';

/** A few more awaiting card payments than the demo's one. */
const fillQueue = oncePerRun(async (demo) => {
  const customers = [
    { provider: 'stripe_usa', username: 'nina_k', email: 'nina.k@example.com' },
    { provider: 'bitnovo', username: 'haruto', email: 'haruto@example.jp' },
    { provider: 'ramp', username: 'lena-m', email: 'lena.m@example.de' },
  ];
  for (const { provider, username, email } of customers) {
    await openCardPayment(demo.portal.url, { provider, userInfo: { username, email } });
  }
});

const checkPayment = async (page: Page, paymentId: string) => {
  await showList(page);
  await page
    .getByRole('row', { name: new RegExp(paymentId) })
    .or(page.getByRole('listitem').filter({ hasText: paymentId }))
    .getByRole('button')
    .first()
    .click();
  // Whatever the language: the check has answered once no button is busy.
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
};

export const scenarios: Scenario[] = [
  {
    name: 'card-payments-queue',
    path: '/admin/card-payments',
    signedIn: 'super_admin',
    prepare: async (page, demo) => {
      await fillQueue(demo);
      await showList(page);
    },
  },
  {
    name: 'card-payments-admin',
    path: '/admin/card-payments',
    signedIn: 'admin',
    viewportOnly: true,
  },
  {
    name: 'card-payments-not-completed',
    path: '/admin/card-payments',
    signedIn: 'super_admin',
    prepare: async (page, demo) => {
      await checkPayment(page, demo.payments.card);
    },
  },
  {
    name: 'card-payments-confirmed',
    path: '/admin/card-payments',
    signedIn: 'super_admin',
    prepare: async (page, demo) => {
      // Paid while the processor cannot be asked: the callback is refused, the payment awaits.
      const { paymentId, paymentUrl } = await openCardPayment(demo.portal.url);
      await whileFailing(demo.portal, 'card', { status: 503 }, () => checkout(paymentUrl, 'pay'));
      await checkPayment(page, paymentId);
    },
  },
  {
    name: 'card-payments-update-failed',
    path: '/admin/card-payments',
    signedIn: 'super_admin',
    prepare: async (page, demo) => {
      // Paid for less than owed: the processor says paid, the portal does not verify it.
      const { paymentId, paymentUrl } = await openCardPayment(demo.portal.url);
      await checkout(paymentUrl, 'pay', '3.00');
      await checkPayment(page, paymentId);
    },
  },
  {
    name: 'card-payments-verify-by-hand',
    path: '/admin/card-payments',
    signedIn: 'admin',
    viewportOnly: true,
    prepare: async (page) => {
      await showList(page);
      await page.locator('[data-action="forceVerify"]:visible').first().click();
      await page.getByRole('alertdialog').waitFor();
    },
  },
  {
    name: 'card-payments-mark-failed-no-reason',
    path: '/admin/card-payments',
    signedIn: 'admin',
    viewportOnly: true,
    prepare: async (page) => {
      await showList(page);
      await page.locator('[data-action="markFailed"]:visible').first().click();
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      await page.keyboard.press('Enter');
      await dialog.locator('[aria-invalid="true"]').waitFor();
    },
  },
  {
    name: 'card-payments-status-update',
    path: '/admin/card-payments',
    signedIn: 'super_admin',
    viewportOnly: true,
    prepare: async (page) => {
      await showList(page);
      await page.locator('[data-action="updateStatus"]:visible').first().click();
      const dialog = page.getByRole('alertdialog');
      await dialog.locator('select').selectOption('failed');
    },
  },
  {
    name: 'card-payments-verified-by-hand',
    path: '/admin/card-payments',
    signedIn: 'admin',
    prepare: async (page, demo) => {
      // A payment of its own, verified by hand: it leaves the list, the outcome shows above.
      const { paymentId } = await openCardPayment(demo.portal.url, {
        userInfo: { username: 'by_hand', email: 'by.hand@example.com' },
      });
      await page.reload();
      await showList(page);
      await page
        .getByRole('row', { name: new RegExp(paymentId) })
        .or(page.getByRole('listitem').filter({ hasText: paymentId }))
        .locator('[data-action="forceVerify"]')
        .click();
      await page.getByRole('alertdialog').waitFor();
      await page.keyboard.press('Enter');
      await page.getByRole('alertdialog').waitFor({ state: 'hidden' });
      await page.getByRole('status').filter({ hasText: paymentId }).waitFor();
    },
  },
  {
    name: 'card-payments-empty',
    path: '/admin/dashboard',
    signedIn: 'super_admin',
    prepare: async (page) => {
      await page.route('**/api/transactions/card-payments/awaiting*', (route) =>
        route.fulfill({
          json: {
            transactions: [],
            pagination: { page: 1, limit: 20, total: 0, pages: 0 },
            summary: { count: 0, totalValueUsd: 0 },
          },
        }),
      );
      await page.goto(page.url().replace('/admin/dashboard', '/admin/card-payments'));
      await page.locator('main .empty-state').waitFor({ timeout: 90_000 });
    },
  },
];
