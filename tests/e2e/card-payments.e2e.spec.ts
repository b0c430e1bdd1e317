import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAdminPage, sessionStorageOf } from '../support/admin-pages.js';
import type { SignedInAdmin } from '../support/admins.js';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { request } from '../support/http.js';
import { openPage, scrollsSideways, type OpenPage } from '../support/pages.js';
import { openCardPayment } from '../support/payment-requests.js';
import { addFault, checkout, clearFaults, whileFailing } from '../support/sandboxes.js';
import { statusUpdateDialog } from '../support/status-update-dialog.js';
import { expectFocused, expectFocusedWhere } from '../support/focus.js';

/**
 * The Card Payments screen in Chromium against the real portal: card
 * payments are opened through the API and paid, short-paid or left unpaid on the card
 * processor's sandbox, so "Check PayGate" asks a processor that answers for real.
 */
const suite = browserSuite();
const superAdmin = suite.admin('super_admin');
const admin = suite.admin('admin');

/** The card page in a fresh browser, signed in as `who`, once its list (or empty state) shows. */
const openCardPage = async (who: SignedInAdmin = superAdmin, width = 1280): Promise<OpenPage> => {
  const opened = await openAdminPage(suite, who, '/admin/card-payments', { width });
  await opened.page.getByRole('heading', { level: 1, name: 'Card Payments' }).waitFor();
  await opened.page
    .getByRole('status')
    .filter({ hasText: 'Loading' })
    .waitFor({ state: 'detached' });
  return opened;
};

const queue = async () =>
  (
    await request(
      suite.portal.url,
      'GET',
      '/api/transactions/card-payments/awaiting?page=1&limit=100',
      undefined,
      superAdmin.headers,
    )
  ).body;

/** A payment as the admin API answers it, its history included. */
const paymentOf = async (
  paymentId: string,
): Promise<{
  status: string;
  payment_verified: boolean;
  txid: string | null;
  logs: { action: string; details: string }[];
}> =>
  (
    await request(
      suite.portal.url,
      'GET',
      `/api/transactions/${paymentId}`,
      undefined,
      superAdmin.headers,
    )
  ).body;

/** The row of a payment: the one its payment ID heads (a check's note row only mentions it). */
const rowOf = (page: Page, paymentId: string) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(paymentId) }) });

/** A card payment paid in full while the processor could not be asked: it still awaits. */
const paidButAwaiting = async (overrides: Record<string, unknown> = {}) => {
  const opened = await openCardPayment(suite.portal.url, overrides);
  await whileFailing(suite.portal, 'card', { status: 503 }, () =>
    checkout(opened.paymentUrl, 'pay'),
  );
  return opened;
};

