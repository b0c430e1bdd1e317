import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { scrollsSideways, type OpenPage } from '../support/pages.js';
import {
  allMethodsOn,
  chooseOnInformation,
  openPaymentInApp,
  subscriptionPath,
  switchMethods,
  tile,
  toPaymentStep,
} from '../support/payment-flow.js';
import { expectFocused } from '../support/focus.js';

/**
 * The payment flow's steps and choices: the steps and their indicator, the
 * prefilled account, the default method, the prices, the unavailable page, keyboard and focus,
 * phones, and German.
 */
const suite = browserSuite();
const superAdmin = suite.admin('super_admin');

const currentStep = (page: OpenPage['page']) =>
  page.locator('nav li[aria-current="step"]').textContent();

describe('the steps', () => {
  it('takes a subscription through Information, Payment and Confirmation, the current step marked', async () => {
    const { page } = await suite.visit(subscriptionPath);
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    const steps = page.getByRole('navigation', { name: 'Checkout steps' }).getByRole('listitem');
    await expect(steps.allTextContents()).resolves.toEqual([
      '1Information',
      '2Payment',
      '3Confirmation',
    ]);
    await expect(currentStep(page)).resolves.toBe('1Information');
    await expectAccessible(page, 'information step');
    await toPaymentStep(page, { method: 'Cryptocurrency' });
    await expect(currentStep(page)).resolves.toBe('2Payment');
    await expect(page.getByText('Information (completed)').count()).resolves.toBe(1);
  });

  it('starts a donation at Payment, with two steps', async () => {
    const { page } = await suite.visit('/payment/donation');
    await page.getByRole('heading', { name: 'Complete Transaction' }).waitFor();
    const steps = page.getByRole('navigation', { name: 'Checkout steps' }).getByRole('listitem');
    await expect(steps.allTextContents()).resolves.toEqual(['1Payment', '2Confirmation']);
    await expect(currentStep(page)).resolves.toBe('1Payment');
    await expectAccessible(page, 'donation, payment step');
  });

  it('shows a not-found message with a home link for any other payment type', async () => {
    const { page } = await suite.visit('/payment/subscription');
    await page.getByRole('heading', { level: 1, name: 'Payment type not found' }).waitFor();
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: 'Go to the home page' })
        .getAttribute('href'),
    ).resolves.toBe('/');
    await expectAccessible(page, 'unknown payment type');
  });

  it('goes back to Information with everything kept, by its button and by the browser', async () => {
    const { page } = await suite.visit(subscriptionPath);
    await toPaymentStep(page, { method: 'Cryptocurrency', duration: '1 year' });
    await page.getByLabel('Transaction hash').fill('0xabc');
    await page.getByRole('button', { name: 'Back to account details' }).click();
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    await expect(tile(page, '1 year').isChecked()).resolves.toBe(true);
    await expect(page.getByLabel('Username').inputValue()).resolves.toBe('player_one');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByLabel('Transaction hash').inputValue()).resolves.toBe('0xabc');
    await page.goBack();
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    await page.goForward();
    await page.getByRole('heading', { name: 'Complete Transaction' }).waitFor();
  });
});

