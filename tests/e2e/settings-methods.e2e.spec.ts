import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import {
  allMethodsOn,
  changeSettings,
  subscriptionPath,
  switchMethods,
  tile,
} from '../support/payment-flow.js';
import { openSettings, saveChanges, storedSettings } from '../support/settings-page.js';

/**
 * The Payment Methods tab against the real portal: a method switched off
 * warns and leaves the public payment page; all off, nobody can pay; the count covers card,
 * crypto and gift cards only; the display name reaches payers.
 */
const suite = browserSuite({
  afterEach: () => switchMethods(suite.portal, superAdmin, allMethodsOn),
});
const superAdmin = suite.admin('super_admin');

const openMethods = async () => {
  const page = await openSettings(suite, superAdmin, { tab: 'methods' });
  suite.watch(page);
  return page.page;
};

/** The public subscription page, in a browser of its own, once it shows its methods or why not. */
const openPaymentPage = async () => {
  const page = await suite.visit(subscriptionPath);
  await page.page
    .getByRole('heading', { name: /Account Details|Payments Temporarily Unavailable/ })
    .waitFor();
  return page.page;
};

const methodSwitch = (page: Page, name: string) => page.getByRole('switch', { name });
const enabledCount = (page: Page) => page.getByText(/^\d\/3 enabled$/).textContent();
const warning = (method: string) =>
  `${method} payment is disabled. Users will see "temporarily unavailable" message.`;

describe('switching a method off', () => {
  it('warns on its card and in the status grid, and the public payment page no longer offers it', async () => {
    const page = await openMethods();
    await expect(enabledCount(page)).resolves.toBe('3/3 enabled');
    await expect(page.getByText(warning('Card')).count()).resolves.toBe(0);

    await methodSwitch(page, 'Accept card payments').click();
    await page.getByText(warning('Card')).waitFor();
    await expect(enabledCount(page)).resolves.toBe('2/3 enabled');
    const cardTile = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: /^Card payments/ });
    await expect(cardTile.textContent()).resolves.toContain('Disabled');
    await expectAccessible(page, 'card switched off');
    await saveChanges(page);
    expect((await storedSettings(suite.portal, superAdmin)).payment_method_card_enabled).toBe(
      'false',
    );

    const payment = await openPaymentPage();
    await tile(payment, 'Cryptocurrency').waitFor();
    await expect(payment.getByRole('radio', { name: /^Card payment/ }).count()).resolves.toBe(0);

    await methodSwitch(page, 'Accept card payments').click();
    await expect(page.getByText(warning('Card')).count()).resolves.toBe(0);
    await saveChanges(page);
    const again = await openPaymentPage();
    await expect(tile(again, 'Card payment').count()).resolves.toBe(1);
  });

  it('warns for each method by its name', async () => {
    await switchMethods(suite.portal, superAdmin, {
      crypto: false,
      nintendo: false,
      alternative: false,
    });
    const page = await openMethods();
    for (const method of ['Crypto', 'Nintendo', 'Alternative']) {
      await expect(page.getByText(warning(method)).count(), method).resolves.toBe(1);
    }
    await expect(page.getByText(warning('Card')).count()).resolves.toBe(0);
  });
});

describe('the enabled count', () => {
  it('counts card, crypto and gift cards out of 3, never the voucher', async () => {
    const page = await openMethods();
    await methodSwitch(page, 'Accept voucher codes').click();
    await expect(enabledCount(page)).resolves.toBe('3/3 enabled');
    await methodSwitch(page, 'Accept voucher codes').click();
    for (const [name, count] of [
      ['Accept card payments', '2/3 enabled'],
      ['Accept cryptocurrency', '1/3 enabled'],
      ['Accept Nintendo eShop gift cards', '0/3 enabled'],
    ] as const) {
      await methodSwitch(page, name).click();
      await expect(enabledCount(page)).resolves.toBe(count);
    }
    // The voucher is still on: payers can pay, so no red warning.
    await expect(page.getByText('All Payment Methods Disabled').count()).resolves.toBe(0);
  });
});

describe('every method off', () => {
  it('shows the red warning, and the public payment page says payments are temporarily unavailable', async () => {
    const page = await openMethods();
    for (const name of [
      'Accept card payments',
      'Accept cryptocurrency',
      'Accept Nintendo eShop gift cards',
      'Accept voucher codes',
    ]) {
      await methodSwitch(page, name).click();
    }
    const alert = page.getByRole('alert').filter({ hasText: 'All Payment Methods Disabled' });
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain(
      'Users will not be able to make any payments. Please enable at least one payment method.',
    );
    await expectAccessible(page, 'all methods off');
    await saveChanges(page);

    const payment = await openPaymentPage();
    await payment.getByRole('heading', { name: 'Payments Temporarily Unavailable' }).waitFor();
  });
});

describe('names and descriptions', () => {
  it("saves a method's display name and description, which the public payment page shows", async () => {
    const page = await openMethods();
    const card = page.getByRole('region', { name: 'Card payments' });
    await card.getByLabel('Display name').fill('Visa and Mastercard');
    await card.getByLabel('Description').fill('Any major card, from any country.');
    await saveChanges(page);
    try {
      const payment = await openPaymentPage();
      await expect(tile(payment, 'Visa and Mastercard').count()).resolves.toBe(1);
      await expect(payment.getByText('Any major card, from any country.').count()).resolves.toBe(1);
    } finally {
      await changeSettings(suite.portal, superAdmin, {
        payment_method_card_name: 'Card Payment',
        payment_method_card_description: 'Pay by card through a trusted processor of your choice.',
      });
    }
  });

  it('refuses a blank display name on its field', async () => {
    const page = await openMethods();
    const crypto = page.getByRole('region', { name: 'Cryptocurrency' });
    await crypto.getByLabel('Display name').fill('   ');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await crypto.getByText('Enter a display name.').waitFor();
    await expect(crypto.getByLabel('Display name').getAttribute('aria-invalid')).resolves.toBe(
      'true',
    );
    await expectAccessible(page, 'blank display name');
  });
});
