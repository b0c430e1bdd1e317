import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { request } from '../support/http.js';
import { scrollsSideways } from '../support/pages.js';
import {
  cryptoDonation,
  cryptoSubscription,
  giftCardSubscription,
  newGiftCardCode,
} from '../support/payment-requests.js';
import {
  act,
  cardOf,
  listAnswered,
  listFromApi,
  listShown,
  openList,
  rowOf,
  shownIds,
  submit,
  uniqueName,
} from './payment-validation-support.js';

/**
 * Payment Validation: the summary, the list and its layouts, search, filters,
 * pages and the empty and error states, in Chromium against the real portal.
 */
const suite = browserSuite();
const admin = suite.admin('admin');

describe('before any payment', () => {
  it("says 'No transactions found' and 'Transactions will appear here once created', and disables the export", async () => {
    const { page, problems, close } = await openList(suite, admin);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
      'Payment Validation',
    );
    await expect(page.getByText('No transactions found').count()).resolves.toBe(1);
    await expect(
      page.getByText('Transactions will appear here once created').count(),
    ).resolves.toBe(1);
    await expect(page.getByRole('button', { name: 'Export Data (0)' }).isDisabled()).resolves.toBe(
      true,
    );
    await expectAccessible(page, 'payment validation, empty');
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the summary and the list', () => {
  it('shows the four summary cards from the stats and the total in the heading', async () => {
    const paid = await submit(suite.portal, cryptoSubscription());
    await act(suite.portal, admin, paid, 'verify-payment');
    const failed = await submit(suite.portal, cryptoDonation());
    await act(suite.portal, admin, failed, 'mark-failed', {
      reason: 'No such transaction on chain',
    });
    await submit(suite.portal, giftCardSubscription());
    const stats = (
      await request(
        suite.portal.url,
        'GET',
        '/api/transactions/stats/summary',
        undefined,
        admin.headers,
      )
    ).body;
    const { page, problems, close } = await openList(suite, admin);
    const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });
    const revenue = page.getByText('Total Revenue').locator('..');
    await expect.poll(() => revenue.innerText()).toContain(money.format(stats.totalRevenue));
    for (const [label, count] of [
      ['Awaiting Payment', stats.pendingPaymentVerification],
      ['Awaiting Subscription', stats.pendingSubscriptionUpdate],
      ['Failed', stats.failedTransactions],
    ]) {
      await page.getByRole('button', { name: new RegExp(`^${label} ${count}$`) }).waitFor();
    }
    const total = stats.totalTransactions;
    await page.getByRole('heading', { name: `Transactions (${total} total)` }).waitFor();
    await expect(
      page.getByRole('button', { name: `Export Data (${total})` }).isEnabled(),
    ).resolves.toBe(true);
    await expectAccessible(page, 'payment validation, list');
    expect(problems).toEqual([]);
    await close();
  });

  it('shows each row with its payment ID, user or Anonymous with e-mail, type and method, amount, status and date', async () => {
    const username = uniqueName('row_user');
    const named = await submit(
      suite.portal,
      cryptoSubscription({ userUsername: username, userEmail: `${username}@example.com` }),
    );
    const anonymous = await submit(suite.portal, cryptoDonation({ amount: 7.25 }));
    const { page, close } = await openList(suite, admin);
    const row = rowOf(page, named);
    const text = await row.innerText();
    for (const part of [
      username,
      `${username}@example.com`,
      'PRO subscription',
      'Cryptocurrency',
      'Bitcoin',
      '$12.00',
      'Awaiting Payment',
      'Just now',
    ]) {
      expect(text).toContain(part);
    }
    await expect(row.getByRole('button', { name: 'Copy payment ID' }).count()).resolves.toBe(1);
    await expect(row.getByRole('button', { name: 'Copy e-mail' }).count()).resolves.toBe(1);
    await expect(row.getByRole('time').getAttribute('title')).resolves.toMatch(/\d{4}/);
    const other = await rowOf(page, anonymous).innerText();
    expect(other).toContain('Anonymous');
    expect(other).toContain('Donation');
    expect(other).toContain('$7.25');
    await close();
  });

  it('links a transaction with a TXID to its explorer in a new tab, and says when there is none', async () => {
    const txid = `0x${'ab'.repeat(32)}`;
    const eth = await submit(suite.portal, cryptoDonation({ crypto_type: 'eth', txid }));
    const { page, close } = await openList(suite, admin);
    const link = rowOf(page, eth).getByRole('link', { name: /^Explorer/ });
    await expect(link.getAttribute('href')).resolves.toBe(`https://etherscan.io/tx/${txid}`);
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await expect(link.getAttribute('rel')).resolves.toContain('noopener');
    await close();
    // USDC is paid on Base, and found there; a gift card's own reference is on no chain.
    const usdcTxid = `0x${'cd'.repeat(32)}`;
    const usdc = await submit(
      suite.portal,
      cryptoDonation({ crypto_type: 'usdc', txid: usdcTxid }),
    );
    const giftCard = await submit(suite.portal, giftCardSubscription());
    const coins = await openList(suite, admin);
    await expect(
      rowOf(coins.page, usdc)
        .getByRole('link', { name: /^Explorer/ })
        .getAttribute('href'),
    ).resolves.toBe(`https://basescan.org/tx/${usdcTxid}`);
    await expect(
      rowOf(coins.page, giftCard)
        .getByRole('link', { name: /^Explorer/ })
        .count(),
    ).resolves.toBe(0);
    await coins.close();
    const card = await request(suite.portal.url, 'POST', '/api/payments/card/create-wallet', {
      amount: 12,
      currency: 'USD',
      provider: 'ramp',
      userInfo: { username: 'card_payer', email: 'card@example.com' },
      paymentType: 'ghost-eshop-pro',
      subscriptionDuration: '3_months',
    });
    const detail = await openList(suite, admin, `?payment=${card.body.paymentId}`);
    const dialog = detail.page.getByRole('dialog', { name: 'Payment details' });
    await dialog.getByText('No Transaction ID available').waitFor();
    await expect(rowOf(detail.page, card.body.paymentId).getByRole('link').count()).resolves.toBe(
      0,
    );
    await detail.close();
  });
});

