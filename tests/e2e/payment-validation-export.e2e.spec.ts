import type { Download } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sessionStorageOf } from '../support/admin-pages.js';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { exportColumns, readCsvDownload } from '../support/csv-download.js';
import { openPage } from '../support/pages.js';
import {
  cryptoDonation,
  cryptoSubscription,
  giftCardSubscription,
} from '../support/payment-requests.js';
import {
  act,
  listFromApi,
  listShown,
  openList,
  submit,
  uniqueName,
} from './payment-validation-support.js';

/**
 * The CSV export of Payment Validation: the current filters, page 1 of up
 * to 10,000 rows, the export's columns, downloaded as a file; started by itself 500 ms after
 * arriving with export=true; 'Failed to export data' when the server fails.
 */
const suite = browserSuite();
const admin = suite.admin('admin');

/** The downloaded file's rows, header first (without the byte-order mark spreadsheets need). */
const rowsOf = async (download: Download): Promise<string[][]> => {
  const { byteOrderMark, rows } = await readCsvDownload(download);
  expect(byteOrderMark).toBe(true);
  return rows;
};

/** What the file must hold for each transaction the API lists with the same filters. */
const expectedRows = async (query: string) =>
  (await listFromApi(suite.portal, admin, `page=1&limit=10000&${query}`)).transactions.map(
    (row) => [
      row.payment_id,
      row.user_username ?? '',
      row.user_email ?? '',
      row.type,
      row.payment_method,
      row.crypto_type ?? '',
      row.region ?? '',
      String(row.amount),
      row.currency,
      row.status,
      String(row.payment_verified),
      String(row.subscription_updated),
      row.created_at,
      row.subscription_duration ?? '',
      row.notes ?? '',
    ],
  );

describe('the CSV export', () => {
  it('downloads the filtered list with the export columns, row for row as the API answers', async () => {
    const username = uniqueName('exported');
    const failed = await submit(
      suite.portal,
      cryptoSubscription({ userUsername: username, userEmail: `${username}@example.com` }),
    );
    await act(suite.portal, admin, failed, 'mark-failed', {
      reason: 'Paid twice, "refunded", by hand',
    });
    await submit(suite.portal, giftCardSubscription({ userUsername: username }));
    await submit(suite.portal, cryptoDonation({ userUsername: username, amount: 25.5 }));
    await submit(suite.portal, cryptoDonation({ userUsername: uniqueName('someone_else') }));

    const { page, problems, close } = await openList(suite, admin, `?search=${username}`);
    const exportButton = page.getByRole('button', { name: 'Export Data (3)' });
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = await rowsOf(download);
    expect(rows[0]).toEqual(exportColumns);
    const expected = await expectedRows(`search=${username}`);
    expect(expected).toHaveLength(3);
    expect(rows.slice(1)).toEqual(expected);
    expect(rows.slice(1).find((row) => row[0] === failed)?.[14]).toBe(
      'Paid twice, "refunded", by hand',
    );
    await page.getByRole('status').filter({ hasText: 'Exported 3 transactions.' }).waitFor();

    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('failed');
    await page.getByRole('button', { name: 'Export Data (1)' }).waitFor();
    const [filtered] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Data (1)' }).click(),
    ]);
    expect((await rowsOf(filtered)).slice(1)).toEqual(
      await expectedRows(`search=${username}&status=failed`),
    );
    await expectAccessible(page, 'payment validation, exported');
    expect(problems).toEqual([]);
    await close();
  });

  it('starts by itself 500 ms after arriving with export=true, with the preset status', async () => {
    const paid = await submit(suite.portal, cryptoDonation());
    await act(suite.portal, admin, paid, 'verify-payment');
    const opened = await openPage(suite.browser, {
      storage: await sessionStorageOf(suite.portal, admin),
    });
    const { page } = opened;
    const asked: { limit: string | null; at: number }[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname === '/api/transactions') {
        asked.push({ limit: url.searchParams.get('limit'), at: Date.now() });
      }
    });
    const downloaded = page.waitForEvent('download');
    const arrived = Date.now();
    await page.goto(`${suite.portal.url}/admin/transactions?status=completed&export=true`);
    const download = await downloaded;
    const rows = await rowsOf(download);
    expect(rows[0]).toEqual(exportColumns);
    expect(rows.slice(1)).toEqual(await expectedRows('status=completed'));
    const exported = asked.find((entry) => entry.limit === '10000');
    expect((exported?.at ?? 0) - arrived).toBeGreaterThanOrEqual(500);
    // Done once: the address no longer asks for it, so a reload does not export again.
    await page.waitForURL((url) => url.searchParams.get('export') === null);
    expect(new URL(page.url()).searchParams.get('status')).toBe('completed');
    await opened.close();
  });

  it('does not start with export=true when the list is empty, its button disabled', async () => {
    const { page, close } = await openList(
      suite,
      admin,
      '?search=nothing-matches-this&export=true',
    );
    let downloads = 0;
    page.on('download', () => {
      downloads += 1;
    });
    const exportReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('limit=10000')) exportReads.push(request.url());
    });
    // The request is taken out of the address once the list has answered, export or not.
    await page.waitForURL((url) => url.searchParams.get('export') === null);
    await page.getByText('No transactions found').waitFor();
    expect(exportReads).toEqual([]);
    expect(downloads).toBe(0);
    await expect(page.getByRole('button', { name: 'Export Data (0)' }).isDisabled()).resolves.toBe(
      true,
    );
    await close();
  });

  it("says 'Failed to export data' when the export cannot be read", async () => {
    const { page, context, close } = await openList(suite, admin);
    await context.route(/\/api\/transactions\?.*limit=10000/, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } }),
      }),
    );
    await page.getByRole('button', { name: /^Export Data/ }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to export data' });
    await alert.waitFor();
    await expect(alert.innerText()).resolves.toContain('The service is temporarily unavailable.');
    await expect(page.getByRole('button', { name: /^Export Data/ }).isEnabled()).resolves.toBe(
      true,
    );
    await listShown(page);
    await close();
  });
});
