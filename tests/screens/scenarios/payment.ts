import type { Page } from 'playwright-core';
import { newGiftCardCode } from '../../support/payment-requests.js';
import { newTxid } from '../../support/test-portal.js';
import { openInApp } from '../open-in-app.js';
import type { Scenario } from '../scenario.js';

// The payment flow in every step, method and state. Controls are found by what does not change
// with the language (input names, values, types), since each scenario runs in en, de and ja.

const subscription = '/payment/ghost-eshop-pro?username=player_one&email=player%40example.com';

const chooseMethod = async (page: Page, method: string) => {
  await page.locator(`input[type=radio][value="${method}"]`).check();
};

const chooseDuration = async (page: Page, duration = '3_months') => {
  await page.locator(`input[type=radio][value="${duration}"]`).check();
};

/** Information filled for `method`, then on to the payment step. */
const toPayment = async (page: Page, method: string) => {
  await chooseMethod(page, method);
  await chooseDuration(page);
  await page.locator('form button[type=submit]').first().click();
  await page.locator('#payment-heading').waitFor();
};

const paymentForm = (page: Page) => page.locator('section[aria-labelledby="payment-heading"] form');

const submitPayment = async (page: Page) => {
  await paymentForm(page).locator('button[type=submit]').click();
};

const failingCall = (page: Page, pattern: string, status = 503) =>
  page.route(pattern, (route) =>
    route.fulfill({ status, json: { error: { code: 'SERVICE_UNAVAILABLE', message: '' } } }),
  );

/** The quoted amount is shown: "0.00018751 BTC" reads the same in every language. */
const quoteShown = (page: Page, symbol = 'BTC') =>
  page.locator('main strong', { hasText: new RegExp(`^\\d+\\.\\d+\\s${symbol}$`) }).waitFor();

/** The quote route answers quotes whose rate is locked for one second only. */
const shortLivedQuotes = (page: Page) =>
  page.route('**/api/crypto/quotes', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { issued_at: string };
    const expiresAt = new Date(Date.parse(json.issued_at) + 1000).toISOString();
    await route.fulfill({ response, json: { ...json, expires_at: expiresAt } });
  });

const cryptoDonationSubmitted = async (page: Page) => {
  await page.locator('#donation-amount').fill('25');
  await page.locator('input[autocomplete=off]').fill(newTxid());
  await paymentForm(page).locator('input[type=checkbox]').check();
  await submitPayment(page);
};

