import type { Page } from 'playwright-core';
import type { Scenario } from '../scenario.js';

const nothing = { revenue: 0, transactions: 0, completed: 0, pending: 0 };

/** A portal without a payment yet: every figure answered empty. */
const empty = async (page: Page) => {
  const answers: Record<string, unknown> = {
    'stats/summary': {
      totalRevenue: 0,
      totalTransactions: 0,
      pendingPaymentVerification: 0,
      pendingSubscriptionUpdate: 0,
      completedTransactions: 0,
      failedTransactions: 0,
      revenueByCurrency: {},
    },
    'stats/period': { last24Hours: nothing, last7Days: nothing, cryptoBreakdown: [] },
    'recent/list': { transactions: [] },
    'stats/revenue': {
      days: Array.from({ length: 30 }, (_, day) => ({
        date: new Date(Date.now() - (29 - day) * 86_400_000).toISOString().slice(0, 10),
        revenue: 0,
        transactions: 0,
      })),
    },
  };
  for (const [path, json] of Object.entries(answers)) {
    await page.route(`**/api/transactions/${path}*`, (route) => route.fulfill({ json }));
  }
  await page.reload();
  await page.locator('main h1').waitFor();
};

export const scenarios: Scenario[] = [
  { name: 'dashboard', path: '/admin/dashboard', signedIn: 'super_admin' },
  { name: 'dashboard-empty', path: '/admin/dashboard', signedIn: 'admin', prepare: empty },
  {
    name: 'dashboard-failed',
    path: '/admin/dashboard',
    signedIn: 'admin',
    viewportOnly: true,
    prepare: async (page) => {
      await page.route('**/api/transactions/stats/**', (route) =>
        route.fulfill({ status: 500, json: { error: { code: 'INTERNAL_ERROR' } } }),
      );
      await page.reload();
      await page.getByRole('alert').first().waitFor();
    },
  },
  {
    name: 'dashboard-table',
    path: '/admin/dashboard',
    signedIn: 'super_admin',
    prepare: async (page) => {
      await page.locator('main details summary').last().click();
    },
  },
];
