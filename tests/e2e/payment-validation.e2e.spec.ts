import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { request } from '../support/http.js';
import type { PageOptions } from '../support/pages.js';
import {
  openPaymentInApp,
  setCryptoAddresses,
  subscriptionPath,
  tile,
  toPaymentStep,
} from '../support/payment-flow.js';
import { newVoucherCode, voucherSubscription } from '../support/payment-requests.js';
import { expectFocused } from '../support/focus.js';

/**
 * Every validation rule of the payment forms, with its message, shown as the visitor
 * leaves a field or submits; nothing is sent while a rule is broken.
 */
const suite = browserSuite();
const superAdmin = suite.admin('super_admin');
let submissions = 0;

/** A page of the portal whose submissions are counted. */
const open = (path: string, options: PageOptions = {}) =>
  suite.visit(path, {
    ...options,
    before: (page) => {
      page.on('request', (call) => {
        if (call.method() === 'POST') submissions += 1;
      });
    },
  });

/** A message shown in the page, as the visitor reads it. */
const message = (page: Page, text: string) => page.getByText(text, { exact: true });

/** The payment form's submit, then what was sent meanwhile. */
const submitNothingSent = async (page: Page, button: string) => {
  const before = submissions;
  await page.getByRole('button', { name: button }).click();
  return () => submissions - before;
};

describe('the crypto form', () => {
  it('requires the transaction hash and the confirmation that the exact amount was sent', async () => {
    const { page } = await open(subscriptionPath);
    await toPaymentStep(page, { method: 'Cryptocurrency' });
    await page.getByLabel('Transaction hash').fill('   ');
    const sent = await submitNothingSent(page, 'Submit payment');
    await message(page, 'Enter the transaction hash of your payment.').waitFor();
    await message(page, 'Confirm that you sent the exact amount.').waitFor();
    await expectFocused(page.getByLabel('Transaction hash'));
    await expect(page.getByLabel('Transaction hash').getAttribute('aria-invalid')).resolves.toBe(
      'true',
    );
    await expectAccessible(page, 'crypto form errors');
    expect(sent()).toBe(0);
  });

  it('offers only the coins with a receiving address', async () => {
    const { changeSettings } = await import('../support/payment-flow.js');
    await changeSettings(suite.portal, superAdmin, {
      crypto_bnb_address: '',
      crypto_sol_address: '',
    });
    try {
      const { page } = await open(subscriptionPath);
      await toPaymentStep(page, { method: 'Cryptocurrency' });
      const coins = page.getByRole('group', { name: 'Cryptocurrency' }).getByRole('radio');
      // The coins show once the addresses are in, after the step's heading.
      await expect
        .poll(() =>
          coins.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
        )
        .toEqual(['btc', 'eth', 'usdt', 'usdc']);
    } finally {
      await setCryptoAddresses(suite.portal, superAdmin, true);
    }
  });

  it("says 'No cryptocurrency addresses available' when no coin has an address", async () => {
    await setCryptoAddresses(suite.portal, superAdmin, false);
    try {
      const { page } = await open('/payment/donation');
      await message(page, 'No cryptocurrency addresses available').waitFor();
      await message(page, 'Please contact support, or choose another payment method.').waitFor();
      await expectAccessible(page, 'no crypto addresses');
    } finally {
      await setCryptoAddresses(suite.portal, superAdmin, true);
    }
  });

  it('falls back to the Ethereum address when the address list fails to load', async () => {
    // Opened in the app, whose own read of the list fails (the server's would not).
    const page = await suite.visit('/', {
      before: (tab) =>
        tab.route('**/api/settings/crypto/addresses', (route) => route.fulfill({ status: 503 })),
    });
    await openPaymentInApp(page.page, suite.portal, 'donation');
    const coins = page.page.getByRole('group', { name: 'Cryptocurrency' }).getByRole('radio');
    await coins.first().waitFor();
    await expect(coins.count()).resolves.toBe(1);
    await page.page.getByRole('img', { name: 'QR code of the Ethereum address' }).waitFor();
  });
});

describe('the donation amount', () => {
  it('is at least 1, in steps of 0.01', async () => {
    const { page } = await open('/payment/donation');
    const amount = page.getByLabel('Donation amount (USD)');
    await expect(amount.getAttribute('min')).resolves.toBe('1');
    await expect(amount.getAttribute('step')).resolves.toBe('0.01');
    await amount.fill('0.5');
    await amount.blur();
    await message(page, 'The donation amount must be at least $1.00.').waitFor();
    await amount.fill('1.005');
    await message(page, 'Use at most two decimals, like 12.50.').waitFor();
    await amount.fill('');
    await page.getByLabel('Transaction hash').fill('0xabc');
    await page.getByRole('checkbox').check();
    const sent = await submitNothingSent(page, 'Submit payment');
    await message(page, 'Enter the amount you want to donate.').waitFor();
    await expectFocused(amount);
    expect(sent()).toBe(0);
  });
});

