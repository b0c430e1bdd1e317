import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../support/admins.js';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { request } from '../support/http.js';
import {
  cryptoDonation,
  cryptoSubscription,
  giftCardSubscription,
  newGiftCardCode,
} from '../support/payment-requests.js';
import { addFault, clearFaults, webhooksFor } from '../support/sandboxes.js';
import { statusUpdateDialog } from '../support/status-update-dialog.js';
import { startWebPortal } from '../support/web-portal.js';
import { act, openList, rowOf, submit, uniqueName } from './payment-validation-support.js';
import { expectFocusWithin, expectFocused } from '../support/focus.js';

/**
 * The admin actions of Payment Validation: verify, mark as failed (with
 * its reason, cancelled when empty), check and update a subscription, each confirmed by keyboard
 * or mouse, each row showing its new status the moment its dialog closes, and each payment's
 * history with the acting admin.
 *
 * The fulfilment sandbox refuses deliveries unless a test lets it through, and the outbox waits an
 * hour before trying again: a verified PRO payment stays awaiting its subscription until an admin
 * acts.
 */
const suite = browserSuite({
  start: () =>
    startWebPortal({
      env: { FULFILMENT_RETRY_INITIAL_MS: '3600000', FULFILMENT_RETRY_MAX_MS: '21600000' },
    }),
});
const admin = suite.admin('admin');
const superAdmin = suite.admin('super_admin');

beforeAll(async () => {
  await addFault(suite.portal, 'fulfilment', { status: 503, body: 'fulfilment down for the test' });
});

const statusOf = async (paymentId: string) =>
  (
    await request(
      suite.portal.url,
      'GET',
      `/api/transactions/${paymentId}`,
      undefined,
      admin.headers,
    )
  ).body.status as string;

/** A PRO payment verified by another admin, its first delivery refused: awaiting subscription. */
const awaitingSubscription = async (username: string) => {
  const id = await submit(suite.portal, cryptoSubscription({ userUsername: username }));
  await act(suite.portal, admin, id, 'verify-payment');
  await suite.portal.outboxes.settled();
  return id;
};

/** The page searched for one user, so the rows are theirs only. */
const listOf = (username: string) => openList(suite, admin, `?search=${username}`);

const confirmDialog = (page: Page) => page.getByRole('alertdialog');

