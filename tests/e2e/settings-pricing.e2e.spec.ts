import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { request } from '../support/http.js';
import { scrollsSideways } from '../support/pages.js';
import { openSettings, saveChanges } from '../support/settings-page.js';
import { expectFocused } from '../support/focus.js';

/**
 * The Pricing Management tab against the real portal: the list per
 * payment type and region, a price and an Active switch saved and followed by the public pricing
 * page, and the answers the real server never gives (an empty list, entries without IDs, no
 * list at all), stood in for in the browser.
 */
const suite = browserSuite();
const superAdmin = suite.admin('super_admin');

/** Every price entry, on sale or not, as the settings API answers them. */
const everyPrice = async () =>
  (
    await request(
      suite.portal.url,
      'GET',
      '/api/settings/pricing/all',
      undefined,
      superAdmin.headers,
    )
  ).body as { id: string; price: number; is_active: boolean }[];

const openPricing = async (options: { width?: number } = {}) => {
  const page = await openSettings(suite, superAdmin, { tab: 'pricing', ...options });
  suite.watch(page);
  return page.page;
};

/** The price list the tab loads, answered by a stand-in. */
const standIn = async (page: Page, answer: unknown) => {
  await page.route('**/api/settings/pricing/all', (route) => route.fulfill({ json: answer }));
  await page.reload();
  await page.getByRole('tabpanel').waitFor();
};

const chooseType = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Payment type' }).getByRole('radio', { name }).check();
const chooseRegion = (page: Page, name: RegExp) =>
  page.getByRole('group', { name: 'Region' }).getByRole('radio', { name }).check();
const priceOf = (page: Page, duration: string) =>
  page.getByRole('spinbutton', { name: `Price for ${duration}`, exact: true });
const activeOf = (page: Page, duration: string) =>
  page.getByRole('switch', { name: `Active: ${duration}`, exact: true });
const rowHeaders = (page: Page) => page.getByRole('rowheader').allInnerTexts();

