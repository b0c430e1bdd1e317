import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { loadOrCreateSealKey, SecretBox, SqliteEventStore } from '@ghost/events';
import { createTestAdmin, signIn } from '../../support/admins.js';
import { request } from '../../support/http.js';
import { openPage } from '../../support/pages.js';
import { portalEntry, startChildServer } from '../child-server.js';
import { generateLog } from '../generate-log.js';

export interface ListSpeed {
  filter: number[];
  search: number[];
  firstSearch: number;
}

/** "Transactions (12,345 total)" in any digit grouping. */
const headingFor = (total: number) =>
  new RegExp(`^Transactions \\(${String(total).split('').join('[,.\\s\u00a0\u202f]?')} total\\)$`);

/** Waits until the list's heading names the total the API gives. */
const shown = async (page: Page, total: number) => {
  await page
    .getByRole('heading', { name: headingFor(total) })
    .waitFor({ state: 'visible', timeout: 10_000 });
};

type Timed = Window & { listShown?: Promise<number> };

/**
 * Starts a stopwatch in the page: from the next change of a field or submit of a form (the
 * visitor's act) to the first frame after the list's heading names `total`. Measured in the page,
 * so the figure is what the person sees, not the test driver's round trips as it polls.
 */
const timeInPage = async (page: Page, total: number): Promise<void> => {
  await page.evaluate((pattern) => {
    const named = new RegExp(pattern);
    (window as Timed).listShown = new Promise<number>((resolve) => {
      let began = Number.NaN;
      // Listeners passed inline: a named function would be sent with the bundler's helper for its
      // name, which the page does not have.
      for (const act of ['change', 'submit']) {
        document.addEventListener(
          act,
          () => {
            if (Number.isNaN(began)) began = performance.now();
          },
          { capture: true, once: true },
        );
      }
      const observer = new MutationObserver(() => {
        if (Number.isNaN(began)) return;
        const headings = [...document.querySelectorAll('h2')];
        if (!headings.some((heading) => named.test(heading.textContent))) return;
        observer.disconnect();
        const from = began;
        requestAnimationFrame(() => {
          resolve(performance.now() - from);
        });
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  }, headingFor(total).source);
};

/** The time the stopwatch of timeInPage read once the list showed its new total. */
const timeShown = (page: Page): Promise<number> =>
  page.evaluate(() => (window as Timed).listShown ?? Promise.reject(new Error('no stopwatch')));

/**
 * Payment Validation over a generated history (issue 13's budget: a filter or search change on
 * screen within 300 ms), in Chromium against the embedded portal in its own process: the time
 * from the change to the first frame that shows the list's new total, measured in the page.
 */
export const adminListSpeed = async (
  browser: Browser,
  transactions: number,
): Promise<ListSpeed> => {
  const dir = mkdtempSync(join(tmpdir(), 'ghost-list-speed-'));
  const generated = await generateLog(join(dir, 'events.db'), transactions);
  const store = new SqliteEventStore(join(dir, 'events.db'));
  const account = await createTestAdmin({
    eventStore: store,
    secretBox: new SecretBox(loadOrCreateSealKey(dir)),
    clock: () => new Date(),
  });
  await store.close();
  const portal = await startChildServer(portalEntry, {
    DATA_DIR: dir,
  });
  try {
    const admin = await signIn({ url: portal.url, clock: () => new Date() }, account);
    const me = await request(portal.url, 'GET', '/api/auth/me', undefined, admin.headers);
    const totalOf = async (query: string) =>
      Number(
        (
          await request(
            portal.url,
            'GET',
            `/api/transactions?limit=10&${query}`,
            undefined,
            admin.headers,
          )
        ).body.pagination.total,
      );
    const opened = await openPage(browser, {
      width: 1280,
      height: 900,
      storage: { admin_token: admin.token, admin_token_expires_at: String(me.body.expiresAt) },
    });
    const { page } = opened;
    await page.goto(`${portal.url}/admin/transactions`);
    await shown(page, await totalOf(''));

    const filter: number[] = [];
    const changes: [string, string, string][] = [
      ['Status', 'pending_payment_verification', 'status=pending_payment_verification'],
      ['Status', 'completed', 'status=completed'],
      ['Status', 'failed', 'status=failed'],
      ['Type', 'donation', 'status=failed&type=donation'],
      ['Status', '', 'type=donation'],
      ['Method', 'nintendo-eshop', 'type=donation&payment_method=nintendo-eshop'],
      ['Type', '', 'payment_method=nintendo-eshop'],
      ['Method', 'card', 'payment_method=card'],
      ['Method', '', ''],
    ];
    for (const [name, value, query] of changes) {
      const total = await totalOf(query);
      const select = page.getByRole('combobox', { name, exact: true });
      const options = await select
        .locator('option')
        .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
      const chosen = value === '' ? (options[0] ?? '') : value;
      await timeInPage(page, total);
      await select.selectOption(chosen);
      filter.push(await timeShown(page));
    }

    const box = page.getByRole('searchbox', { name: 'Search' });
    const searchFor = async (text: string) => {
      const total = await totalOf(`search=${encodeURIComponent(text)}`);
      await box.fill(text);
      await timeInPage(page, total);
      await box.press('Enter');
      return timeShown(page);
    };
    const firstSearch = await searchFor(generated.usernames[7] ?? 'player');
    const search: number[] = [];
    for (const text of [
      generated.usernames[42] ?? 'a',
      'eth',
      (generated.paymentIds[99] ?? 'GHOST-').slice(0, 18),
      generated.usernames[1234] ?? 'b',
      'example',
    ]) {
      search.push(await searchFor(text));
    }
    await opened.close();
    return { filter, search, firstSearch };
  } finally {
    await portal.stop();
    rmSync(dir, { recursive: true, force: true });
  }
};