describe('search', () => {
  it('finds payments by username, by part of a TXID and by a whole gift-card code, asking the server', async () => {
    const username = uniqueName('searcher');
    const byName = await submit(suite.portal, cryptoSubscription({ userUsername: username }));
    const txid = `0x${'c0ffee'.repeat(10)}abcd`;
    const byTxid = await submit(suite.portal, cryptoDonation({ txid }));
    const code = newGiftCardCode();
    const byCode = await submit(suite.portal, giftCardSubscription({ giftCardCodes: [code] }));
    const { page, problems, close } = await openList(suite, admin);
    const search = page.getByRole('searchbox', { name: 'Search' });
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/transactions?')) asked.push(sent.url());
    });

    for (const [text, id] of [
      [username, byName],
      [txid.slice(10, 30), byTxid],
      // A gift-card code is sealed: it is found by the whole code only, in any case and grouping.
      [(code.match(/.{4}/g) ?? []).join('-').toLowerCase(), byCode],
    ] as const) {
      await search.fill(text);
      await rowOf(page, id).waitFor();
      await listAnswered(page, 1);
      await expect(shownIds(page)).resolves.toEqual([id]);
      expect(new URL(page.url()).searchParams.get('search')).toBe(text);
    }
    expect(asked.some((url) => new URL(url).searchParams.get('search') === username)).toBe(true);
    await expectAccessible(page, 'payment validation, searched');
    expect(problems).toEqual([]);
    await close();
  });
});