describe('the card payments queue', () => {
  it('lists an awaiting card payment with its ID, type and duration, customer, amount, provider, created time and Awaiting Payment', async () => {
    const { paymentId } = await openCardPayment(suite.portal.url, {
      provider: 'stripe_usa',
      userInfo: { username: 'queue_viewer', email: 'queue.viewer@example.com' },
    });
    const { page, problems, close } = await openCardPage();
    const row = rowOf(page, paymentId);
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(await row.getByRole('rowheader').innerText()).toMatch(
      new RegExp(`${paymentId}\\s+PRO subscription · 3 months`),
    );
    expect(cells.slice(0, 5)).toEqual([
      'queue_viewer\nqueue.viewer@example.com',
      '$12.00',
      'Stripe',
      'Just now',
      'Awaiting Payment',
    ]);
    await expect(row.getByRole('button', { name: 'Check PayGate' }).isEnabled()).resolves.toBe(
      true,
    );
    const headers = await page.getByRole('columnheader').allInnerTexts();
    expect(headers.map((text) => text.toLowerCase())).toEqual(
      ['Payment', 'Customer', 'Amount', 'Provider', 'Created', 'Status', 'Actions'].map((text) =>
        text.toLowerCase(),
      ),
    );
    await expectAccessible(page, 'card queue with rows');
    expect(problems).toEqual([]);
    await close();
  });

  it("shows the Awaiting count and the Total Value in USD from the queue's summary", async () => {
    await openCardPayment(suite.portal.url);
    const { summary } = await queue();
    const { page, close } = await openCardPage();
    const tiles = await page.getByRole('definition').allInnerTexts();
    expect(tiles).toContain(String(summary.count));
    expect(tiles).toContain(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
        summary.totalValueUsd,
      ),
    );
    await close();
  });

  it('shows Super Admin Access to a super admin and Admin Access to an admin, who may check too', async () => {
    const { paymentId } = await openCardPayment(suite.portal.url);
    const asSuper = await openCardPage(superAdmin);
    await expect(asSuper.page.getByText('Super Admin Access').count()).resolves.toBe(1);
    await asSuper.close();

    const asAdmin = await openCardPage(admin);
    const { page } = asAdmin;
    await expect(page.getByText('Admin Access', { exact: true }).count()).resolves.toBe(1);
    await expect(page.getByText('Super Admin Access').count()).resolves.toBe(0);
    await expect(
      page
        .getByText(
          'Every admin may run the check. Super admins may also update the transaction status after the provider has confirmed the payment.',
        )
        .count(),
    ).resolves.toBe(1);
    await rowOf(page, paymentId).getByRole('button', { name: 'Check PayGate' }).click();
    await rowOf(page, paymentId).getByRole('button', { name: 'Check PayGate' }).waitFor();
    await expect(
      page.getByRole('table').getByText('Payment not completed yet').count(),
    ).resolves.toBe(1);
    // By hand, an admin verifies or fails a card payment; setting its status is a super admin's.
    await rowOf(page, paymentId).getByRole('button', { name: 'Verify by hand' }).waitFor();
    await expect(
      rowOf(page, paymentId).getByRole('button', { name: 'Update Status' }).count(),
    ).resolves.toBe(0);
    await expectAccessible(page, 'card queue as an admin');
    await asAdmin.close();
  });
});

