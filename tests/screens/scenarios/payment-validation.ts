import type { Page } from 'playwright-core';
import type { Demo } from '../demo.js';
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

/**
 * Makes the crypto donation and the gift card awaiting verification 80 hours old in the answers
 * (past the 72 hours by default), so they show as overdue beside fresh payments.
 */
const ageTwoPayments = async (page: Page, demo: Demo) => {
  const aged = new Set([demo.payments.donationAwaiting, demo.payments.giftCardAwaiting]);
  const age = (row: { id: string; created_at: string }) =>
    aged.has(row.id)
      ? { ...row, created_at: new Date(Date.parse(row.created_at) - 80 * 3_600_000).toISOString() }
      : row;
  await page.route(/\/api\/transactions(\?|\/GHOST-[^/]+$)/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as
      { transactions: { id: string; created_at: string }[] } | { id: string; created_at: string };
    const json =
      'transactions' in body ? { ...body, transactions: body.transactions.map(age) } : age(body);
    await route.fulfill({ response, json });
  });
  await page.reload();
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
    // A gift-card payment's codes revealed on request: in the clear, each with its copy button.
    name: 'payment-validation-detail-codes-revealed',
    path: (demo) => `${list}?payment=${demo.payments.giftCardAwaiting}`,
    signedIn: 'admin',
    prepare: async (page) => {
      const codes = page.getByRole('dialog').locator('ul[tabindex="-1"]');
      await codes.waitFor();
      // By structure, not by label: the scenario runs in every language.
      await codes.locator('xpath=following-sibling::button').click();
      await codes.locator('button').first().waitFor();
      await codes.scrollIntoViewIfNeeded();
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
    name: 'payment-validation-status-update',
    path: (demo) => `${list}?payment=${demo.payments.donationAwaiting}`,
    signedIn: 'super_admin',
    prepare: async (page) => {
      await page.getByRole('dialog').locator('[data-action="updateStatus"]').click();
      const dialog = page.getByRole('alertdialog');
      await dialog.locator('select').selectOption('completed');
      await dialog.getByRole('textbox').fill('Granted by hand after a support ticket');
    },
    viewportOnly: true,
  },
  {
    name: 'payment-validation-overdue',
    path: list,
    signedIn: 'admin',
    prepare: async (page, demo) => {
      await ageTwoPayments(page, demo);
      await listed(page);
    },
  },
  {
    name: 'payment-validation-overdue-detail',
    path: (demo) => `${list}?payment=${demo.payments.giftCardAwaiting}`,
    signedIn: 'admin',
    prepare: async (page, demo) => {
      await ageTwoPayments(page, demo);
      await page.getByRole('dialog').getByRole('listitem').first().waitFor();
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