describe('Verify Payment', () => {
  it('verifies a crypto payment after a confirmation, and the row shows its new status at once', async () => {
    const username = uniqueName('verify');
    const id = await submit(suite.portal, cryptoSubscription({ userUsername: username }));
    const { page, problems, close } = await listOf(username);
    const row = rowOf(page, id);
    await row.getByRole('button', { name: 'Verify Payment' }).click();
    const dialog = confirmDialog(page);
    await dialog.getByRole('heading', { name: 'Verify this payment?' }).waitFor();
    await expect(dialog.innerText()).resolves.toContain(id);
    await expectAccessible(page, 'payment validation, verify dialog');
    await dialog.getByRole('button', { name: 'Verify Payment' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Read at once: the row never shows the stale status once the dialog is gone.
    const text = await row.innerText();
    expect(text).toContain('Awaiting Subscription');
    expect(text).not.toContain('Awaiting Payment');
    await page
      .getByRole('status')
      .filter({ hasText: `Payment ${id} verified.` })
      .waitFor();
    await expect(row.getByRole('button', { name: 'Verify Payment' }).count()).resolves.toBe(0);
    await expect(
      row.getByRole('button', { name: 'Check Subscription Status' }).count(),
    ).resolves.toBe(1);
    await expect(statusOf(id)).resolves.toBe('pending_subscription_update');
    expect(problems).toEqual([]);
    await close();
  });

  it("shows the catalogue's message when another admin verified the payment first", async () => {
    const username = uniqueName('raced');
    const id = await submit(suite.portal, cryptoDonation({ userUsername: username }));
    const { page, close } = await listOf(username);
    const row = rowOf(page, id);
    await row.getByRole('button', { name: 'Verify Payment' }).click();
    const dialog = confirmDialog(page);
    await dialog.getByRole('heading', { name: 'Verify this payment?' }).waitFor();
    // Meanwhile another admin verifies it: the open dialog stays (the row behind updates live).
    await act(suite.portal, admin, id, 'verify-payment');
    await dialog.getByRole('button', { name: 'Verify Payment' }).click();
    await dialog
      .getByText(
        'Failed to verify payment: This payment has already been verified and cannot be modified.',
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The other admin's verification reaches the row live, perhaps after the refusal shows.
    await expect.poll(() => row.innerText()).toContain('Completed');
    await close();
  });
});

describe('Mark as Failed', () => {
  it('is cancelled when the reason is empty, and marks the payment failed with a reason', async () => {
    const username = uniqueName('failing');
    const id = await submit(suite.portal, cryptoDonation({ userUsername: username }));
    const { page, problems, close } = await listOf(username);
    const row = rowOf(page, id);

    await row.getByRole('button', { name: 'Mark as Failed' }).click();
    const dialog = confirmDialog(page);
    await dialog.getByRole('heading', { name: 'Mark this payment as failed?' }).waitFor();
    await expectAccessible(page, 'payment validation, mark-failed dialog');
    await dialog.getByRole('button', { name: 'Mark as Failed' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Not marked as failed: a reason is required.').waitFor();
    await expect(row.innerText()).resolves.toContain('Awaiting Payment');
    await expect(statusOf(id)).resolves.toBe('pending_payment_verification');

    await row.getByRole('button', { name: 'Mark as Failed' }).click();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('   ');
    await dialog.getByRole('button', { name: 'Mark as Failed' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(statusOf(id)).resolves.toBe('pending_payment_verification');

    await row.getByRole('button', { name: 'Mark as Failed' }).click();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The hash is not on chain');
    await dialog.getByRole('button', { name: 'Mark as Failed' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const text = await row.innerText();
    expect(text).toContain('Failed');
    expect(text).not.toContain('Awaiting Payment');
    await page.getByText(`Payment ${id} marked as failed.`).waitFor();
    await expect(statusOf(id)).resolves.toBe('failed');
    expect(problems).toEqual([]);
    await close();
  });

  it('works by keyboard alone: Enter opens it, the reason has focus, Enter confirms, focus returns to the row', async () => {
    const username = uniqueName('keyboard');
    const kept = await submit(suite.portal, cryptoDonation({ userUsername: username }));
    const failed = await submit(suite.portal, cryptoDonation({ userUsername: username }));
    const { page, close } = await listOf(username);
    // Focus stays inside the dialog; Escape cancels, and focus is back on the button.
    await rowOf(page, kept).getByRole('button', { name: 'Mark as Failed' }).focus();
    await page.keyboard.press('Enter');
    const dialog = confirmDialog(page);
    await dialog.waitFor();
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      await expectFocusWithin(dialog);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expectFocused(rowOf(page, kept).getByRole('button', { name: 'Mark as Failed' }));

    await rowOf(page, failed).getByRole('button', { name: 'Mark as Failed' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    // The reason has focus: typing fills it, Enter confirms.
    await expectFocused(dialog.getByLabel(/^Reason/));
    await page.keyboard.type('Refunded by the exchange');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await expect(rowOf(page, failed).innerText()).resolves.toContain('Failed');
    // Its Mark as Failed button went with the old status: focus is on the row's next control.
    await expectFocused(rowOf(page, failed).getByRole('button', { name: 'View Details' }));
    await expect(statusOf(failed)).resolves.toBe('failed');
    await expect(statusOf(kept)).resolves.toBe('pending_payment_verification');
    await close();
  });
});

describe('subscriptions', () => {
  it('shows webhook_failed with the response when the fulfilment service refuses, and the payment stays awaiting', async () => {
    const username = uniqueName('refused');
    const id = await awaitingSubscription(username);
    const { page, problems, close } = await listOf(username);
    const row = rowOf(page, id);
    await row.getByRole('button', { name: 'Check Subscription Status' }).click();
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'The subscription could not be sent' });
    await notice.waitFor();
    await expect(notice.innerText()).resolves.toContain('Response: HTTP 503');
    await expect(notice.innerText()).resolves.toContain('fulfilment down for the test');
    await expect(notice.innerText()).resolves.toContain(
      'The payment still awaits its subscription.',
    );
    await expect(row.innerText()).resolves.toContain('Awaiting Subscription');
    await expectAccessible(page, 'payment validation, webhook failed');
    expect(problems).toEqual([]);
    await close();
  });

  it('shows webhook_sent when the check delivers the subscription, and the row is completed', async () => {
    const username = uniqueName('delivered');
    const id = await awaitingSubscription(username);
    const { page, close } = await listOf(username);
    const row = rowOf(page, id);
    await clearFaults(suite.portal, 'fulfilment');
    try {
      await row.getByRole('button', { name: 'Check Subscription Status' }).click();
      const notice = page.getByRole('status').filter({ hasText: 'Subscription sent' });
      await notice.waitFor();
      await expect(notice.innerText()).resolves.toContain('Response: HTTP 200');
      await expect(notice.innerText()).resolves.toContain('The payment is now completed.');
      await expect(row.innerText()).resolves.toContain('Completed');
      expect((await webhooksFor(suite.portal, id)).some((hook) => hook.answered === 200)).toBe(
        true,
      );
    } finally {
      await addFault(suite.portal, 'fulfilment', {
        status: 503,
        body: 'fulfilment down for the test',
      });
    }
    await close();
  });

  it('updates a subscription by hand after a confirmation', async () => {
    const username = uniqueName('by_hand');
    const id = await awaitingSubscription(username);
    const { page, close } = await listOf(username);
    const row = rowOf(page, id);
    await row.getByRole('button', { name: 'Update Subscription' }).click();
    const dialog = confirmDialog(page);
    await dialog.getByRole('heading', { name: 'Update this subscription?' }).waitFor();
    await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Granted in the shop');
    await expectAccessible(page, 'payment validation, update-subscription dialog');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await expect(row.innerText()).resolves.toContain('Completed');
    await expect(statusOf(id)).resolves.toBe('completed');
    await close();
  });
});

describe('the details', () => {
  it("show the payment's history, newest last, with the acting admin's username and the reason", async () => {
    const username = uniqueName('history');
    const id = await submit(suite.portal, cryptoSubscription({ userUsername: username }));
    const other = await signedInAdmin(suite.portal, 'admin');
    await act(suite.portal, other, id, 'mark-failed', { reason: 'Sent to the wrong address' });
    const { page, problems, close } = await listOf(username);
    await rowOf(page, id).getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment details' });
    await dialog.getByRole('heading', { name: 'History' }).waitFor();
    const lines = dialog.getByRole('listitem');
    const texts = await lines.allInnerTexts();
    expect(texts[0]).toContain('Payment submitted');
    expect(texts[0]).toContain('by Payer');
    const last = texts.at(-1) ?? '';
    expect(last).toContain('Marked as failed');
    expect(last).toContain(`by ${other.username}`);
    expect(last).toContain('Sent to the wrong address');
    const fields = await dialog.innerText();
    for (const part of [
      id,
      username,
      'player@example.com',
      'Bitcoin (BTC)',
      '3 months',
      'Sent to the wrong address',
    ]) {
      expect(fields).toContain(part);
    }
    expect(new URL(page.url()).searchParams.get('payment')).toBe(id);
    await expectAccessible(page, 'payment validation, details');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.get('payment')).toBeNull();
    expect(problems).toEqual([]);
    await close();
  });

  it('reload after an action taken inside them, showing the new status and history line', async () => {
    const username = uniqueName('inside');
    const id = await submit(suite.portal, cryptoDonation({ userUsername: username }));
    const { page, close } = await openList(suite, admin, `?search=${username}&payment=${id}`);
    const details = page.getByRole('dialog', { name: 'Payment details' });
    await details.getByRole('button', { name: 'Verify Payment' }).click();
    const dialog = confirmDialog(page);
    await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Seen on chain');
    await dialog.getByRole('button', { name: 'Verify Payment' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await details.getByText('Completed').first().waitFor();
    // The status is put in at once; the history line comes with the detail read again.
    const lastLine = async () => (await details.getByRole('listitem').allInnerTexts()).at(-1) ?? '';
    await expect.poll(lastLine).toContain('Payment verified');
    const last = await lastLine();
    expect(last).toContain(`by ${admin.username}`);
    expect(last).toContain('Seen on chain');
    await expect(details.getByRole('button', { name: 'Verify Payment' }).count()).resolves.toBe(0);
    await close();
  });

  it('show gift card codes masked, reveal them to an admin who asks (recorded in the history), and hide them again', async () => {
    const username = uniqueName('codes');
    const codes = [newGiftCardCode(), newGiftCardCode()];
    const grouped = codes.map((code) => (code.match(/.{4}/g) ?? []).join('-'));
    const id = await submit(
      suite.portal,
      giftCardSubscription({ userUsername: username, giftCardCodes: codes }),
    );
    const { page, problems, close } = await openList(
      suite,
      admin,
      `?search=${username}&payment=${id}`,
    );
    const details = page.getByRole('dialog', { name: 'Payment details' });
    const list = details.getByRole('list', { name: 'Gift card codes' });
    const shown = () => list.getByRole('listitem').allTextContents();
    await expect
      .poll(shown)
      .toEqual(
        codes.map((code) => `••••••••••••${code.slice(-4)}Code ending in ${code.slice(-4)}`),
      );
    await details.getByText(/Revealing them is recorded in the payment's history\./).waitFor();
    await expectAccessible(page, 'payment validation, gift card codes masked');

    await details.getByRole('button', { name: 'Reveal codes' }).click();
    // Each code in the clear, in groups of four, beside its copy button.
    await expect
      .poll(async () => (await shown()).map((text) => text.slice(0, 19)))
      .toEqual(grouped);
    // Focus lands on the codes the button brought, and the reveal is in the history by name.
    await expectFocused(details.getByLabel('Gift card codes', { exact: true }));
    const lastLine = async () => (await details.getByRole('listitem').allInnerTexts()).at(-1) ?? '';
    await expect.poll(lastLine).toContain('Gift card codes revealed');
    expect(await lastLine()).toContain(`by ${admin.username}`);
    await expectAccessible(page, 'payment validation, gift card codes revealed');

    await details.getByRole('button', { name: 'Hide codes' }).click();
    await details.getByRole('button', { name: 'Reveal codes' }).waitFor();
    for (const code of grouped) expect(await details.innerText()).not.toContain(code);
    expect(problems).toEqual([]);
    await close();
  });

  it("say 'Invalid payment ID' for a link that holds none", async () => {
    const { page, close } = await openList(suite, admin, '?payment=not-a-payment');
    await page.getByRole('dialog').getByText('Invalid payment ID').waitFor();
    await expectAccessible(page, 'payment validation, invalid ID');
    await close();
  });
});

describe('the status update by hand', () => {
  it("lets a super admin set a payment's status in its details, saying why, by keyboard", async () => {
    const username = uniqueName('override');
    const id = await submit(suite.portal, cryptoSubscription({ userUsername: username }));
    const { page, problems, close } = await openList(
      suite,
      superAdmin,
      `?search=${username}&payment=${id}`,
    );
    const details = page.getByRole('dialog', { name: 'Payment details' });
    const open = details.getByRole('button', { name: 'Update Status' });
    await open.focus();
    await page.keyboard.press('Enter');
    // The steps forward of a PRO payment awaiting verification.
    const { dialog, status } = await statusUpdateDialog(page, [
      'Awaiting Subscription',
      'Completed',
      'Failed',
    ]);
    await expectAccessible(page, 'payment validation, status update dialog');
    await status.selectOption('completed');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Granted by hand after a support ticket');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await details.getByText('Completed').first().waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `Payment ${id} is now: Completed.` })
      .first()
      .waitFor();
    const lastLine = async () => (await details.getByRole('listitem').allInnerTexts()).at(-1) ?? '';
    await expect.poll(lastLine).toContain('Status set by hand');
    expect(await lastLine()).toContain('Granted by hand after a support ticket');
    // A completed payment is final: no status update is offered any more, focus stays inside.
    await expect(open.count()).resolves.toBe(0);
    await expectFocusWithin(details);
    await expect(statusOf(id)).resolves.toBe('completed');
    await expectAccessible(page, 'payment validation, status set by hand');
    expect(problems).toEqual([]);
    await close();
  });

  it('offers no status update to an admin', async () => {
    const username = uniqueName('nooverride');
    const id = await submit(suite.portal, cryptoSubscription({ userUsername: username }));
    const { page, close } = await openList(suite, admin, `?search=${username}&payment=${id}`);
    const details = page.getByRole('dialog', { name: 'Payment details' });
    await details.getByRole('button', { name: 'Verify Payment' }).waitFor();
    await expect(details.getByRole('button', { name: 'Update Status' }).count()).resolves.toBe(0);
    await close();
  });
});