describe('Check PayGate', () => {
  it("shows Checking... while it runs, then the provider's status, and keeps an unpaid payment", async () => {
    const { paymentId } = await openCardPayment(suite.portal.url);
    const { page, problems, close } = await openCardPage();
    await addFault(suite.portal, 'card', { delayMs: 1500, times: 1 });
    try {
      await rowOf(page, paymentId).getByRole('button', { name: 'Check PayGate' }).click();
      const running = rowOf(page, paymentId).getByRole('button', { name: 'Checking...' });
      await running.waitFor();
      await expect(running.isDisabled()).resolves.toBe(true);
      await rowOf(page, paymentId).getByRole('button', { name: 'Check PayGate' }).waitFor();
    } finally {
      await clearFaults(suite.portal, 'card');
    }
    const said = `PayGate reports ${paymentId} as: not paid. The payment stays in the list; check again later.`;
    const table = page.getByRole('table');
    await expect(table.getByText('Payment not completed yet').count()).resolves.toBe(1);
    await expect(table.getByText(said).count()).resolves.toBe(1);
    await expect(page.getByRole('status').filter({ hasText: said }).count()).resolves.toBe(1);
    await page.reload();
    await rowOf(page, paymentId).waitFor();
    await expectAccessible(page, 'card queue after an unpaid check');
    expect(problems).toEqual([]);
    await close();
  });

  it('confirms a paid payment with amount, coin, TXID and old → new status, and the row leaves', async () => {
    const { paymentId } = await paidButAwaiting();
    const { page, problems, close } = await openCardPage();
    await rowOf(page, paymentId).getByRole('button', { name: 'Check PayGate' }).click();
    const confirmation = page.getByRole('group', { name: 'Payment confirmed by PayGate' });
    await confirmation.waitFor();
    await rowOf(page, paymentId).waitFor({ state: 'detached' });

    const checked = await paymentOf(paymentId);
    // Verified: the subscription is then requested (and may already be delivered).
    expect(checked.payment_verified).toBe(true);
    expect(['pending_subscription_update', 'completed']).toContain(checked.status);
    const text = await confirmation.innerText();
    expect(text).toContain(`${paymentId} was updated and has left the awaiting list.`);
    expect(text).toMatch(/Amount\s+12(\.00)?/i);
    expect(text).toMatch(/Coin\s+POLYGON_USDC/i);
    expect(text).toContain(checked.txid);
    expect(text).toMatch(/Status\s+Awaiting Payment\s*→\s*Awaiting Subscription/i);
    await expect(
      confirmation.getByText('from Awaiting Payment to Awaiting Subscription').count(),
    ).resolves.toBe(1);
    // The row and its button are gone: the confirmation has the focus.
    await expectFocused(page.getByRole('group', { name: 'Payment confirmed by PayGate' }));
    await expectAccessible(page, 'card payment confirmed');
    expect(problems).toEqual([]);
    await close();
  });

  it('warns Update Failed with the possible causes when the processor says paid for less than owed', async () => {
    const { paymentId, paymentUrl } = await openCardPayment(suite.portal.url);
    await checkout(paymentUrl, 'pay', '3.00');
    const { page, problems, close } = await openCardPage();
    await rowOf(page, paymentId).getByRole('button', { name: 'Check PayGate' }).click();
    const table = page.getByRole('table');
    await table.getByText('Update Failed', { exact: true }).waitFor();
    for (const line of [
      `PayGate reports ${paymentId} as paid, but the transaction was not updated.`,
      'Possible causes',
      "The payment ID does not match PayGate's record",
      'A database constraint refused the update',
      'The connection to the database failed',
      'Please contact support and give them the Payment ID.',
    ]) {
      await expect(page.getByText(line, { exact: true }).count(), line).resolves.toBe(1);
    }
    await expect(
      page.getByText(/^Details: paid 3(\.00)?, expected 12(\.00)? USD$/).count(),
    ).resolves.toBe(1);
    await expect(rowOf(page, paymentId).count()).resolves.toBe(1);
    await expectAccessible(page, 'update failed warning');
    expect(problems).toEqual([]);
    await close();
  });

  it('says Verification failed with the reason when the processor cannot be asked', async () => {
    const { paymentId } = await openCardPayment(suite.portal.url);
    const { page, close } = await openCardPage();
    await whileFailing(suite.portal, 'card', { status: 503 }, async () => {
      await rowOf(page, paymentId).getByRole('button', { name: 'Check PayGate' }).click();
      await page
        .getByRole('table')
        .getByText(
          'Verification failed: The card processor could not be reached. Please try again in a few minutes.',
        )
        .waitFor();
    });
    await expect(rowOf(page, paymentId).count()).resolves.toBe(1);
    await close();
  });
});