describe('the card form', () => {
  it("asks to 'select a payment provider' when none is chosen", async () => {
    const { page } = await open(subscriptionPath);
    await toPaymentStep(page, { method: 'Card payment' });
    const sent = await submitNothingSent(page, 'Open the secure payment page');
    await message(page, 'Please select a payment provider').waitFor();
    expect(sent()).toBe(0);
  });

  it('shows a provider whose minimum is above the amount unavailable, and refuses it', async () => {
    const { page } = await open(subscriptionPath);
    await toPaymentStep(page, { method: 'Card payment', duration: '3 months' });
    const banxa = page.locator('label', { has: tile(page, 'Banxa') });
    await expect(banxa.textContent()).resolves.toContain('Not available');
    await expect(banxa.textContent()).resolves.toContain('Minimum $23.00');
    const ramp = page.locator('label', { has: tile(page, 'Ramp Network') });
    await expect(ramp.textContent()).resolves.toContain('About 60% fees on small amounts');
    await tile(page, 'Banxa').check();
    await message(page, 'Selected provider is not available for this amount').waitFor();
    await expect(page.getByText('Estimated total').count()).resolves.toBe(0);
    const sent = await submitNothingSent(page, 'Open the secure payment page');
    expect(sent()).toBe(0);
    await expectAccessible(page, 'card form, provider unavailable');
  });

  it('offers Stripe to payers in the United States only, and says why to the others', async () => {
    const { page } = await open(subscriptionPath);
    await toPaymentStep(page, { method: 'Card payment', duration: '3 months' });
    const where = page.getByRole('group', { name: 'Where are you paying from?' });
    // The browser speaks American English: the United States is taken first.
    await expect(where.getByRole('radio', { name: 'United States' }).isChecked()).resolves.toBe(
      true,
    );
    const stripe = page.locator('label', { has: tile(page, 'Stripe') });
    await expect(stripe.textContent()).resolves.toContain('USA only');
    await tile(page, 'Stripe').check();
    await page.getByText('Estimate with Stripe').waitFor();

    await where.getByRole('radio', { name: 'Another country' }).check();
    await message(
      page,
      'This processor takes payers in the United States only. Please choose another one.',
    ).waitFor();
    await expect(stripe.textContent()).resolves.toContain('Not available');
    await expect(stripe.textContent()).resolves.toContain('Only for payers in the United States.');
    await expect(page.getByText('Estimate with Stripe').count()).resolves.toBe(0);
    const sent = await submitNothingSent(page, 'Open the secure payment page');
    expect(sent()).toBe(0);
    await expectAccessible(page, 'card form, Stripe outside the United States');

    await tile(page, 'Ramp Network').check();
    await page.getByText('Estimate with Ramp Network').waitFor();
  });

  it('takes a payer with a browser outside the United States to pay from another country', async () => {
    const { page } = await open(subscriptionPath, { locale: 'en-GB' });
    await toPaymentStep(page, { method: 'Card payment', duration: '3 months' });
    await expect(
      page
        .getByRole('group', { name: 'Where are you paying from?' })
        .getByRole('radio', { name: 'Another country' })
        .isChecked(),
    ).resolves.toBe(true);
    await expect(
      page.locator('label', { has: tile(page, 'Stripe') }).textContent(),
    ).resolves.toContain('Not available');
  });

  it('offers every provider from 23 USD up', async () => {
    const { page } = await open(subscriptionPath);
    await toPaymentStep(page, { method: 'Card payment', duration: '2 years' });
    await expect(page.getByText('Not available').count()).resolves.toBe(0);
    await tile(page, 'Bitnovo').check();
    const estimate = await page.getByText('Estimate with Bitnovo').locator('..').textContent();
    // 70 is not in the table: charged at the rate of the nearest lower entry, 39 → 45.66.
    expect(estimate).toContain('Estimated total$81.95');
  });
});

describe('the gift-card form', () => {
  const toGiftCards = async () => {
    const { page } = await open(subscriptionPath);
    await toPaymentStep(page, { method: 'Nintendo eShop gift card', region: 'United States' });
    return page;
  };

  it('keeps only letters and digits in a code, upper-cased, 16 at most', async () => {
    const page = await toGiftCards();
    const code = page.getByLabel('Code of card 1');
    await code.fill('ab12-cd34 ef56.gh78jk');
    await expect(code.inputValue()).resolves.toBe('AB12CD34EF56GH78');
  });

  it('says a gift card code is missing, not 16 characters long, or uses O, I or Z', async () => {
    const page = await toGiftCards();
    const code = page.getByLabel('Code of card 1');
    await page.getByLabel('Value of card 1 (USD)').fill('20');
    await page.getByRole('checkbox').check();
    const sent = await submitNothingSent(page, 'Submit gift cards');
    await message(page, 'Please enter your gift card code').waitFor();
    await code.fill('ABCD1234');
    await message(page, 'Nintendo eShop codes must be exactly 16 characters').waitFor();
    await code.fill('ABCD1234EFGH567Z');
    await message(
      page,
      'Nintendo eShop codes do not use the letters O, I, or Z. Please check your code.',
    ).waitFor();
    await expectAccessible(page, 'gift card code errors');
    expect(sent()).toBe(0);
  });

  it('requires the confirmation, each value, and a total that covers the price', async () => {
    const page = await toGiftCards();
    await page.getByLabel('Code of card 1').fill('ABCD1234EFGH5678');
    const sent = await submitNothingSent(page, 'Submit gift cards');
    await message(page, "Enter the card's value.").waitFor();
    await message(page, 'Confirm that your gift cards are unused.').waitFor();
    await page.getByLabel('Value of card 1 (USD)').fill('10');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Submit gift cards' }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText: 'The total value of your cards is below the price of $12.00. Add another card.',
      })
      .waitFor();
    expect(sent()).toBe(0);
  });
});

