import type { Page } from 'playwright-core';
import type { Scenario } from '../scenario.js';

const list = '/admin/transactions';

/** The list has its rows (or its empty or error state) on screen, in any language. */
const listed = async (page: Page) => {
  await page.locator('[data-payment], .empty-state, [role="alert"]').first().waitFor();
};

/** Answers the list call itself, for the states demo data cannot show. */
const answerList = async (page: Page, status: number, body: unknown) => {
  await page.route(/\/api\/transactions\?/, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );
};

export const scenarios: Scenario[] = [
  { name: 'payment-validation-list', path: list, signedIn: 'admin', prepare: listed },
  {
    name: 'payment-validation-filtered',
    path: `${list}?status=pending_payment_verification&method=crypto&search=player`,
    signedIn: 'admin',
    prepare: listed,
  },
  {
    name: 'payment-validation-detail',
    path: (demo) => `${list}?payment=${demo.payments.failed}`,
    signedIn: 'admin',
    prepare: async (page) => {
      await page.getByRole('dialog').getByRole('listitem').first().waitFor();
    },
    viewportOnly: true,
  },
  {
    name: 'payment-validation-detail-history',
    path: (demo) => `${list}?payment=${demo.payments.subscriptionCompleted}`,
    signedIn: 'admin',
    prepare: async (page) => {
      const last = page.getByRole('dialog').getByRole('listitem').last();
      await last.waitFor();
      await last.scrollIntoViewIfNeeded();
    },
    viewportOnly: true,
  },
  {
    name: 'payment-validation-detail-voucher',
    path: (demo) => `${list}?payment=${demo.payments.voucherAwaiting}`,
    signedIn: 'admin',
    prepare: async (page) => {
      await page.getByRole('dialog').getByRole('listitem').first().waitFor();
    },
    viewportOnly: true,
  },
  {
    name: 'payment-validation-mark-failed',
    path: `${list}?status=pending_payment_verification`,
    signedIn: 'admin',
    prepare: async (page) => {
      await listed(page);
      await page.locator('[data-action="markFailed"]').first().click();
      await page.getByRole('alertdialog').waitFor();
      await page.keyboard.type('The transaction hash was not found on chain');
    },
    viewportOnly: true,
  },
  {
    name: 'payment-validation-empty-filtered',
    path: `${list}?search=nobody-pays-like-this`,
    signedIn: 'admin',
    prepare: listed,
  },
  {
    name: 'payment-validation-empty',
    path: list,
    signedIn: 'admin',
    prepare: async (page) => {
      await answerList(page, 200, {
        transactions: [],
        pagination: { page: 1, limit: 20, total: 0, pages: 0 },
      });
      await page.reload();
      await listed(page);
    },
  },
  {
    name: 'payment-validation-error',
    path: list,
    signedIn: 'admin',
    prepare: async (page) => {
      await answerList(page, 500, { error: { code: 'INTERNAL_ERROR', message: 'boom' } });
      await page.reload();
      await page.getByRole('alert').first().waitFor({ timeout: 20_000 });
    },
  },
];