export const scenarios: Scenario[] = [
  {
    name: 'payment-info',
    path: subscription,
    prepare: async (page) => {
      await chooseDuration(page);
    },
  },
  {
    name: 'payment-info-empty',
    path: '/payment/ghost-eshop-pro',
    prepare: async (page) => {
      await page.locator('input[autocomplete=username]').focus();
      await page.locator('input[type=email]').focus();
      await page.locator('input[type=email]').fill('player@');
      await page.locator('input[autocomplete=username]').focus();
    },
  },
  {
    name: 'payment-info-gift-card',
    path: subscription,
    prepare: async (page) => {
      await chooseMethod(page, 'nintendo-eshop');
      await page.locator('input[type=radio][value="japan"]').check();
      await chooseDuration(page, '1_year');
    },
  },
  {
    name: 'payment-info-fallback-prices',
    path: subscription,
    prepare: async (page) => {
      await failingCall(page, '**/api/pricing/**');
      await openInApp(page);
      await chooseDuration(page);
    },
  },
  {
    // Euro gift-card prices that fail to load: no dollar list stands in for them.
    name: 'payment-info-gift-card-prices-unavailable',
    path: subscription,
    prepare: async (page) => {
      await failingCall(page, '**/api/pricing/**');
      await openInApp(page);
      await chooseMethod(page, 'nintendo-eshop');
      await page.locator('input[type=radio][value="europe"]').check();
      await page.locator('main [role="status"] button').first().waitFor();
    },
  },
  {
    name: 'payment-card-region',
    path: subscription,
    prepare: async (page) => {
      await toPayment(page, 'card');
      await page.locator('input[type=radio][value="elsewhere"]').check();
      await page.locator('input[type=radio][value="stripe_usa"]').check({ force: true });
      await submitPayment(page);
    },
  },
  {
    name: 'payment-card-offline',
    path: subscription,
    prepare: async (page) => {
      await page.route('**/api/payments/card/create-wallet', (route) => route.abort());
      await toPayment(page, 'card');
      await page.locator('input[type=radio][value="us"]').check();
      await page.locator('input[type=radio][value="stripe_usa"]').check();
      page.context().on('page', (tab) => void tab.close());
      await submitPayment(page);
      await page.getByRole('alert').waitFor();
    },
  },
  {
    name: 'payment-crypto-offline',
    path: subscription,
    prepare: async (page) => {
      await page.route('**/api/transactions', (route) => route.abort());
      await toPayment(page, 'crypto');
      await page.locator('input[autocomplete=off]').fill(newTxid());
      await paymentForm(page).locator('input[type=checkbox]').check();
      await submitPayment(page);
      await page.getByRole('alert').waitFor();
    },
  },
  {
    name: 'payment-card',
    path: subscription,
    prepare: async (page) => {
      await toPayment(page, 'card');
      await page.locator('input[type=radio][value="ramp"]').check();
    },
  },
  {
    name: 'payment-card-errors',
    path: subscription,
    prepare: async (page) => {
      await toPayment(page, 'card');
      await page.locator('input[type=radio][value="banxa"]').check();
    },
  },
  {
    name: 'payment-card-started',
    path: subscription,
    prepare: async (page) => {
      await toPayment(page, 'card');
      await page.locator('input[type=radio][value="ramp"]').check();
      const tab = page.context().waitForEvent('page');
      await submitPayment(page);
      await (await tab).close();
      await page.locator('section[aria-labelledby="payment-heading"] h3').waitFor();
    },
  },
  {
    // The quoted form: the exact amount in the coin, the price and rate, the countdown, the
    // payment link's QR code and the copy buttons.
    name: 'payment-crypto',
    path: subscription,
    prepare: async (page) => {
      await toPayment(page, 'crypto');
      await quoteShown(page);
      await page.locator('main img').first().waitFor();
    },
  },
  {
    name: 'payment-crypto-fold',
    path: subscription,
    viewportOnly: true,
    prepare: async (page) => {
      await toPayment(page, 'crypto');
      await quoteShown(page);
      await page.locator('main img').first().waitFor();
    },
  },
  {
    // The rate ran out: the amount greyed and struck, the QR code faded, a new quote offered and
    // the submit disabled.
    name: 'payment-crypto-quote-expired',
    path: subscription,
    prepare: async (page) => {
      await shortLivedQuotes(page);
      await toPayment(page, 'crypto');
      await quoteShown(page);
      await paymentForm(page).locator('button[type=submit][disabled][aria-describedby]').waitFor();
      await page.locator('main img').first().waitFor();
    },
  },
  {
    // No rate could be had: the form says so, shows the price in dollars and the address's QR
    // code, and offers to ask again.
    name: 'payment-crypto-quote-fallback',
    path: subscription,
    prepare: async (page) => {
      await page.route('**/api/crypto/quotes', (route) =>
        route.fulfill({
          status: 503,
          json: { error: { code: 'CRYPTO_QUOTE_UNAVAILABLE', message: 'No rate' } },
        }),
      );
      await toPayment(page, 'crypto');
      await paymentForm(page).locator('[role=status] button').waitFor();
      await page.locator('main img').first().waitFor();
    },
  },
  {
    // A donation's typed amount quoted in Solana (nine decimals, the longest amount shown).
    name: 'payment-donation-quoted',
    path: '/payment/donation',
    prepare: async (page) => {
      await page.locator('#donation-amount').fill('25');
      await page.locator('input[type=radio][value="sol"]').check();
      await quoteShown(page, 'SOL');
      await page.locator('main img').first().waitFor();
    },
  },
  {
    name: 'payment-crypto-errors',
    path: subscription,
    prepare: async (page) => {
      await toPayment(page, 'crypto');
      await page.locator('input[type=radio][value="sol"]').check();
      await submitPayment(page);
    },
  },
  {
    name: 'payment-crypto-no-addresses',
    path: subscription,
    prepare: async (page) => {
      await failingCall(page, '**/api/settings/crypto/addresses');
      await failingCall(page, '**/api/settings/payment/eth-address');
      await toPayment(page, 'crypto');
    },
  },
  {
    // A quoted hash another payment named first, which the chain does not show yet.
    name: 'payment-crypto-duplicate',
    path: subscription,
    prepare: async (page) => {
      await page.route('**/api/transactions', (route) =>
        route.fulfill({
          status: 409,
          json: { error: { code: 'DUPLICATE_TXID', message: 'taken', reason: 'pending' } },
        }),
      );
      await toPayment(page, 'crypto');
      await page.locator('input[autocomplete=off]').fill(newTxid());
      await paymentForm(page).locator('input[type=checkbox]').check();
      await submitPayment(page);
      await page.getByRole('alert').waitFor();
    },
  },
  {
    // The hash rule on (security_require_txid): a Bitcoin hash of the wrong shape, refused by the
    // form under its field.
    name: 'payment-crypto-txid-shape',
    path: subscription,
    prepare: async (page) => {
      await page.route('**/api/settings', async (route) => {
        const response = await route.fetch();
        const settings = (await response.json()) as Record<string, string>;
        await route.fulfill({ response, json: { ...settings, security_require_txid: 'true' } });
      });
      await openInApp(page);
      await toPayment(page, 'crypto');
      await page.locator('input[type=radio][value="btc"]').check();
      await page.locator('input[autocomplete=off]').fill(newTxid());
      await paymentForm(page).locator('input[type=checkbox]').check();
      await submitPayment(page);
      await page.locator('input[aria-invalid=true]').waitFor();
    },
  },
  {
    name: 'payment-gift-card',
    path: subscription,
    prepare: async (page) => {
      await chooseMethod(page, 'nintendo-eshop');
      await page.locator('input[type=radio][value="europe"]').check();
      await toPayment(page, 'nintendo-eshop');
      const codes = paymentForm(page).locator('input.mono');
      await codes.first().fill(newGiftCardCode());
      await paymentForm(page).locator('input[type=number]').first().fill('10');
      await paymentForm(page).locator('ol + button').click();
      await codes.nth(1).fill('ABCD1234EFGH567O');
      await submitPayment(page);
    },
  },
  {
    name: 'payment-voucher',
    path: subscription,
    prepare: async (page) => {
      await toPayment(page, 'alternative-rewarble');
    },
  },
  {
    name: 'payment-voucher-errors',
    path: subscription,
    prepare: async (page) => {
      await toPayment(page, 'alternative-rewarble');
      await paymentForm(page).locator('input.mono').fill('ABCD EFGH 12');
      await paymentForm(page).locator('input[type=number]').fill('0');
      await submitPayment(page);
    },
  },
  { name: 'payment-donation', path: '/payment/donation' },
  {
    name: 'payment-processing',
    path: '/payment/donation?email=donor%40example.com',
    prepare: async (page) => {
      await cryptoDonationSubmitted(page);
      await page
        .getByRole('status')
        .filter({ has: page.locator('p') })
        .first()
        .waitFor();
    },
  },
  {
    name: 'payment-confirmation',
    path: subscription,
    prepare: async (page) => {
      await toPayment(page, 'crypto');
      await page.locator('input[autocomplete=off]').fill(newTxid());
      await paymentForm(page).locator('input[type=checkbox]').check();
      await submitPayment(page);
      await page.locator('#confirmation-heading').waitFor({ timeout: 10_000 });
    },
  },
  {
    name: 'payment-unavailable',
    path: subscription,
    prepare: async (page) => {
      await page.route('**/api/settings', async (route) => {
        const response = await route.fetch();
        const json = (await response.json()) as Record<string, string>;
        for (const key of Object.keys(json)) if (key.endsWith('_enabled')) json[key] = 'false';
        await route.fulfill({ response, json });
      });
      await openInApp(page);
      await page.locator('main h1').waitFor();
    },
  },
  {
    // Crypto switched off while the other methods are on: a donation cannot be made.
    name: 'payment-donation-crypto-off',
    path: '/payment/donation',
    prepare: async (page) => {
      await page.route('**/api/settings', async (route) => {
        const response = await route.fetch();
        const json = (await response.json()) as Record<string, string>;
        await route.fulfill({
          response,
          json: { ...json, payment_method_crypto_enabled: 'false' },
        });
      });
      await openInApp(page);
      await page.locator('main h1').waitFor();
    },
  },
  { name: 'payment-type-not-found', path: '/payment/subscription' },
];