describe('the voucher form', () => {
  const toVoucher = async () => {
    const { page } = await open(subscriptionPath);
    await toPaymentStep(page, { method: 'Rewarble voucher code' });
    return page;
  };

  it('shows the code in groups of 4, at most 19 characters', async () => {
    const page = await toVoucher();
    const code = page.getByLabel('Rewarble code');
    await expect(code.getAttribute('maxlength')).resolves.toBe('19');
    await code.pressSequentially('abcdEFGH12345678XYZ');
    await expect(code.inputValue()).resolves.toBe('abcd EFGH 1234 5678');
  });

  it('marks type, amount and currency required, the PIN optional', async () => {
    const page = await toVoucher();
    for (const name of ['Voucher type', 'Currency']) {
      await expect(page.getByRole('combobox', { name }).getAttribute('required')).resolves.toBe('');
    }
    await expect(
      page.getByRole('spinbutton', { name: 'Voucher amount' }).getAttribute('required'),
    ).resolves.toBe('');
    await expect(
      page.getByRole('textbox', { name: 'PIN (optional)' }).getAttribute('required'),
    ).resolves.toBeNull();
    const options = await page
      .getByRole('combobox', { name: 'Voucher type' })
      .locator('option')
      .allTextContents();
    expect(options).toEqual([
      'Choose a type',
      'Wise',
      'PayPal',
      'Bank Transfer',
      'Nintendo',
      'OnlyFans',
      'Other',
    ]);
    const currencies = await page
      .getByRole('combobox', { name: 'Currency' })
      .locator('option')
      .allTextContents();
    expect(currencies).toEqual([
      'USD',
      'EUR',
      'GBP',
      'CAD',
      'AUD',
      'JPY',
      'CHF',
      'SEK',
      'NOK',
      'DKK',
      'Other',
    ]);
  });

  it('says a voucher lacks its code, type or amount, has a short code, or an amount of 0', async () => {
    const page = await toVoucher();
    const sent = await submitNothingSent(page, 'Submit voucher');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Please fill in the Rewarble code, type, and amount' })
      .waitFor();
    await page.getByLabel('Rewarble code').fill('ABCD EFGH 1234');
    await page.getByRole('combobox', { name: 'Voucher type' }).selectOption('PayPal');
    await page.getByRole('spinbutton', { name: 'Voucher amount' }).fill('0');
    await message(page, 'Rewarble code must be exactly 16 characters').waitFor();
    await message(page, 'Amount must be greater than 0').waitFor();
    await expectAccessible(page, 'voucher errors');
    expect(sent()).toBe(0);
  });

  it("says by the field that a voucher must be in the price's currency and worth at least the price, sending nothing", async () => {
    const page = await toVoucher();
    const amount = page.getByRole('spinbutton', { name: 'Voucher amount' });
    await page.getByLabel('Rewarble code').fill(newVoucherCode());
    await page.getByRole('combobox', { name: 'Voucher type' }).selectOption('PayPal');
    await amount.fill('1');
    const sent = await submitNothingSent(page, 'Submit voucher');
    // The price as the order shows it ($12.00 in English).
    await page
      .getByText(/^The voucher must be worth at least \S*12\S*, the price of your order\.$/)
      .waitFor();
    await expect(amount.getAttribute('aria-invalid')).resolves.toBe('true');
    await expectFocused(amount);
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('JPY');
    await amount.fill('12');
    await message(page, 'The voucher must be in USD, the currency of your order.').waitFor();
    await expectAccessible(page, 'voucher short of the price');
    expect(sent()).toBe(0);
  });

  it('says the Rewarble transaction is already registered', async () => {
    const code = newVoucherCode();
    const first = await request(
      suite.portal.url,
      'POST',
      '/api/transactions',
      voucherSubscription({}, { code }),
    );
    expect(first.status).toBe(201);
    const page = await toVoucher();
    await page.getByLabel('Rewarble code').fill(code);
    await page.getByRole('combobox', { name: 'Voucher type' }).selectOption('PayPal');
    await page.getByRole('spinbutton', { name: 'Voucher amount' }).fill('15');
    await page.getByRole('button', { name: 'Submit voucher' }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText: 'This Rewarble transaction has already been registered. Please check your code.',
      })
      .waitFor();
  });
});