describe('the price list', () => {
  it('shows each row with its duration, price, currency, Active switch and ID, shortest first', async () => {
    const page = await openPricing();
    await expect(page.getByRole('radio', { name: 'Card' }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('group', { name: 'Region' }).count()).resolves.toBe(0);
    // The price list is an answer of its own, after the settings the tab panel waited for.
    await expect
      .poll(() => page.getByRole('columnheader').allTextContents())
      .toEqual(['Duration', 'Price', 'Currency', 'Active', 'ID', 'Actions']);
    const first = page.getByRole('row').nth(1).getByRole('cell');
    await expect(first.nth(1).innerText()).resolves.toBe('USD');
    await expect(first.nth(3).innerText()).resolves.toBe('ghost-eshop-pro.card.1_month');
    await expect(priceOf(page, '1 month').inputValue()).resolves.toBe('5.00');
    await expect(priceOf(page, '1 month').getAttribute('step')).resolves.toBe('0.01');
    await expect(priceOf(page, '1 month').getAttribute('min')).resolves.toBe('0');
    await expect(rowHeaders(page)).resolves.toEqual([
      '1 month',
      '2 months',
      '3 months',
      '6 months',
      '1 year',
      '2 years',
      'Lifetime',
    ]);
    await expect(page.getByText('7 prices, 7 active').count()).resolves.toBe(1);
    await expectAccessible(page, 'card prices');
  });

  it('gives gift cards a region, Europe at first, and clears it for card and crypto', async () => {
    const page = await openPricing();
    await chooseType(page, 'Nintendo eShop');
    const europe = page.getByRole('radio', { name: 'Europe (EUR)' });
    await expect(europe.isChecked()).resolves.toBe(true);
    await expect(page.getByRole('row').nth(1).getByRole('cell').nth(1).innerText()).resolves.toBe(
      'EUR',
    );
    await chooseRegion(page, /Japan/);
    await expect(priceOf(page, '1 month').inputValue()).resolves.toBe('750');
    await expect(priceOf(page, '1 month').getAttribute('step')).resolves.toBe('1');
    await expectAccessible(page, 'gift card prices in Japan');

    await chooseType(page, 'Crypto');
    await expect(page.getByRole('group', { name: 'Region' }).count()).resolves.toBe(0);
    await expect(page.getByRole('row').nth(1).getByRole('cell').nth(3).innerText()).resolves.toBe(
      'ghost-eshop-pro.crypto.1_month',
    );
    await chooseType(page, 'Nintendo eShop');
    await expect(europe.isChecked()).resolves.toBe(true);
  });

  it('shows each price as a card on a phone, without scrolling sideways', async () => {
    const page = await openPricing({ width: 360 });
    await page.getByRole('spinbutton', { name: 'Price · 1 month' }).waitFor();
    await expect(page.getByRole('table').count()).resolves.toBe(0);
    const list = page.getByRole('list', { name: 'Card' });
    await expect(list.getByRole('listitem').count()).resolves.toBe(7);
    await expect(page.getByRole('switch', { name: 'Active · 1 month' }).count()).resolves.toBe(1);
    await expect(scrollsSideways(page)).resolves.toBe(false);
    await expectAccessible(page, 'card prices on a phone');
  });
});

describe('saving prices', () => {
  it('saves a changed price and an Active switch, and the public pricing page follows', async () => {
    const page = await openPricing();
    await chooseType(page, 'Crypto');
    await priceOf(page, '1 month').fill('6.5');
    await activeOf(page, '2 months').click();
    await expect(page.getByText('Unsaved changes: Pricing Management').count()).resolves.toBe(1);
    await expect(
      page.getByRole('radio', { name: 'Crypto (unsaved changes)' }).count(),
    ).resolves.toBe(1);
    await saveChanges(page);
    await expect(
      page.getByRole('status').filter({ hasText: 'Prices saved: 2 entries changed.' }).count(),
    ).resolves.toBe(1);
    await expect(page.getByText('All changes saved').count()).resolves.toBe(1);

    const all = await everyPrice();
    expect(all.find((item) => item.id === 'ghost-eshop-pro.crypto.1_month')?.price).toBe(6.5);
    expect(all.find((item) => item.id === 'ghost-eshop-pro.crypto.2_months')?.is_active).toBe(
      false,
    );

    await page.reload();
    await page.getByRole('tabpanel').waitFor();
    await chooseType(page, 'Crypto');
    await expect(priceOf(page, '1 month').inputValue()).resolves.toBe('6.50');
    await expect(activeOf(page, '2 months').getAttribute('aria-checked')).resolves.toBe('false');

    const pricing = await suite.visit('/pricing');
    const crypto = pricing.page.getByRole('table', { name: 'Cryptocurrency' });
    await crypto.waitFor();
    const rows = await crypto.getByRole('row').allInnerTexts();
    expect(rows.find((row) => row.startsWith('1 month'))).toContain('$6.50');
    expect(rows.some((row) => row.startsWith('2 months'))).toBe(false);
  });

  it('sends only the chosen list, leaving the changes of another list marked unsaved', async () => {
    const page = await openPricing();
    await priceOf(page, '3 months').fill('11');
    await chooseType(page, 'Nintendo eShop');
    await chooseRegion(page, /United States/);
    await priceOf(page, '3 months').fill('13');
    const sent = page.waitForRequest('**/api/pricing/bulk/update');
    await saveChanges(page);
    const body = (await sent).postDataJSON() as { id: string; region: string | null }[];
    expect(new Set(body.map((item) => item.region))).toEqual(new Set(['us']));
    expect(body.every((item) => item.id.startsWith('ghost-eshop-pro.nintendo-eshop.us.'))).toBe(
      true,
    );
    await expect(page.getByText('Unsaved changes: Pricing Management').count()).resolves.toBe(1);
    await expect(page.getByRole('radio', { name: 'Card (unsaved changes)' }).count()).resolves.toBe(
      1,
    );
  });

  it('turns a price that is no number into 0, and refuses decimals the currency cannot have', async () => {
    const page = await openPricing();
    await priceOf(page, '1 month').fill('');
    await priceOf(page, '1 month').blur();
    await expect(priceOf(page, '1 month').inputValue()).resolves.toBe('0.00');
    await priceOf(page, '2 months').fill('9.999');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Use at most 2 decimal places.').waitFor();
    await expect(priceOf(page, '2 months').getAttribute('aria-invalid')).resolves.toBe('true');
    await expectFocused(priceOf(page, '2 months'));

    await chooseType(page, 'Nintendo eShop');
    await chooseRegion(page, /Japan/);
    await priceOf(page, '1 month').fill('750.5');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Yen prices are whole numbers.').waitFor();
    await expectAccessible(page, 'price problems');
  });

  it("says 'Failed to save pricing' when the server refuses the save", async () => {
    const page = await openPricing();
    await page.route('**/api/pricing/bulk/update', (route) =>
      route.fulfill({
        status: 503,
        json: { error: { code: 'SERVICE_UNAVAILABLE', message: 'The service is restarting' } },
      }),
    );
    await priceOf(page, '1 month').fill('5.5');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to save pricing' }).waitFor();
    await expect(page.getByRole('button', { name: 'Save Changes' }).count()).resolves.toBe(1);
    await expectAccessible(page, 'pricing save failed');
  });
});

describe('adding and deleting a price', () => {
  const entriesOf = async (id: string) => (await everyPrice()).filter((entry) => entry.id === id);

  it('adds a price for a duration the list lacks, in its currency, and focuses its row', async () => {
    const page = await openPricing();
    await chooseType(page, 'Nintendo eShop');
    await chooseRegion(page, /Japan/);
    await page.getByRole('button', { name: 'Add a price' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a price to Nintendo eShop (Japan)' });
    await dialog.waitFor();
    const duration = dialog.getByRole('combobox', { name: 'Duration' });
    await expectFocused(duration);
    // Only the durations the list has no price for.
    await expect(duration.locator('option').allTextContents()).resolves.toEqual([
      'Choose a duration',
      '4 months',
      '5 months',
      '8 months',
      '13 months',
      '25 months',
    ]);
    await dialog.getByRole('button', { name: 'Add price' }).click();
    await dialog.getByText('Choose a duration.').waitFor();
    await duration.selectOption({ label: '4 months' });
    await dialog.getByRole('spinbutton', { name: 'Price (JPY)' }).fill('2400.5');
    await dialog.getByRole('button', { name: 'Add price' }).click();
    await dialog.getByText('Yen prices are whole numbers.').waitFor();
    await expectAccessible(page, 'add a price, with problems');
    await dialog.getByRole('spinbutton', { name: 'Price (JPY)' }).fill('2400');
    await dialog.getByRole('checkbox', { name: 'Active: on sale at once' }).uncheck();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('status')
      .filter({ hasText: 'Price added: 4 months at ¥2,400.' })
      .waitFor();
    const price = priceOf(page, '4 months');
    await expect(price.inputValue()).resolves.toBe('2400');
    await expectFocused(price);
    await expect(activeOf(page, '4 months').isChecked()).resolves.toBe(false);
    await expect(entriesOf('ghost-eshop-pro.nintendo-eshop.japan.4_months')).resolves.toEqual([
      expect.objectContaining({ price: 2400, is_active: false }),
    ]);
    await expectAccessible(page, 'price added');
    await request(
      suite.portal.url,
      'DELETE',
      '/api/pricing/ghost-eshop-pro.nintendo-eshop.japan.4_months',
      undefined,
      superAdmin.headers,
    );
  });

  it('deletes a price after a confirmation that starts on Cancel, and the public prices follow', async () => {
    const id = 'ghost-eshop-pro.card.5_months';
    const created = await request(
      suite.portal.url,
      'POST',
      '/api/pricing',
      { category: 'ghost-eshop-pro', payment_type: 'card', duration: '5_months', price: 19 },
      superAdmin.headers,
    );
    expect(created.status).toBe(201);
    const page = await openPricing();
    const remove = page.getByRole('button', { name: 'Delete · 5 months' });
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this price?' });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain(
      'The 5 months price of Card ($19.00) will be deleted',
    );
    // The safe answer first: Enter now cancels, and focus goes back to the row's button.
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await expectFocused(remove);
    await expect(entriesOf(id)).resolves.toHaveLength(1);

    await remove.click();
    await expectAccessible(page, 'delete a price, dialog');
    await dialog.getByRole('button', { name: 'Delete price' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('status').filter({ hasText: 'Price deleted: 5 months.' }).waitFor();
    await expect(priceOf(page, '5 months').count()).resolves.toBe(0);
    // Focus moves once the list has re-rendered without the row, which a busy machine may delay.
    await expectFocused(page.getByRole('button', { name: 'Add a price' }));
    await expect(entriesOf(id)).resolves.toEqual([]);
    const onSale = (await request(suite.portal.url, 'GET', '/api/pricing/all')).body as {
      id: string;
    }[];
    expect(onSale.map((entry) => entry.id)).not.toContain(id);
  });

  it('offers the deletion as a button of each card on a phone, without scrolling sideways', async () => {
    const page = await openPricing({ width: 360 });
    await page.getByRole('button', { name: 'Delete · 1 month' }).waitFor();
    await expect(scrollsSideways(page)).resolves.toBe(false);
  });
});

describe('what the real server never answers', () => {
  it("shows the empty state for a list without entries: 'No pricing configured for X'", async () => {
    const page = await openPricing();
    await standIn(page, []);
    await page.getByText('No pricing configured for Card').waitFor();
    await expect(
      page.getByText('Add the first price of this list with “Add a price”.').count(),
    ).resolves.toBe(1);
    await expect(page.getByRole('button', { name: 'Add a price' }).isEnabled()).resolves.toBe(true);
    await chooseType(page, 'Nintendo eShop');
    await chooseRegion(page, /Japan/);
    await page.getByText('No pricing configured for Nintendo eShop (Japan)').waitFor();
    await expectAccessible(page, 'empty price list');
  });

  it('leaves out entries lacking a category, payment type, duration or numeric price', async () => {
    const page = await openPricing();
    const entry = {
      id: 'ghost-eshop-pro.card.1_month',
      category: 'ghost-eshop-pro',
      payment_type: 'card',
      region: null,
      duration: '1_month',
      price: 5,
      currency: 'USD',
      is_active: true,
    };
    await standIn(page, [
      entry,
      { ...entry, id: 'a', duration: '3_months', category: undefined },
      { ...entry, id: 'b', duration: '6_months', price: '22' },
      { ...entry, id: 'c', duration: '1_year', payment_type: '' },
    ]);
    // The tab panel waits for the settings only; the stood-in list comes on its own.
    await expect.poll(() => rowHeaders(page)).toEqual(['1 month']);
  });

  it("refuses to save entries without IDs: 'No valid pricing items found to save...', sending nothing", async () => {
    const page = await openPricing();
    await standIn(page, [
      {
        category: 'ghost-eshop-pro',
        payment_type: 'card',
        region: null,
        duration: '1_month',
        price: 5,
        currency: 'USD',
        is_active: true,
      },
    ]);
    await expect(page.getByRole('row').nth(1).textContent()).resolves.toContain('No ID');
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/pricing/bulk/update')) sent = true;
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText:
          'No valid pricing items found to save. Please check that items have proper IDs and required fields.',
      })
      .waitFor();
    expect(sent).toBe(false);
    await expectAccessible(page, 'nothing to save');
  });

  it('says the data is corrupted when the answer is not a list, and refuses to save it', async () => {
    const page = await openPricing();
    await standIn(page, { items: [] });
    await page.getByText('Data corruption detected. Please refresh the page.').waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Pricing data is corrupted. Please refresh the page.' })
      .waitFor();
    await expectAccessible(page, 'corrupted price list');
  });
});
