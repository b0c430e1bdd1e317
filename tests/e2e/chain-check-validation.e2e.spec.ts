import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { openAdminPage } from '../support/admin-pages.js';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import {
  mineBlocks,
  quoteFor,
  sendOnChain,
  setAutoProcess,
  submitQuoted,
} from '../support/chain-payments.js';
import { request } from '../support/http.js';
import { scrollsSideways } from '../support/pages.js';
import { cryptoDonation } from '../support/payment-requests.js';
import { startWebPortal } from '../support/web-portal.js';
import { cardOf, listShown, rowOf, submit } from './payment-validation-support.js';

/**
 * What staff see of the chain check on Payment Validation: a badge on each quoted crypto payment
 * ("Chain: underpaid", "Chain: matched", "Chain: 0 of 3", "Chain: waiting"), the "Needs a look" filter, and the
 * "Chain check" section of the details. The portal's chain check reads the local chain sandbox
 * every 200 ms; automatic processing is off, so a matched payment waits for staff.
 */
const suite = browserSuite({
  start: () => startWebPortal({ env: { CHAIN_CHECK_INTERVAL_MS: '200' } }),
});
const admin = suite.admin('admin');

const payments = { underpaid: '', matched: '', confirming: '', waiting: '', unquoted: '' };
let sentShort = '';

/** Quotes $`amount` in ETH, sends `amount` of the coin (the quote by default), submits it. */
const quotedPayment = async (usd: number, sent?: (quoted: string) => string) => {
  const quote = await quoteFor(suite.portal, 'eth', usd);
  const amount = sent ? sent(quote.crypto_amount) : quote.crypto_amount;
  const txid = await sendOnChain(suite.portal, { crypto_type: 'eth', to: quote.address, amount });
  const { paymentId, answer } = await submitQuoted(suite.portal, 'eth', usd, quote, txid);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { paymentId, amount };
};

/** Waits until the admin API shows the payment's chain check at `status`. */
const chainStatusReaches = async (paymentId: string, status: string) => {
  const read = async (): Promise<string | undefined> => {
    const answer = await request(
      suite.portal.url,
      'GET',
      `/api/transactions/${paymentId}`,
      undefined,
      admin.headers,
    );
    return answer.body?.chain_check?.status as string | undefined;
  };
  await vi.waitFor(
    async () => {
      expect(await read()).toBe(status);
    },
    {
      timeout: 15_000,
      interval: 100,
    },
  );
};

beforeAll(async () => {
  await setAutoProcess(suite.portal, 'false');
  const underpaid = await quotedPayment(30, (quoted) => (Number(quoted) / 2).toFixed(8));
  payments.underpaid = underpaid.paymentId;
  sentShort = underpaid.amount;
  payments.matched = (await quotedPayment(18)).paymentId;
  await mineBlocks(suite.portal, 'eth', 3);
  // Sent after those blocks: seen, with none of its confirmations yet.
  payments.confirming = (await quotedPayment(21)).paymentId;
  const quote = await quoteFor(suite.portal, 'eth', 12);
  const unseen = `0x${randomBytes(32).toString('hex')}`;
  payments.waiting = (await submitQuoted(suite.portal, 'eth', 12, quote, unseen)).paymentId;
  payments.unquoted = await submit(suite.portal, cryptoDonation());
  await chainStatusReaches(payments.underpaid, 'underpaid');
  await chainStatusReaches(payments.matched, 'matched');
  await chainStatusReaches(payments.confirming, 'confirming');
});

const openList = async (query = '', width = 1280): Promise<Page> => {
  const opened = suite.watch(
    await openAdminPage(suite, admin, `/admin/transactions${query}`, { width }),
  );
  await listShown(opened.page);
  return opened.page;
};

describe('the chain check on Payment Validation', () => {
  it('marks each quoted crypto payment with its chain verdict, and leaves others unmarked', async () => {
    const page = await openList();
    await expect(rowOf(page, payments.underpaid).innerText()).resolves.toContain(
      'Chain: underpaid',
    );
    await expect(rowOf(page, payments.matched).innerText()).resolves.toContain('Chain: matched');
    await expect(rowOf(page, payments.confirming).innerText()).resolves.toContain('Chain: 0 of 3');
    await expect(rowOf(page, payments.waiting).innerText()).resolves.toContain('Chain: waiting');
    await expect(rowOf(page, payments.unquoted).innerText()).resolves.not.toContain('Chain:');
    await expectAccessible(page, 'Payment Validation: chain badges');
  });

  it('keeps only the payments that need a look when "Needs a look" is ticked, in the address too', async () => {
    const page = await openList();
    const needsLook = page.getByRole('checkbox', { name: 'Needs a look' });
    // The box follows the address (as every filter does): it shows ticked once the view changed.
    await needsLook.click();
    await page.getByRole('heading', { level: 2, name: 'Transactions (1 total)' }).waitFor();
    await expect(needsLook.isChecked()).resolves.toBe(true);
    expect(page.url()).toContain('chain_check=needs_look');
    await expect(rowOf(page, payments.underpaid).count()).resolves.toBe(1);
    for (const id of [payments.matched, payments.confirming, payments.waiting, payments.unquoted]) {
      await expect(rowOf(page, id).count()).resolves.toBe(0);
    }
    await expectAccessible(page, 'Payment Validation: Needs a look');

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('heading', { level: 2, name: 'Transactions (5 total)' }).waitFor();
    await expect(needsLook.isChecked()).resolves.toBe(false);
  });

  it('shows the chain check in the details: the verdict in words, the confirmations, the amount received', async () => {
    const page = await openList(`?payment=${payments.underpaid}`);
    const dialog = page.getByRole('dialog', { name: 'Payment details' });
    await dialog.getByRole('heading', { name: 'Chain check' }).waitFor();
    const text = await dialog.innerText();
    expect(text).toContain('Chain: underpaid');
    expect(text).toContain(
      "The right coin reached the portal's address, but less than the quoted amount.",
    );
    expect(text).toContain('3 of 3 confirmations');
    // What reached the address, as the chain check recorded it (no trailing zeros).
    expect(text).toContain(`${sentShort.replace(/\.?0+$/, '')} ETH`);
    await expectAccessible(page, 'Payment Validation: details with the chain check');
  });

  it('shows nothing of a chain check in the details of a payment without a quote', async () => {
    const page = await openList(`?payment=${payments.unquoted}`);
    const dialog = page.getByRole('dialog', { name: 'Payment details' });
    await dialog.getByRole('heading', { name: 'Proof of payment' }).waitFor();
    await expect(dialog.getByRole('heading', { name: 'Chain check' }).count()).resolves.toBe(0);
  });

  it('shows the badges on the cards and the filter at 360 px, without sideways scrolling', async () => {
    const page = await openList('?chain_check=needs_look', 360);
    await expect(cardOf(page, payments.underpaid).innerText()).resolves.toContain(
      'Chain: underpaid',
    );
    await expect(page.getByRole('checkbox', { name: 'Needs a look' }).isChecked()).resolves.toBe(
      true,
    );
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'Payment Validation: Needs a look at 360 px');
  });
});
