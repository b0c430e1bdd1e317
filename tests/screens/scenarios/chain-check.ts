import type { ChainCheckView } from '@ghost/events/contract';
import type { Page } from 'playwright-core';
import type { Demo } from '../demo.js';
import type { Scenario } from '../scenario.js';
import { openInApp } from '../open-in-app.js';

/*
 * The chain check of quoted crypto payments, on the tracking page and on Payment Validation. The
 * demo's payments are submitted without a quote (the chain sandbox is read every 30 s in the
 * demo), so their answers are given a chain check here, in each state shown.
 */

const list = '/admin/transactions';

const check = (
  status: ChainCheckView['status'],
  confirmations: number,
  observed: string | null = null,
  required = 3,
): ChainCheckView => ({
  status,
  confirmations,
  required_confirmations: required,
  observed_amount: observed,
});

/** The demo's crypto payments, each with the chain check it shows. */
const checksOf = (demo: Demo): Map<string, ChainCheckView> =>
  new Map([
    [demo.payments.donationAwaiting, check('underpaid', 3, '0.0046875')],
    [demo.payments.subscriptionAwaiting, check('confirming', 1, '0.00401234')],
    [demo.payments.subscriptionVerified, check('matched', 2, '0.00018751', 2)],
    [demo.payments.failed, check('contested', 3, '12.000042')],
  ]);

const needsLook = new Set([
  'underpaid',
  'overpaid',
  'wrong_recipient',
  'wrong_token',
  'not_found',
  'late',
  'contested',
]);

interface Row {
  id: string;
  chain_check: ChainCheckView | null;
}

/**
 * Gives the list's and the details' answers their chain checks; a list asked with
 * chain_check=needs_look keeps only those that need a look, as the server would.
 */
const withChainChecks = async (page: Page, demo: Demo) => {
  const checks = checksOf(demo);
  const give = (row: Row): Row => ({ ...row, chain_check: checks.get(row.id) ?? row.chain_check });
  await page.route(/\/api\/transactions(\?|\/GHOST-[^/?]+$)/, async (route) => {
    const response = await route.fetch();
    const filtered = new URL(route.request().url()).searchParams.get('chain_check');
    if (filtered === 'needs_look') {
      const everything = new URL(route.request().url());
      everything.searchParams.delete('chain_check');
      const all = (await (await route.fetch({ url: everything.toString() })).json()) as {
        transactions: Row[];
        pagination: Record<string, number>;
      };
      const kept = all.transactions
        .map(give)
        .filter((row) => row.chain_check && needsLook.has(row.chain_check.status));
      await route.fulfill({
        response,
        json: {
          transactions: kept,
          pagination: { ...all.pagination, total: kept.length, pages: kept.length > 0 ? 1 : 0 },
        },
      });
      return;
    }
    const body = (await response.json()) as { transactions: Row[] } | Row;
    const json =
      'transactions' in body ? { ...body, transactions: body.transactions.map(give) } : give(body);
    await route.fulfill({ response, json });
  });
  await page.reload();
};

/** The list has its rows on screen, in any language. */
const listed = async (page: Page) => {
  await page.locator('[data-payment]').first().waitFor();
};

/** Answers the tracking call with the payment given `chain_check` (and its status kept). */
const tracked = (chain: Omit<ChainCheckView, 'observed_amount'>) => async (page: Page) => {
  await page.route('**/api/transactions/track/**', async (route) => {
    const answer = await route.fetch();
    const payment = (await answer.json()) as Record<string, unknown>;
    await route.fulfill({ response: answer, json: { ...payment, chain_check: chain } });
  });
  await openInApp(page);
  await page.locator('#chain-progress').waitFor();
};

export const scenarios: Scenario[] = [
  {
    name: 'chain-check-validation-badges',
    path: list,
    signedIn: 'admin',
    prepare: async (page, demo) => {
      await withChainChecks(page, demo);
      await listed(page);
    },
  },
  {
    name: 'chain-check-validation-needs-look',
    path: `${list}?chain_check=needs_look`,
    signedIn: 'admin',
    prepare: async (page, demo) => {
      await withChainChecks(page, demo);
      await listed(page);
    },
  },
  {
    name: 'chain-check-validation-detail',
    path: (demo) => `${list}?payment=${demo.payments.donationAwaiting}`,
    signedIn: 'admin',
    prepare: async (page, demo) => {
      await withChainChecks(page, demo);
      const section = page.getByRole('dialog').locator('dl').nth(3);
      await section.waitFor();
      await section.scrollIntoViewIfNeeded();
    },
    viewportOnly: true,
  },
  {
    name: 'chain-check-tracking-waiting',
    path: (demo) => `/track/${demo.payments.donationAwaiting}`,
    prepare: tracked({ status: 'pending', confirmations: 0, required_confirmations: 3 }),
  },
  {
    name: 'chain-check-tracking-confirming',
    path: (demo) => `/track/${demo.payments.donationAwaiting}`,
    prepare: tracked({ status: 'confirming', confirmations: 1, required_confirmations: 3 }),
  },
  {
    name: 'chain-check-tracking-matched',
    path: (demo) => `/track/${demo.payments.donationAwaiting}`,
    prepare: tracked({ status: 'matched', confirmations: 3, required_confirmations: 3 }),
  },
  {
    name: 'chain-check-tracking-underpaid',
    path: (demo) => `/track/${demo.payments.donationAwaiting}`,
    prepare: tracked({ status: 'underpaid', confirmations: 3, required_confirmations: 3 }),
  },
  {
    name: 'chain-check-tracking-contested',
    path: (demo) => `/track/${demo.payments.donationAwaiting}`,
    prepare: tracked({ status: 'contested', confirmations: 3, required_confirmations: 3 }),
  },
];