describe('the information step', () => {
  it('prefills the username and e-mail from the query string', async () => {
    const { page } = await suite.visit(subscriptionPath);
    await expect(page.getByLabel('Username').inputValue()).resolves.toBe('player_one');
    await expect(page.getByLabel('E-mail address').inputValue()).resolves.toBe(
      'player@example.com',
    );
  });

  it('links to the external registration page in a new tab', async () => {
    const { page } = await suite.visit(subscriptionPath);
    const link = page.getByRole('link', { name: /Create one on the registration page/ });
    await expect(link.getAttribute('href')).resolves.toBe('https://ghosteshop.com/register');
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
  });

  it('keeps Continue disabled without username, e-mail or duration, and says what is missing', async () => {
    const { page } = await suite.visit('/payment/ghost-eshop-pro');
    const next = page.getByRole('button', { name: 'Continue to payment' });
    await tile(page, '3 months').waitFor();
    await expect(next.isDisabled()).resolves.toBe(true);
    await page
      .getByText(
        'To continue: enter your username, enter your e-mail address, and choose a duration.',
      )
      .waitFor();
    await page.getByLabel('Username').fill('player_one');
    await page.getByLabel('E-mail address').fill('player@');
    await page.getByLabel('Username').focus();
    await page.getByText('Enter a valid e-mail address, like name@example.com.').waitFor();
    await expectAccessible(page, 'information step with an invalid e-mail');
    await page.getByLabel('E-mail address').fill('player@example.com');
    await expect(next.isDisabled()).resolves.toBe(true);
    await tile(page, '3 months').check();
    await expect(next.isDisabled()).resolves.toBe(false);
  });

  it('shows the durations with their prices, monthly costs and popular tiers', async () => {
    const { page } = await suite.visit(subscriptionPath);
    await expect(tile(page, '3 months').getAttribute('value')).resolves.toBe('3_months');
    const threeMonths = await page.locator('label', { has: tile(page, '3 months') }).textContent();
    expect(threeMonths).toContain('Popular');
    expect(threeMonths).toContain('$4.00 per month');
    expect(threeMonths).toContain('$12.00');
    const lifetime = await page.locator('label', { has: tile(page, 'Lifetime') }).textContent();
    expect(lifetime).toContain('One-time payment');
  });

  it('clears the chosen duration when the method changes, and reloads the prices', async () => {
    const { page } = await suite.visit(subscriptionPath);
    await chooseOnInformation(page, { method: 'Card payment', duration: '3 months' });
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.textContent()).resolves.toContain('$12.00');
    await tile(page, 'Nintendo eShop gift card').check();
    await expect(tile(page, '3 months').isChecked()).resolves.toBe(false);
    await expect(summary.textContent()).resolves.toContain('Not chosen yet');
    await tile(page, 'Europe').check();
    await tile(page, '3 months').check();
    await expect(summary.textContent()).resolves.toContain('€12.00');
    await tile(page, 'Japan').check();
    await page.waitForFunction(() => document.body.textContent.includes('¥1,800'));
    // At the top, so no tile is under the sticky header when axe measures the targets.
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await expectAccessible(page, 'information step, gift card in Japan');
  });

  it('falls back to the built-in USD list when the prices fail to load', async () => {
    // Opened in the app, whose own read of the prices fails (the server's would not).
    const page = await suite.visit('/', {
      before: (tab) => tab.route('**/api/pricing/**', (route) => route.fulfill({ status: 503 })),
    });
    await openPaymentInApp(page.page, suite.portal, 'ghost-eshop-pro');
    await page.page
      .getByText('Live prices could not be loaded, so our standard prices in US dollars are shown.')
      .waitFor();
    const prices = await page.page.locator('fieldset label').allTextContents();
    const list = prices.filter((text) => /month|year|Lifetime/.test(text));
    expect(list.map((text) => /\$[\d.]+$/.exec(text)?.[0])).toEqual([
      '$5.00',
      '$9.00',
      '$12.00',
      '$22.00',
      '$40.00',
      '$70.00',
      '$170.00',
    ]);
    await expectAccessible(page.page, 'fallback prices');
  });
});

describe('gift-card prices that fail to load', () => {
  const failingPrices = {
    before: (tab: OpenPage['page']) =>
      tab.route('**/api/pricing/**', (route) => route.fulfill({ status: 503 })),
  };

  it('says euro and yen prices are unavailable, never shows dollar figures in them, and offers United States cards', async () => {
    const { page } = await suite.visit(subscriptionPath, failingPrices);
    await tile(page, 'Nintendo eShop gift card').check();
    await tile(page, 'Europe').check();
    await page.getByText('Gift card prices for Europe could not be loaded').waitFor();
    await expect(page.getByRole('radio', { name: /^3 months/ }).count()).resolves.toBe(0);
    await expect(
      page.getByRole('button', { name: 'Continue to payment' }).isDisabled(),
    ).resolves.toBe(true);
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.textContent()).resolves.not.toMatch(/€|¥/);
    await expectAccessible(page, 'gift card prices unavailable for Europe');

    await tile(page, 'Japan').check();
    await page.getByText('Gift card prices for Japan could not be loaded').waitFor();
    await page.getByRole('button', { name: 'Use United States gift cards (USD)' }).click();
    // The notice and its button are gone: the region now chosen holds the focus.
    await expectFocused(tile(page, 'United States'));
    await expect(tile(page, 'United States').isChecked()).resolves.toBe(true);
    await page
      .getByText('Live prices could not be loaded, so our standard prices in US dollars are shown.')
      .waitFor();
    await tile(page, '3 months').check();
    await expect(summary.textContent()).resolves.toContain('$12.00');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('heading', { name: 'Complete Transaction' }).waitFor();
    await page.getByText('United States (USD)').waitFor();
    await page.getByLabel('Value of card 1 (USD)').waitFor();
    await expect(page.getByRole('main').textContent()).resolves.not.toMatch(/¥|€/);
    await expectAccessible(page, 'gift cards of the United States at the standard prices');
  });

  it('lets the visitor try loading the region prices again', async () => {
    let failing = true;
    const page = await suite.visit(subscriptionPath, {
      before: (tab) =>
        tab.route('**/api/pricing/**', (route) =>
          failing ? route.fulfill({ status: 503 }) : route.continue(),
        ),
    });
    await tile(page.page, 'Nintendo eShop gift card').check();
    await tile(page.page, 'Europe').check();
    await page.page.getByText('Gift card prices for Europe could not be loaded').waitFor();
    failing = false;
    await page.page.getByRole('button', { name: 'Try again' }).click();
    await tile(page.page, '3 months').check();
    await expect(
      page.page.getByRole('complementary', { name: 'Order summary' }).textContent(),
    ).resolves.toContain('€12.00');
  });
});

