import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditKeyFromSeed, newAuditKeySeed, rawPublicKey } from '@ghost/events';
import { openAdminPage } from '../support/admin-pages.js';
import { createTestAdmin, signIn, totpCode, type SignedInAdmin } from '../support/admins.js';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { request } from '../support/http.js';
import { openPage, scrollsSideways } from '../support/pages.js';
import { cryptoDonation } from '../support/payment-requests.js';
import { startWebPortal } from '../support/web-portal.js';

/**
 * The audit screen (issue 14) in Chromium against the real portal: an auditor (read-only, with
 * the same two-factor sign-in) reads the event stream, a payment's timeline and the books as of
 * a moment, and verifies the chain.
 */
// A checkpoint every few events, so the chain has signed ones to hold the log to.
const suite = browserSuite({ start: () => startWebPortal({ checkpoints: { everyEvents: 5 } }) });
const admin = suite.admin('admin');
let auditor: SignedInAdmin;
/** A donation the admin verified (completed at once), and one left waiting. */
const verified = cryptoDonation();
const waiting = cryptoDonation();

beforeAll(async () => {
  const account = await createTestAdmin(suite.portal, { role: 'auditor' });
  // Two-factor is set up through the API: the sign-in below is the screen's.
  auditor = await signIn(suite.portal, account);
  for (const body of [waiting, verified]) {
    expect((await request(suite.portal.url, 'POST', '/api/transactions', body)).status).toBe(201);
  }
  const answer = await request(
    suite.portal.url,
    'POST',
    `/api/transactions/${verified.payment_id}/verify-payment`,
    {},
    admin.headers,
  );
  expect(answer.status).toBe(200);
});

/** The next TOTP step's code: the one set-up used is refused as a replay. */
const nextCode = (secret: string) =>
  totpCode(secret, new Date(suite.portal.clock().getTime() + 30_000));

/** The figure of a row of the books' stats: its value then and today. */
const figure = async (page: Page, name: string) => {
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  const [then, today] = await row.getByRole('cell').allInnerTexts();
  return { then, today };
};