describe('filters', () => {
  it('filters by status, type and method, each answered as the API answers it', async () => {
    const { page, close } = await openList(suite, admin);
    const everything = await listFromApi(suite.portal, admin, 'page=1&limit=20');
    const cases = [
      ['Status', 'Failed', 'status=failed'],
      ['Status', 'Awaiting Subscription', 'status=pending_subscription_update'],
      ['Type', 'Donation', 'type=donation'],
      ['Type', 'PRO subscription', 'type=ghost-eshop-pro'],
      ['Method', 'Nintendo eShop', 'payment_method=nintendo-eshop'],
      ['Method', 'Card Payment', 'payment_method=card'],
      ['Method', 'Cryptocurrency', 'payment_method=crypto'],
      ['Method', 'Rewarble voucher code', 'payment_method=alternative-rewarble'],
      ['Method', 'Paysafe voucher code', 'payment_method=alternative-paysafe'],
    ] as const;
    for (const [filter, option, query] of cases) {
      const select = page.getByRole('combobox', { name: filter, exact: true });
      const expected = await listFromApi(suite.portal, admin, `page=1&limit=20&${query}`);
      await select.selectOption({ label: option });
      // Waits on what a reader sees (the count of this answer, no 'Updating…'), then reads the rows.
      await listAnswered(page, expected.pagination.total);
      await expect(shownIds(page)).resolves.toEqual(expected.transactions.map((row) => row.id));
      await select.selectOption({ index: 0 });
      await listAnswered(page, everything.pagination.total);
    }
    await close();
  });

  it('presets the status filter from the query string, and keeps filters and page across a reload', async () => {
    const { page, problems, close } = await openList(
      suite,
      admin,
      '?status=pending_payment_verification',
    );
    await expect(
      page.getByRole('combobox', { name: 'Status', exact: true }).inputValue(),
    ).resolves.toBe('pending_payment_verification');
    const expected = await listFromApi(suite.portal, admin, 'status=pending_payment_verification');
    await page
      .getByRole('heading', { name: `Transactions (${expected.pagination.total} total)` })
      .waitFor();
    await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('donation');
    await page.getByRole('searchbox', { name: 'Search' }).fill('example');
    await page.waitForURL(/search=example/);
    await page.reload();
    await listShown(page);
    await expect(
      page.getByRole('combobox', { name: 'Type', exact: true }).inputValue(),
    ).resolves.toBe('donation');
    await expect(page.getByRole('searchbox', { name: 'Search' }).inputValue()).resolves.toBe(
      'example',
    );
    await expect(
      page.getByRole('combobox', { name: 'Status', exact: true }).inputValue(),
    ).resolves.toBe('pending_payment_verification');
    await expectAccessible(page, 'payment validation, filters active');
    expect(problems).toEqual([]);
    await close();
  });

  it("says 'Try adjusting your filters' when a filter finds nothing, and the export is disabled", async () => {
    const { page, close } = await openList(suite, admin, '?search=nobody-pays-so');
    await expect(page.getByText('No transactions found').count()).resolves.toBe(1);
    await expect(page.getByText('Try adjusting your filters').count()).resolves.toBe(1);
    await expect(page.getByRole('button', { name: 'Export Data (0)' }).isDisabled()).resolves.toBe(
      true,
    );
    await expectAccessible(page, 'payment validation, nothing found');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('heading', { name: /Transactions \([1-9]\d* total\)/ }).waitFor();
    await close();
  });
});