describe('the default payment method', () => {
  afterEach(async () => {
    await switchMethods(suite.portal, superAdmin, allMethodsOn);
  });

  it('is card for a subscription', async () => {
    const { page } = await suite.visit(subscriptionPath);
    await expect(tile(page, 'Card payment').isChecked()).resolves.toBe(true);
  });

  it('is crypto for a donation, the only method it offers', async () => {
    const { page } = await suite.visit('/payment/donation');
    await page.getByRole('group', { name: 'Cryptocurrency' }).waitFor();
    await expect(page.getByRole('radio', { name: /^Card payment/ }).count()).resolves.toBe(0);
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.textContent()).resolves.toContain('Cryptocurrency');
  });

  it('is the voucher when card is disabled, and a disabled method is not offered', async () => {
    await switchMethods(suite.portal, superAdmin, { card: false });
    const { page } = await suite.visit(subscriptionPath);
    await expect(tile(page, 'Rewarble voucher code').isChecked()).resolves.toBe(true);
    await expect(page.getByRole('radio', { name: /^Card payment/ }).count()).resolves.toBe(0);
  });

  it('is card when the payment-method settings fail to load', async () => {
    await switchMethods(suite.portal, superAdmin, { card: false });
    // Opened in the app, whose own read of the switches fails (the server's would not).
    const page = await suite.visit('/', {
      before: (tab) => tab.route('**/api/settings', (route) => route.fulfill({ status: 503 })),
    });
    await openPaymentInApp(page.page, suite.portal, 'ghost-eshop-pro');
    await expect(tile(page.page, 'Card payment').isChecked()).resolves.toBe(true);
  });

  it("shows the operator's own name and description of a method", async () => {
    await switchMethods(suite.portal, superAdmin, {});
    const { changeSettings } = await import('../support/payment-flow.js');
    await changeSettings(suite.portal, superAdmin, {
      payment_method_card_name: 'Visa and Mastercard',
      payment_method_card_description: 'Any major card, any country.',
    });
    try {
      const { page } = await suite.visit(subscriptionPath);
      const card = page.locator('label', { has: tile(page, 'Visa and Mastercard') });
      await expect(card.textContent()).resolves.toContain('Any major card, any country.');
    } finally {
      await changeSettings(suite.portal, superAdmin, {
        payment_method_card_name: 'Card Payment',
        payment_method_card_description: 'Pay by card through a trusted processor of your choice.',
      });
    }
  });

  it('says crypto donations are unavailable when only crypto is off, with links home and to the subscription', async () => {
    await switchMethods(suite.portal, superAdmin, { crypto: false });
    const { page } = await suite.visit('/payment/donation');
    await page.getByRole('heading', { level: 1, name: 'Crypto Donations Unavailable' }).waitFor();
    await page.getByText('Crypto donations are unavailable right now.').waitFor();
    await expect(
      page.getByText('All payment methods are currently disabled.').count(),
    ).resolves.toBe(0);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('link', { name: 'Back to home' }).getAttribute('href'),
    ).resolves.toBe('/');
    await expect(
      main.getByRole('link', { name: 'Get the PRO subscription' }).getAttribute('href'),
    ).resolves.toBe('/payment/ghost-eshop-pro');
    await expectAccessible(page, 'crypto donations unavailable');
    // The subscription is still paid with the other methods.
    const subscription = await suite.visit(subscriptionPath);
    await expect(tile(subscription.page, 'Card payment').isChecked()).resolves.toBe(true);
  });

  it("replaces the flow with 'Payments Temporarily Unavailable' when every method is disabled", async () => {
    await switchMethods(suite.portal, superAdmin, {
      card: false,
      crypto: false,
      nintendo: false,
      alternative: false,
    });
    for (const path of [subscriptionPath, '/payment/donation']) {
      const { page } = await suite.visit(path);
      await page
        .getByRole('heading', { level: 1, name: 'Payments Temporarily Unavailable' })
        .waitFor();
      await page.getByText('All payment methods are currently disabled.').waitFor();
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Back to home' }).getAttribute('href'),
      ).resolves.toBe('/');
      await expect(page.getByRole('navigation', { name: 'Checkout steps' }).count()).resolves.toBe(
        0,
      );
      await expectAccessible(page, 'payments unavailable');
    }
  });
});

