import type { Page } from 'playwright-core';
import type { Scenario } from '../scenario.js';
import { openInApp } from '../open-in-app.js';

/** An ID of the right format that no payment has. */
const unknownId = 'GHOST-1732291234567-AB12CD34EF56GH78IJKL90';

/** Answers the tracking call with the payment as it is, but in another status. */
const showStatus =
  (status: string, changes: Record<string, unknown> = {}) =>
  async (page: Page) => {
    await page.route('**/api/transactions/track/**', async (route) => {
      const answer = await route.fetch();
      const payment = (await answer.json()) as Record<string, unknown>;
      await route.fulfill({ response: answer, json: { ...payment, status, ...changes } });
    });
    await openInApp(page);
    await waitForResult(page);
  };

const waitForResult = async (page: Page) => {
  await page
    .getByRole('heading', { name: 'Payment details' })
    .or(page.getByRole('alert'))
    .first()
    .waitFor()
    .catch(() => undefined);
};

export const scenarios: Scenario[] = [
  { name: 'tracking-empty', path: '/track' },
  { name: 'tracking-without-scripts', path: '/track', javaScript: false },
  {
    name: 'tracking-payment-without-scripts',
    path: (demo) => `/track/${demo.payments.subscriptionAwaiting}`,
    javaScript: false,
  },
  {
    name: 'tracking-invalid-id',
    path: '/track',
    prepare: async (page) => {
      await page.getByRole('textbox').fill('pay-12345');
      await page.getByRole('textbox').press('Enter');
    },
  },
  { name: 'tracking-not-found', path: `/track/${unknownId}` },
  {
    // What the read side answers when it cannot read the payment at the moment.
    name: 'tracking-unavailable',
    path: '/track',
    prepare: async (page) => {
      await page.route('**/api/transactions/track/**', (route) =>
        route.fulfill({
          status: 503,
          json: { error: { code: 'TRACKING_FAILED', message: 'Unable to track payment' } },
        }),
      );
      // The page is already open: the lookup is asked from its form, through the route above.
      await page.getByRole('textbox').fill(unknownId);
      await page.getByRole('textbox').press('Enter');
      await page.getByRole('alert').waitFor();
    },
  },
  {
    name: 'tracking-awaiting-crypto',
    path: (demo) => `/track/${demo.payments.subscriptionAwaiting}`,
    prepare: waitForResult,
  },
  {
    // The demo's voucher code is unknown to the sandbox issuer, which fails it: shown awaiting.
    name: 'tracking-awaiting-voucher',
    path: (demo) => `/track/${demo.payments.voucherAwaiting}`,
    prepare: showStatus('pending_payment_verification'),
  },
  {
    name: 'tracking-awaiting-gift-card',
    path: (demo) => `/track/${demo.payments.giftCardAwaiting}`,
    prepare: waitForResult,
  },
  {
    name: 'tracking-awaiting-card',
    path: (demo) => `/track/${demo.payments.card}`,
    prepare: waitForResult,
  },
  {
    name: 'tracking-subscription-update',
    path: (demo) => `/track/${demo.payments.subscriptionAwaiting}`,
    prepare: showStatus('pending_subscription_update', { paymentVerified: true }),
  },
  {
    name: 'tracking-completed',
    path: (demo) => `/track/${demo.payments.subscriptionCompleted}`,
    prepare: waitForResult,
  },
  {
    name: 'tracking-donation',
    path: (demo) => `/track/${demo.payments.donationAwaiting}`,
    prepare: waitForResult,
  },
  {
    name: 'tracking-failed',
    path: (demo) => `/track/${demo.payments.failed}`,
    prepare: waitForResult,
  },
  {
    name: 'tracking-unknown-status',
    path: (demo) => `/track/${demo.payments.subscriptionAwaiting}`,
    prepare: showStatus('on_hold'),
  },
];