describe('the audit screen', () => {
  it('lets an auditor sign in, filter the stream by an admin, open a payment timeline, step back to before its verification and see the stats as of then', async () => {
    const opened = suite.watch(await openPage(suite.browser));
    const { page } = opened;
    await page.goto(`${suite.portal.url}/admin/audit`);
    await page.waitForURL(/\/admin$/);
    await page.getByLabel('Username').fill(auditor.username);
    await page.getByLabel('Password').fill(auditor.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Authentication code').fill(await nextCode(auditor.secret ?? ''));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL(/\/admin\/audit$/);
    await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
    await page.getByRole('table').waitFor();
    await expectAccessible(page, 'audit: the event stream');

    // The events of one admin: the verification they made is among them, nobody else's.
    await page.getByLabel('Actor', { exact: true }).fill(admin.username);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const verification = page
      .getByRole('row')
      .filter({ hasText: 'PaymentVerified' })
      .filter({ hasText: verified.payment_id });
    await verification.waitFor();
    // The unfiltered page holds the verification too (it is among the newest events), so the
    // rows are read until the filtered answer has replaced them.
    const actors = async () =>
      (await page.getByRole('table').getByRole('row').allInnerTexts()).slice(1);
    await expect
      .poll(async () => (await actors()).every((row) => row.includes(admin.username)))
      .toBe(true);
    expect((await actors()).length).toBeGreaterThan(0);
    await expectAccessible(page, 'audit: filtered by an admin');

    // The event opened: its data, metadata and where to go from it.
    await verification.getByRole('button', { name: /^Show event/ }).click();
    await page.getByRole('heading', { name: /PaymentVerified/ }).waitFor();
    await page.getByRole('region', { name: 'Metadata' }).getByText(admin.username).waitFor();
    await expectAccessible(page, 'audit: an event opened');
    await page.getByRole('link', { name: "Open the payment's timeline" }).click();

    // The timeline: submitted by a visitor, verified by the admin, completed right after.
    await page.getByRole('heading', { level: 2, name: 'Payment timeline' }).waitFor();
    const state = page.getByRole('region', { name: 'The payment right after this event' });
    await state.getByText('Completed').waitFor();
    await expectAccessible(page, 'audit: a payment timeline');
    await page.getByRole('button', { name: /^Payment submitted/ }).click();
    await state.getByText('Awaiting Payment').waitFor();
    await expect(
      state.getByText('Payment verified').locator('xpath=..').innerText(),
    ).resolves.toMatch(/No$/);

    // The books at that moment, beside today's: this payment still awaited its verification.
    await state.getByRole('link', { name: 'The books at this moment' }).click();
    await page.getByRole('heading', { level: 2, name: 'Books as of a moment' }).waitFor();
    await page.getByText(/^As of .*: the log's first \d+ events/).waitFor();
    await page.getByRole('rowheader', { name: 'Awaiting Payment' }).waitFor();
    // Today's figures are an answer of their own ('…' until it is in): read until they show.
    await expect.poll(() => figure(page, 'Awaiting Payment')).toEqual({ then: '2', today: '1' });
    await expect.poll(() => figure(page, 'Completed')).toEqual({ then: '0', today: '1' });
    await expectAccessible(page, 'audit: the books as of a moment');
  });

  it('verifies the chain on request, says it is intact, and keeps its newest checkpoint in the browser', async () => {
    const opened = suite.watch(
      await openAdminPage(suite, auditor, '/admin/audit?view=chain', { width: 1280 }),
    );
    const { page } = opened;
    await page.getByRole('heading', { level: 2, name: 'Chain' }).waitFor();
    await page.getByText('BEGIN PUBLIC KEY').waitFor();
    await page.getByRole('button', { name: 'Verify the chain now' }).click();
    await page.getByText('Every event, every link and every checkpoint holds.').waitFor();
    await expectAccessible(page, 'audit: the chain verified');
    // One witness for the browser, whatever key the portal reports.
    const kept = await page.evaluate(() => localStorage.getItem('audit_witness'));
    expect(kept).not.toBeNull();
    await page.getByText(/events, signed on .*The next verification checks/).waitFor();

    // Verified again, the log is held to the checkpoint this browser kept.
    await page.getByRole('button', { name: 'Verify the chain now' }).click();
    await page
      .getByText(/The checkpoint kept from before \(\d+ events, signed on .*\) still holds\./)
      .waitFor();
  });

  it('verifies with the key pinned in the browser, and raises an alarm, never a pass, when the portal reports another', async () => {
    const opened = suite.watch(
      await openAdminPage(suite, auditor, '/admin/audit?view=chain', { width: 1280 }),
    );
    const { page } = opened;
    const pinField = page.getByRole('textbox', { name: 'Public key to pin' });
    await pinField.fill('not a key');
    await page.getByRole('button', { name: 'Pin this key' }).click();
    await page.getByText(/This is not an Ed25519 public key/).waitFor();

    // The key the operators gave, pinned: the log holds under it.
    await pinField.fill(rawPublicKey(suite.portal.auditKey.publicKey).toString('base64'));
    await page.getByRole('button', { name: 'Pin this key' }).click();
    await page.getByText(/^Pinned in this browser on /).waitFor();
    await page.getByRole('button', { name: 'Verify the chain now' }).click();
    await page.getByText('Every event, every link and every checkpoint holds.').waitFor();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);

    // Another key pinned (as if the portal's had been replaced): an alarm, and no pass.
    await page.getByRole('button', { name: 'Unpin' }).click();
    const stranger = auditKeyFromSeed(Buffer.from(newAuditKeySeed(), 'base64'));
    await pinField.fill(rawPublicKey(stranger.publicKey).toString('base64'));
    await page.getByRole('button', { name: 'Pin this key' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: "The portal's audit key has changed" })
      .waitFor();
    await page.getByRole('button', { name: 'Verify the chain now' }).click();
    await page.getByText('Not intact', { exact: true }).waitFor();
    await expect(
      page.getByText('Every event, every link and every checkpoint holds.').count(),
    ).resolves.toBe(0);
    await expectAccessible(page, 'audit: the pinned key differs from the portal key');
    await page.getByRole('button', { name: 'Unpin' }).click();
  });

  it('shows an auditor Payment Validation without its action buttons', async () => {
    const opened = suite.watch(
      await openAdminPage(suite, auditor, `/admin/transactions`, { width: 1280 }),
    );
    const { page } = opened;
    await page.getByRole('row').filter({ hasText: waiting.payment_id }).waitFor();
    const row = page.getByRole('row').filter({ hasText: waiting.payment_id });
    await expect(row.getByRole('button', { name: 'Verify Payment' }).count()).resolves.toBe(0);
    await expect(row.getByRole('button', { name: 'View Details' }).count()).resolves.toBe(1);
  });

  it('fits a phone: the stream without sideways scrolling, its filters folded away', async () => {
    const opened = suite.watch(
      await openAdminPage(suite, auditor, '/admin/audit', { width: 360, height: 780 }),
    );
    const { page } = opened;
    await page.getByRole('list', { name: 'Events of the log, newest first' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await expect(page.getByLabel('Actor', { exact: true }).isVisible()).resolves.toBe(false);
    await expectAccessible(page, 'audit: the stream on a phone');
  });
});