describe('pages', () => {
  it("pages 65 payments by 10, 20, 50 and 100 with a sliding window of five and 'Showing X to Y of Z transactions'", async () => {
    const username = uniqueName('pager');
    const ids: string[] = [];
    for (let index = 0; index < 65; index += 1) {
      ids.push(await submit(suite.portal, cryptoDonation({ userUsername: username })));
    }
    const newest = [...ids].reverse();
    const { page, problems, close } = await openList(suite, admin, `?search=${username}`);
    const showing = (text: string) => page.getByText(text, { exact: true }).waitFor();
    const pages = page.getByRole('navigation', { name: 'Pagination' });
    const numbers = async () =>
      (await pages.getByRole('button', { name: /^Page \d+$/ }).allInnerTexts()).map(Number);

    await showing('Showing 1 to 20 of 65 transactions');
    await expect(shownIds(page)).resolves.toEqual(newest.slice(0, 20));

    await page.getByRole('combobox', { name: 'Page size' }).selectOption('10');
    await showing('Showing 1 to 10 of 65 transactions');
    await expect(numbers()).resolves.toEqual([1, 2, 3, 4, 5]);
    await expect(pages.getByRole('button', { name: 'First page' }).isDisabled()).resolves.toBe(
      true,
    );
    await expect(pages.getByRole('button', { name: 'Previous page' }).isDisabled()).resolves.toBe(
      true,
    );

    await pages.getByRole('button', { name: 'Page 4' }).click();
    await showing('Showing 31 to 40 of 65 transactions');
    await expect(numbers()).resolves.toEqual([2, 3, 4, 5, 6]);
    await expect(
      pages.getByRole('button', { name: 'Page 4' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await expect(shownIds(page)).resolves.toEqual(newest.slice(30, 40));

    await pages.getByRole('button', { name: 'Next page' }).click();
    await showing('Showing 41 to 50 of 65 transactions');
    await expect(numbers()).resolves.toEqual([3, 4, 5, 6, 7]);

    await pages.getByRole('button', { name: 'Last page' }).click();
    await showing('Showing 61 to 65 of 65 transactions');
    await expect(numbers()).resolves.toEqual([3, 4, 5, 6, 7]);
    await expect(pages.getByRole('button', { name: 'Next page' }).isDisabled()).resolves.toBe(true);
    expect(new URL(page.url()).searchParams.get('page')).toBe('7');
    expect(new URL(page.url()).searchParams.get('limit')).toBe('10');

    await pages.getByRole('button', { name: 'Previous page' }).click();
    await showing('Showing 51 to 60 of 65 transactions');
    await pages.getByRole('button', { name: 'First page' }).click();
    await showing('Showing 1 to 10 of 65 transactions');

    await page.getByRole('combobox', { name: 'Page size' }).selectOption('50');
    await showing('Showing 1 to 50 of 65 transactions');
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await showing('Showing 51 to 65 of 65 transactions');
    await expect(shownIds(page)).resolves.toEqual(newest.slice(50));

    await page.getByRole('combobox', { name: 'Page size' }).selectOption('100');
    await showing('Showing 1 to 65 of 65 transactions');
    await expect(pages.count()).resolves.toBe(0);
    await expect(shownIds(page)).resolves.toEqual(newest);
    await expectAccessible(page, 'payment validation, 100 per page');
    expect(problems).toEqual([]);
    await close();
  });
});

describe('layouts', () => {
  it('is a wide table at 1280, a medium table at 1024 and 900 and cards at 360, never scrolling sideways', async () => {
    const id = await submit(
      suite.portal,
      giftCardSubscription({ userUsername: uniqueName('layout') }),
    );
    await act(suite.portal, admin, id, 'mark-failed', { reason: 'Codes already redeemed' });
    const headersAt = async (width: number) => {
      const opened = await openList(suite, admin, '', { width });
      const headers = await opened.page.getByRole('columnheader').allInnerTexts();
      expect(await scrollsSideways(opened.page), `${width} scrolls sideways`).toBe(false);
      // Nor does the table inside its own box: every column is seen at once.
      const tableFits = await opened.page.evaluate(() => {
        const table = document.querySelector('table');
        return !table?.parentElement || table.scrollWidth <= table.parentElement.clientWidth;
      });
      expect(tableFits, `the table fits at ${width}`).toBe(true);
      return { opened, headers: headers.map((text) => text.toLowerCase()) };
    };

    const wide = await headersAt(1280);
    expect(wide.headers).toEqual([
      'payment id',
      'user',
      'type and method',
      'amount',
      'status',
      'date',
      'actions',
    ]);
    await expect(
      rowOf(wide.opened.page, id).getByRole('button', { name: 'View Details' }).count(),
    ).resolves.toBe(1);
    await wide.opened.close();

    const beside = await headersAt(1024);
    expect(beside.headers).toEqual(['payment', 'user', 'amount and status', 'actions']);
    await beside.opened.close();

    const medium = await headersAt(900);
    expect(medium.headers).toEqual(['payment', 'user', 'amount and status', 'actions']);
    await expectAccessible(medium.opened.page, 'payment validation, medium table');
    await medium.opened.close();

    const small = await headersAt(360);
    expect(small.headers).toEqual([]);
    const card = cardOf(small.opened.page, id);
    const text = await card.innerText();
    for (const part of [
      'Payment not verified',
      'Subscription not updated',
      'Region',
      'Europe',
      'Notes',
      'Codes already redeemed',
    ]) {
      expect(text).toContain(part);
    }
    const donation = await submit(suite.portal, cryptoDonation());
    await small.opened.page.getByRole('button', { name: 'Refresh' }).click();
    await cardOf(small.opened.page, donation).waitFor();
    const donationText = await cardOf(small.opened.page, donation).innerText();
    expect(donationText).toContain('Payment not verified');
    expect(donationText).not.toContain('Subscription');
    await expectAccessible(small.opened.page, 'payment validation, cards');
    await small.opened.close();
  });
});

describe('when the list cannot be loaded', () => {
  it("says 'Failed to load transactions' with a banner to try again", async () => {
    const { page, context, problems, close } = await openList(suite, admin);
    await context.route(/\/api\/transactions\?/, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'boom' } }),
      }),
    );
    await page.reload();
    const banner = page.getByRole('alert').filter({ hasText: 'Failed to load transactions' });
    await banner.waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'payment validation, load failed');
    await context.unroute(/\/api\/transactions\?/);
    await banner.getByRole('button', { name: 'Try again' }).click();
    await listShown(page);
    await banner.waitFor({ state: 'detached' });
    expect(problems.filter((problem) => !problem.includes('500'))).toEqual([]);
    await close();
  });
});
