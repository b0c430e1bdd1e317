import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openAdminPage, sessionStorageOf } from '../support/admin-pages.js';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { request } from '../support/http.js';
import { openPage, scrollsSideways, type PageOptions } from '../support/pages.js';
import {
  cryptoDonation,
  cryptoSubscription,
  giftCardSubscription,
} from '../support/payment-requests.js';

/**
 * The dashboard in Chromium against the real portal: payments are
 * submitted and verified through the API, and every figure on the screen is checked against
 * the API's own answer.
 */
const suite = browserSuite();
const boss = suite.admin('super_admin');

const submit = async (body: Record<string, unknown>): Promise<string> => {
  const answer = await request(suite.portal.url, 'POST', '/api/transactions', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return String(answer.body.paymentId);
};

const act = async (id: string, action: string, body: Record<string, unknown> = {}) => {
  const answer = await request(
    suite.portal.url,
    'POST',
    `/api/transactions/${id}/${action}`,
    body,
    boss.headers,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};

const api = async (path: string) =>
  (await request(suite.portal.url, 'GET', `/api${path}`, undefined, boss.headers)).body;

beforeAll(async () => {
  const verified = await submit(cryptoSubscription({ crypto_type: 'btc', amount: 12 }));
  const completed = await submit(cryptoSubscription({ crypto_type: 'sol', amount: 12 }));
  const failed = await submit(cryptoSubscription({ crypto_type: 'usdt', amount: 12 }));
  await submit(cryptoDonation({ crypto_type: 'eth', amount: 25.5 }));
  await submit(giftCardSubscription());
  const donation = await submit(cryptoDonation({ crypto_type: 'eth', amount: 10 }));
  await act(verified, 'verify-payment');
  await act(completed, 'verify-payment');
  await act(completed, 'update-subscription');
  await act(donation, 'verify-payment');
  await act(failed, 'mark-failed', { reason: 'The transaction hash was not found on chain' });
});

const storage = () => sessionStorageOf(suite.portal, boss);

const money = (value: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(value);

/** The dashboard in a fresh signed-in browser, once its figures are in. */
const openDashboard = async (options: PageOptions = {}) => {
  const opened = await openAdminPage(suite, boss, '/admin/dashboard', options);
  await opened.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await opened.page.getByText('Total Revenue').waitFor();
  return opened;
};

/** The value shown under a stat card's label. */
const stat = (page: Page, label: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('span')
    .nth(2)
    .innerText();

/** A period panel's figure (Transactions, Completed, Pending). */
const figure = (page: Page, panel: string, term: string) =>
  page
    .getByRole('region', { name: panel })
    .locator('div')
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator('dd')
    .innerText();

describe('the dashboard', () => {
  it("shows the API's figures: stat cards, both periods, the coins and the five newest transactions", async () => {
    const summary = await api('/transactions/stats/summary');
    const period = await api('/transactions/stats/period');
    const recent = await api('/transactions/recent/list?limit=5');
    // 12 + 12 + 10 received; 25.50 and the gift card awaited; one failed.
    expect(summary).toMatchObject({ totalRevenue: 34, totalTransactions: 6 });

    const { page, problems, close } = await openDashboard();
    await expect(stat(page, 'Total Revenue')).resolves.toBe(money(summary.totalRevenue));
    await page.getByText('From 6 transactions in total').waitFor();
    await expect(stat(page, 'Active Subscriptions')).resolves.toBe(
      String(summary.completedTransactions),
    );
    await expect(stat(page, 'Awaiting Payment')).resolves.toBe(
      String(summary.pendingPaymentVerification),
    );
    await expect(stat(page, 'Awaiting Subscription')).resolves.toBe(
      String(summary.pendingSubscriptionUpdate),
    );

    for (const [panel, figures] of [
      ['Last 24 Hours', period.last24Hours],
      ['Last 7 Days', period.last7Days],
    ] as const) {
      const region = page.getByRole('region', { name: panel });
      await region.getByText(money(figures.revenue), { exact: true }).waitFor();
      await expect(figure(page, panel, 'Transactions')).resolves.toBe(String(figures.transactions));
      await expect(figure(page, panel, 'Completed')).resolves.toBe(String(figures.completed));
      await expect(figure(page, panel, 'Pending')).resolves.toBe(String(figures.pending));
    }
    // All of it happened today: the week's revenue against 7 times the day's.
    await page
      .getByRole('region', { name: 'Last 7 Days' })
      .getByText('-85.7% vs. 7 × last 24 hours')
      .waitFor();

    const coins = page.getByRole('region', { name: 'Cryptocurrencies, last 7 days' });
    const rows = await coins.getByRole('row').allInnerTexts();
    const expected = [...period.cryptoBreakdown]
      .sort(
        (a: { revenue: number; count: number }, b: { revenue: number; count: number }) =>
          b.revenue - a.revenue || b.count - a.count,
      )
      .map(
        (entry: { crypto_type: string; count: number; revenue: number }) =>
          `${{ btc: 'Bitcoin', eth: 'Ethereum', usdt: 'Tether', sol: 'Solana' }[entry.crypto_type] ?? ''}\t${String(entry.count)}\t${money(entry.revenue)}`,
      );
    // The share bar under each coin's name is a line of its own.
    expect(rows.slice(1).map((row) => row.replace('\n', ''))).toEqual(expected);

    const newest = page.getByRole('region', { name: 'Recent transactions' }).getByRole('listitem');
    // The recent list is an answer of its own, which may come after the figures.
    await expect.poll(() => newest.count()).toBe(5);
    const ids = (recent.transactions as { payment_id: string }[]).map((row) => row.payment_id);
    for (const [index, id] of ids.entries()) {
      await expect(newest.nth(index).innerText()).resolves.toContain(id);
      await expect(newest.nth(index).innerText()).resolves.toContain('Just now');
    }

    const chart = page.getByRole('region', { name: 'Revenue, last 30 days' });
    await chart.getByText(`${money(summary.totalRevenue)} in the last 30 days.`).waitFor();
    await expectAccessible(page, 'dashboard with data');
    await chart.getByText('Show the figures as a table').click();
    const days = chart.getByRole('table').getByRole('row');
    await expect(days.count()).resolves.toBe(31);
    await expect(days.nth(1).innerText()).resolves.toContain(money(summary.totalRevenue));
    await expectAccessible(page, 'dashboard with the chart table');
    expect(problems).toEqual([]);
    await close();
  });

  it('loads uPlot with the dashboard only, and draws the chart', async () => {
    const { page, close } = await openPage(suite.browser);
    const scripts: string[] = [];
    page.on('request', (asked) => {
      if (asked.resourceType() === 'script') scripts.push(new URL(asked.url()).pathname);
    });
    await page.goto(`${suite.portal.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Admin sign in' }).waitFor();
    expect(scripts.some((path) => path.includes('revenue-plot'))).toBe(false);
    await close();

    const dashboard = await openDashboard();
    await dashboard.page.locator('canvas').waitFor();
    await dashboard.close();
  });

  it('links the quick actions to Payment Validation with their filters', async () => {
    const { page, close } = await openDashboard();
    const actions = page.getByRole('region', { name: 'Quick actions' }).getByRole('link');
    await expect(
      actions.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).resolves.toEqual([
      '/admin/transactions?status=pending_payment_verification',
      '/admin/transactions?status=pending_subscription_update',
      '/admin/transactions?export=true',
    ]);
    await close();
  });

  it('follows new payments live, and reads everything again on Refresh', async () => {
    const { page, close } = await openDashboard();
    await page.getByText('Live updates on').waitFor();
    const before = Number(await stat(page, 'Awaiting Payment'));
    await submit(cryptoDonation({ crypto_type: 'bnb', amount: 5 }));
    await expect
      .poll(async () => Number(await stat(page, 'Awaiting Payment')), { timeout: 10_000 })
      .toBe(before + 1);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByText('Dashboard updated').waitFor();
    await close();
  });

  it('says "Failed to load dashboard data" and shows the default figures when the stats fail', async () => {
    const opened = await openPage(suite.browser, { storage: await storage() });
    const { page, close } = opened;
    await page.route('**/api/transactions/stats/**', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL_ERROR' } } }),
    );
    await page.goto(`${suite.portal.url}/admin/dashboard`);
    await page.getByRole('alert').getByText('Failed to load dashboard data').waitFor();
    await expect(stat(page, 'Total Revenue')).resolves.toBe('$0.00');
    await page.getByText('Unreachable').waitFor();
    await expectAccessible(page, 'dashboard failed');
    await close();
  });

  it('shows its empty states before any payment', async () => {
    const { page, close } = await openPage(suite.browser, { storage: await storage() });
    const empty = { revenue: 0, transactions: 0, completed: 0, pending: 0 };
    await page.route('**/api/transactions/stats/period', (route) =>
      route.fulfill({ json: { last24Hours: empty, last7Days: empty, cryptoBreakdown: [] } }),
    );
    await page.route('**/api/transactions/recent/list*', (route) =>
      route.fulfill({ json: { transactions: [] } }),
    );
    await page.route('**/api/transactions/stats/revenue*', (route) =>
      route.fulfill({ json: { days: [{ date: '2026-03-10', revenue: 0, transactions: 0 }] } }),
    );
    await page.goto(`${suite.portal.url}/admin/dashboard`);
    await page.getByText('No transactions yet').waitFor();
    await page.getByText('No cryptocurrency payments in the last 7 days.').waitFor();
    await page.getByText('No revenue in the last 30 days yet.').waitFor();
    await page
      .getByRole('region', { name: 'Last 7 Days' })
      .getByText('0% vs. 7 × last 24 hours')
      .waitFor();
    await expectAccessible(page, 'dashboard empty');
    await close();
  });

  it('fits a 360 px screen in dark mode', async () => {
    const { page, problems, close } = await openDashboard({ width: 360, colorScheme: 'dark' });
    await page.locator('canvas').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'dashboard at 360, dark');
    expect(problems).toEqual([]);
    await close();
  });
});