describe('actions by hand', () => {
  const statusOf = async (paymentId: string) => (await paymentOf(paymentId)).status;

  it('verifies a card payment by hand, after a confirmation, and the row leaves with its outcome focused', async () => {
    const { paymentId } = await openCardPayment(suite.portal.url);
    const { page, problems, close } = await openCardPage(admin);
    await rowOf(page, paymentId).getByRole('button', { name: 'Verify by hand' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Verify this card payment by hand?' });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain(
      `Payment ${paymentId} of $12.00 through Ramp Network will be marked as paid without asking the processor.`,
    );
    // Focus starts on the confirm button; the note is optional.
    await expectFocused(dialog.getByRole('button', { name: 'Verify Payment' }));
    await expectAccessible(page, 'verify by hand, dialog');
    await dialog.getByLabel('Note (optional)').fill('Seen on the processor dashboard');
    await page.keyboard.press('Enter');
    const outcome = page.getByRole('status').filter({
      hasText: `Payment ${paymentId} was verified by hand and has left the awaiting list.`,
    });
    await outcome.waitFor();
    await expect(rowOf(page, paymentId).count()).resolves.toBe(0);
    // The row and its button are gone: the news of the outcome has the focus.
    await expectFocusedWhere(
      page,
      (focused) => focused?.textContent.includes('was verified by hand') ?? false,
      true,
    );
    // Verified: the subscription is then requested (and may already be delivered).
    expect(['pending_subscription_update', 'completed']).toContain(await statusOf(paymentId));
    await expectAccessible(page, 'verified by hand');
    expect(problems).toEqual([]);
    await close();
  });

  it('marks a card payment failed by hand only with a reason, and Escape leaves it as it was', async () => {
    const { paymentId } = await openCardPayment(suite.portal.url);
    const { page, problems, close } = await openCardPage(admin);
    const button = rowOf(page, paymentId).getByRole('button', { name: 'Mark as Failed' });
    await button.click();
    const dialog = page.getByRole('alertdialog', { name: 'Mark this card payment as failed?' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expectFocused(button);
    await button.click();
    // Focus starts on the reason; confirmed empty, it asks for one.
    await expectFocused(dialog.getByLabel('Reason'));
    await page.keyboard.press('Enter');
    await dialog.getByText('Give a reason to mark the payment as failed.').waitFor();
    await expectAccessible(page, 'mark card failed, reason missing');
    await dialog.getByLabel('Reason').fill('Never paid: the processor has no trace of it');
    await dialog.getByRole('button', { name: 'Mark as Failed' }).click();
    await page
      .getByRole('status')
      .filter({
        hasText: `Payment ${paymentId} was marked as failed and has left the awaiting list.`,
      })
      .waitFor();
    await expect(statusOf(paymentId)).resolves.toBe('failed');
    expect(problems).toEqual([]);
    await close();
  });

  it('lets a super admin set the status by hand, to the steps forward only, and an admin not', async () => {
    const { paymentId } = await paidButAwaiting();
    const asAdmin = await openCardPage(admin);
    await rowOf(asAdmin.page, paymentId).getByRole('button', { name: 'Verify by hand' }).waitFor();
    await expect(
      rowOf(asAdmin.page, paymentId).getByRole('button', { name: 'Update Status' }).count(),
    ).resolves.toBe(0);
    await asAdmin.close();

    const { page, problems, close } = await openCardPage(superAdmin);
    await rowOf(page, paymentId).getByRole('button', { name: 'Update Status' }).click();
    // The steps forward of a PRO payment awaiting verification.
    const { dialog, status } = await statusUpdateDialog(page, [
      'Awaiting Subscription',
      'Completed',
      'Failed',
    ]);
    await expectAccessible(page, 'status update dialog');
    await status.selectOption({ label: 'Awaiting Subscription' });
    await dialog
      .getByText('The PRO subscription is then requested from the fulfilment service.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await dialog.getByText('Give the reason for setting the status by hand.').waitFor();
    await dialog.getByLabel('Reason').fill('Paid in full: the processor confirmed it by e-mail');
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: `Payment ${paymentId} is now: Awaiting Subscription.` })
      .waitFor();
    await expect(rowOf(page, paymentId).count()).resolves.toBe(0);
    // Moved on by hand with its reason; the subscription it requested may have been granted since.
    const payment = await paymentOf(paymentId);
    expect(['pending_subscription_update', 'completed']).toContain(payment.status);
    expect(payment.logs).toContainEqual(
      expect.objectContaining({
        action: 'status_overridden',
        details: expect.stringContaining('Paid in full: the processor confirmed it by e-mail'),
      }),
    );
    await expectAccessible(page, 'status updated by hand');
    expect(problems).toEqual([]);
    await close();
  });
});

describe('finding and paging the card payments', () => {
  it('searches the loaded page by payment ID, username or e-mail', async () => {
    const first = await openCardPayment(suite.portal.url, {
      userInfo: { username: 'searcher_kim', email: 'kim@search.test' },
    });
    const second = await openCardPayment(suite.portal.url, {
      userInfo: { username: 'searcher_lee', email: 'lee@other.test' },
    });
    const { page, close } = await openCardPage();
    const search = page.getByRole('searchbox', {
      name: 'Search by Payment ID, username or e-mail',
    });
    await search.fill('searcher_');
    await expect(page.getByRole('table').getByRole('rowheader').count()).resolves.toBe(2);
    await search.fill('LEE@OTHER');
    await expect(rowOf(page, second.paymentId).count()).resolves.toBe(1);
    await expect(rowOf(page, first.paymentId).count()).resolves.toBe(0);
    await search.fill(first.paymentId.slice(-8).toLowerCase());
    await expect(page.getByRole('table').getByRole('rowheader').allInnerTexts()).resolves.toEqual([
      expect.stringContaining(first.paymentId),
    ]);
    await search.fill('nobody-has-this');
    await expect(
      page.getByText('No payment on this page matches “nobody-has-this”.').count(),
    ).resolves.toBe(1);
    await close();
  });

  it("pages by 20 with Previous and Next and 'Page X of Y (Z total)'", async () => {
    const awaiting: number = (await queue()).pagination.total;
    for (let opened = awaiting; opened < 21; opened += 1) {
      await openCardPayment(suite.portal.url);
    }
    const { page, close } = await openCardPage();
    const { pagination: now } = await queue();
    const pages = Math.ceil(now.total / 20);
    const paging = page.getByRole('navigation', { name: 'Pages' });
    await paging.getByText(`Page 1 of ${pages} (${now.total} total)`).waitFor();
    await expect(page.getByRole('table').getByRole('rowheader').count()).resolves.toBe(20);
    await expect(paging.getByRole('button', { name: 'Previous' }).isDisabled()).resolves.toBe(true);
    await paging.getByRole('button', { name: 'Next' }).click();
    await paging.getByText(`Page 2 of ${pages} (${now.total} total)`).waitFor();
    await paging.getByRole('button', { name: 'Previous' }).click();
    await paging.getByText(`Page 1 of ${pages}`, { exact: false }).waitFor();
    await close();
  });

  it('takes a payment paid elsewhere off the list without a reload', async () => {
    const { paymentId, paymentUrl } = await openCardPayment(suite.portal.url);
    const { page, close } = await openCardPage();
    await rowOf(page, paymentId).waitFor();
    await checkout(paymentUrl, 'pay');
    await rowOf(page, paymentId).waitFor({ state: 'detached' });
    await close();
  });

  it('shows cards without sideways scrolling on a phone', async () => {
    const { paymentId } = await openCardPayment(suite.portal.url);
    const { page, problems, close } = await openCardPage(superAdmin, 360);
    const card = page.getByRole('listitem').filter({ hasText: paymentId });
    await expect(card.getByRole('button', { name: 'Check PayGate' }).isVisible()).resolves.toBe(
      true,
    );
    await expect(scrollsSideways(page)).resolves.toBe(false);
    await expectAccessible(page, 'card queue on a phone');
    // A note with the long payment ID in it stays within the card.
    await card.getByRole('button', { name: 'Check PayGate' }).click();
    await card.getByText('Payment not completed yet').waitFor();
    await expect(scrollsSideways(page)).resolves.toBe(false);
    await expectAccessible(page, 'card check note on a phone');
    expect(problems).toEqual([]);
    await close();
  });
});

describe('an empty or unreadable queue', () => {
  it("shows the server's message when the queue cannot be loaded", async () => {
    const opened = await openPage(suite.browser, {
      storage: await sessionStorageOf(suite.portal, superAdmin),
    });
    await opened.page.route('**/api/transactions/card-payments/awaiting*', (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'INTERNAL_ERROR', message: 'Read models unavailable' } },
      }),
    );
    await opened.page.goto(`${suite.portal.url}/admin/card-payments`);
    const alert = opened.page
      .getByRole('alert')
      .filter({ hasText: 'Failed to load card payments' });
    await alert.waitFor();
    expect(await alert.innerText()).toContain(
      'Something went wrong on our side. Please try again.',
    );
    await expectAccessible(opened.page, 'card queue load failure');
    await opened.close();
  });

  it('says nothing awaits verification once every card payment is handled', async () => {
    for (const payment of (await queue()).transactions) {
      await request(
        suite.portal.url,
        'POST',
        `/api/transactions/${payment.payment_id}/mark-card-failed`,
        { reason: 'Test: clearing the queue' },
        superAdmin.headers,
      );
    }
    const { page, problems, close } = await openCardPage();
    await page.getByText('No card payments awaiting verification').waitFor();
    await expect(
      page.getByText('All card payments are being processed automatically').count(),
    ).resolves.toBe(1);
    await expect(page.getByRole('navigation', { name: 'Pages' }).count()).resolves.toBe(0);
    await expectAccessible(page, 'empty card queue');
    expect(problems).toEqual([]);
    await close();
  });
});
