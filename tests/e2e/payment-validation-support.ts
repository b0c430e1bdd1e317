import type { TransactionListAnswer } from '@ghost/events/contract';
import type { Locator, Page } from 'playwright-core';
import { openAdminPage, type AdminPageTarget } from '../support/admin-pages.js';
import type { SignedInAdmin } from '../support/admins.js';
import { request } from '../support/http.js';
import type { OpenPage, PageOptions } from '../support/pages.js';
import type { TestPortal } from '../support/test-portal.js';

/** What the Payment Validation specs share: a signed-in browser on the page, payments, rows. */

/** The list has answered: its heading counts, and no loading state is left. */
export const listShown = async (page: Page): Promise<void> => {
  await page
    .getByRole('heading', { level: 2, name: /^Transactions \(\d[\d,]* total\)$/ })
    .waitFor();
  await page.getByRole('status').filter({ hasText: 'Loading' }).waitFor({ state: 'detached' });
};

/** /admin/transactions (with a query) in a fresh browser signed in as `who`, once listed. */
export const openList = async (
  target: AdminPageTarget,
  who: SignedInAdmin,
  query = '',
  options: PageOptions = {},
): Promise<OpenPage> => {
  const opened = await openAdminPage(target, who, `/admin/transactions${query}`, options);
  await listShown(opened.page);
  return opened;
};

/**
 * The list shows the answer to what was last asked: its heading counts `total` and it is no longer
 * 'Updating…' (while a new answer loads, the last one stays on screen with that note).
 */
export const listAnswered = async (page: Page, total: number): Promise<void> => {
  await page
    .getByRole('heading', { level: 2, name: `Transactions (${total.toLocaleString('en')} total)` })
    .waitFor();
  await page.getByRole('status').filter({ hasText: 'Updating…' }).waitFor({ state: 'detached' });
};

/** Submits a payment through the API as the payment form does; answers its payment ID. */
export const submit = async (
  portal: TestPortal,
  body: Record<string, unknown>,
): Promise<string> => {
  const answer = await request(portal.url, 'POST', '/api/transactions', body);
  if (answer.status !== 201) throw new Error(`submission refused: ${JSON.stringify(answer.body)}`);
  return String(answer.body.paymentId);
};

/** An admin action through the API (another admin, elsewhere). */
export const act = async (
  portal: TestPortal,
  who: SignedInAdmin,
  paymentId: string,
  action: string,
  body: Record<string, unknown> = {},
): Promise<void> => {
  const answer = await request(
    portal.url,
    'POST',
    `/api/transactions/${paymentId}/${action}`,
    body,
    who.headers,
  );
  if (answer.status !== 200) throw new Error(`${action} refused: ${JSON.stringify(answer.body)}`);
};

/** GET /api/transactions with a query, as the admin's API sees it. */
export const listFromApi = async (
  portal: TestPortal,
  who: SignedInAdmin,
  query: string,
): Promise<TransactionListAnswer> =>
  (await request(portal.url, 'GET', `/api/transactions?${query}`, undefined, who.headers))
    .body as TransactionListAnswer;

/** A payment's row in the table (its full ID is in the row, read to screen readers). */
export const rowOf = (page: Page, paymentId: string): Locator =>
  page.getByRole('table').getByRole('row').filter({ hasText: paymentId });

/** A payment's card in the small-screen list. */
export const cardOf = (page: Page, paymentId: string): Locator =>
  page.getByRole('listitem').filter({ hasText: paymentId });

/** The payment IDs the table shows, in order. */
export const shownIds = async (page: Page): Promise<string[]> =>
  (await page.getByRole('table').getByRole('row').allInnerTexts())
    .map((text) => /GHOST-[A-Z0-9-]+/.exec(text)?.[0])
    .filter((id): id is string => id !== undefined);

/** Text that names the user distinctly in one test, so searches find its payments only. */
export const uniqueName = (stem: string): string =>
  `${stem}_${Math.random().toString(36).slice(2, 8)}`;