describe('keyboard and screen readers', () => {
  it('takes the information step by keyboard alone, then focuses the payment heading', async () => {
    const { page } = await suite.visit('/payment/ghost-eshop-pro');
    // The page takes no input until it runs: its fields are enabled once hydrated.
    await expect.poll(() => page.getByLabel('Username').isEnabled()).toBe(true);
    await page.getByLabel('Username').focus();
    await page.keyboard.type('player_one');
    await page.keyboard.press('Tab');
    await page.keyboard.type('player@example.com');
    await page.keyboard.press('Tab'); // the registration link
    await page.keyboard.press('Tab'); // the chosen method: card
    await page.keyboard.press('ArrowDown'); // crypto
    await expect(tile(page, 'Cryptocurrency').isChecked()).resolves.toBe(true);
    await tile(page, '3 months').waitFor(); // the crypto prices
    await page.keyboard.press('Tab'); // the duration group
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(tile(page, '3 months').isChecked()).resolves.toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Complete Transaction' }).waitFor();
    await expectFocused(page.getByRole('heading', { name: 'Complete Transaction' }));
  });
});

describe('on a phone', () => {
  it('never scrolls sideways at 360 px, and shows the QR code in the first screen', async () => {
    const { page } = await suite.visit(subscriptionPath, { width: 360, height: 780 });
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await toPaymentStep(page, { method: 'Cryptocurrency' });
    // The QR code of the quote's payment link (BIP 21: the address and the exact amount).
    const qr = page.getByRole('img', {
      name: /^QR code of the payment link: [\d.]+ BTC to this address$/,
    });
    await qr.waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
    const box = await qr.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(780);
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'crypto form at 360 px');
  });

  it('keeps every method form within 360 px', async () => {
    for (const method of ['Card payment', 'Nintendo eShop gift card', 'Rewarble voucher code']) {
      const { page } = await suite.visit(subscriptionPath, { width: 360, height: 780 });
      await toPaymentStep(page, {
        method,
        region: method.startsWith('Nintendo') ? 'Europe' : undefined,
      });
      expect(await scrollsSideways(page), method).toBe(false);
    }
  });
});

describe('amounts in every language', () => {
  it("writes the portal's symbols with the language's digits: French '12,00 $', Japanese '¥1,800'", async () => {
    const french = await suite.visit(subscriptionPath, { locale: 'fr-FR' });
    await expect(tile(french.page, 'Paiement par carte').isChecked()).resolves.toBe(true);
    await tile(french.page, '3 mois').check();
    const summary = french.page.getByRole('complementary');
    await expect(summary.textContent()).resolves.toMatch(/12,00\s\$/);
    await expect(summary.textContent()).resolves.not.toContain('$US');

    const japanese = await suite.visit(subscriptionPath, { locale: 'ja-JP' });
    await tile(japanese.page, 'ニンテンドーeショップのギフトカード').check();
    await tile(japanese.page, '日本').check();
    await japanese.page.waitForFunction(() => document.body.textContent.includes('¥1,800'));
    await expect(japanese.page.getByRole('main').textContent()).resolves.not.toContain('￥');
    await expectAccessible(japanese.page, 'gift card prices in Japanese');
  });
});

describe('in German', () => {
  it('shows the flow, its prices and its messages in German', async () => {
    const { page } = await suite.visit(subscriptionPath, { locale: 'de-DE', colorScheme: 'dark' });
    await page.getByRole('heading', { name: 'Kontodaten' }).waitFor();
    await expect(
      page
        .getByRole('navigation', { name: 'Schritte der Bezahlung' })
        .getByRole('listitem')
        .allTextContents(),
    ).resolves.toEqual(['1Angaben', '2Zahlung', '3Bestätigung']);
    await tile(page, 'Kryptowährung').check();
    await tile(page, '3 Monate').check();
    const summary = page.getByRole('complementary', { name: 'Bestellübersicht' });
    await expect(summary.textContent()).resolves.toMatch(/12,00\s\$/);
    await expectAccessible(page, 'information step in German, dark');
    await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
    await page.getByRole('heading', { name: 'Transaktion abschließen' }).waitFor();
    await page.getByRole('button', { name: 'Zahlung übermitteln' }).click();
    await page.getByText('Geben Sie den Transaktionshash Ihrer Zahlung ein.').waitFor();
    await expectAccessible(page, 'crypto form errors in German, dark');
  });
});
