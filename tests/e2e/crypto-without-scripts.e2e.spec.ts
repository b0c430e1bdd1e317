import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { tile } from '../support/payment-flow.js';
import { renderedPages } from '../support/rendered-pages.js';
import { newTxid } from '../support/test-portal.js';

/**
 * A donation paid in crypto by a browser without scripts: the server's form is posted, answered
 * with the exact amount to send (its QR code drawn on the server, the rate's end in UTC), then
 * with the tracking page of the payment, or with the form again and the running page's message.
 * The sandbox's rates are fixed: ETH at 3,200 USD, so $12.00 is 0.00375 ETH plus a small tag.
 */
const suite = browserSuite();

const { open } = renderedPages(suite);

/** What the form says, in each language the specs use. */
const texts = {
  en: {
    amount: 'Donation amount (USD)',
    ask: 'Get the exact amount to send',
    lockedUntil: /^Rate locked until .+UTC$/,
    txid: 'Transaction hash',
    sent: /^I sent exactly \d+\.\d+ ETH to this address\.$/,
    submit: 'Submit payment',
    verifying: 'Our team is verifying your payment. This usually takes less than 48 hours.',
    duplicate:
      'This crypto transaction has already been registered. Please check your transaction ID.',
    txidRequired: 'Enter the transaction hash of your payment.',
  },
  de: {
    amount: 'Spendenbetrag (USD)',
    ask: 'Genauen Betrag zum Senden anfordern',
    lockedUntil: /^Kurs gesichert bis .+UTC$/,
    txid: 'Transaktionshash',
    sent: /^Ich habe genau \d+\.\d+ ETH an diese Adresse gesendet\.$/,
    submit: 'Zahlung übermitteln',
    verifying:
      'Unser Team verifiziert Ihre Zahlung. Das dauert in der Regel weniger als 48 Stunden.',
    duplicate:
      'Diese Krypto-Transaktion wurde bereits erfasst. Bitte prüfen Sie Ihren Transaktionshash.',
    txidRequired: 'Geben Sie den Transaktionshash Ihrer Zahlung ein.',
  },
} as const;
type Texts = (typeof texts)[keyof typeof texts];

/** The amount to send in the coin, as the quoted form writes it. */
const quotedAmount = (page: Page) => page.locator('strong', { hasText: /^\d+\.\d+\u00a0ETH$/ });

/** Opens the donation page as the server sends it, in a language, with scripts off or held back. */
const openDonation = async (language: 'en' | 'de', scripts: 'off' | 'held back') => {
  const { page } = await open({
    javaScript: scripts === 'held back',
    chosenLanguage: language,
  });
  // axe runs as a script: the app's own scripts are held back so nothing hydrates the page.
  if (scripts === 'held back') await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(`${suite.portal.url}/payment/donation`);
  return page;
};

/** Types the amount, chooses ETH, and asks the amount to send; waits for it to be shown. */
const askAmount = async (page: Page, t: Texts, amount: string) => {
  await page.getByLabel(t.amount).fill(amount);
  await tile(page, 'ETH').check();
  await page.getByRole('button', { name: t.ask }).click();
  await quotedAmount(page).waitFor();
};

/** Gives the hash, ticks that the exact amount was sent, and submits. */
const pay = async (page: Page, t: Texts, txid: string) => {
  await page.getByLabel(t.txid).fill(txid);
  await page.getByRole('checkbox', { name: t.sent }).check();
  await page.getByRole('button', { name: t.submit }).click();
};

/**
 * Opens the donation page with the app's scripts held back until `release` is called: what the
 * visitor does meanwhile is done to the server's page.
 */
const holdScripts = async (page: Page): Promise<() => void> => {
  let release: () => void = () => undefined;
  const released = new Promise<undefined>((resolve) => {
    release = () => {
      resolve(undefined);
    };
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    // A request of a page left meanwhile (the form was posted) is gone by then.
    await route.continue().catch(() => undefined);
  });
  await page.goto(`${suite.portal.url}/payment/donation`, { waitUntil: 'commit' });
  return () => {
    release();
  };
};

/** The language menu is enabled once the whole page is hydrated (see useHydrated). */
const hydrated = (page: Page) =>
  expect.poll(() => page.locator('header').getByRole('combobox').isEnabled()).toBe(true);

describe('a crypto donation without scripts', () => {
  for (const language of ['en', 'de'] as const) {
    it(`is paid from the form to the payment’s tracking page (${language})`, async () => {
      const t = texts[language];
      const page = await openDonation(language, 'off');
      await askAmount(page, t, '12');
      await expect(quotedAmount(page).textContent()).resolves.toMatch(/^0\.00375\d*\u00a0ETH$/);
      await expect(page.getByText(t.lockedUntil).count()).resolves.toBe(1);
      // The QR code is drawn on the server, as an image with its text.
      await expect(page.getByRole('img', { name: /ETH/ }).getAttribute('src')).resolves.toMatch(
        /^data:image\/svg\+xml/,
      );
      // The typed amount is kept with the quote.
      await expect(page.getByLabel(t.amount).inputValue()).resolves.toBe('12');

      await pay(page, t, newTxid());
      await page.waitForURL(/\/track\/GHOST-/);
      const paymentId = new URL(page.url()).pathname.split('/').pop() ?? '';
      // The tracking page, rendered on the server, with the payment awaiting verification.
      await page.getByText(paymentId).first().waitFor();
      await expect(page.getByText(t.verifying).count()).resolves.toBe(1);
    });
  }

  it('says why a payment is refused and keeps what was typed', async () => {
    const t = texts.en;
    const txid = newTxid();
    const first = await openDonation('en', 'off');
    await askAmount(first, t, '5');
    await pay(first, t, txid);
    await first.waitForURL(/\/track\/GHOST-/);

    const page = await openDonation('en', 'off');
    await askAmount(page, t, '5');
    await page.getByRole('button', { name: t.submit }).click();
    await page.getByText(t.txidRequired).waitFor();
    await expect(page.getByLabel(t.amount).inputValue()).resolves.toBe('5');

    await pay(page, t, txid);
    await page.getByRole('alert').filter({ hasText: t.duplicate }).waitFor();
    await expect(page.getByLabel(t.txid).inputValue()).resolves.toBe(txid);
    await expect(page.getByLabel(t.amount).inputValue()).resolves.toBe('5');
    await expect(page.getByRole('checkbox', { name: t.sent }).isChecked()).resolves.toBe(true);
    await expect(tile(page, 'ETH').isChecked()).resolves.toBe(true);
  });

  it('hydrates a page answered before its scripts ran into the same quote, which the running form pays', async () => {
    const t = texts.en;
    const { page, logged } = await open({ javaScript: true });
    // The app's scripts are held until the form was posted: a visitor quicker than the scripts.
    const release = await holdScripts(page);
    await askAmount(page, t, '12');
    const amount = await quotedAmount(page).textContent();
    release();
    await hydrated(page);
    // Running, the form shows the same amount and counts the rate down.
    await expect(quotedAmount(page).textContent()).resolves.toBe(amount);
    await page.getByText(/^Rate locked for \d+:\d\d$/).waitFor();
    await page.getByLabel(t.txid).fill(newTxid());
    await page.getByRole('checkbox', { name: t.sent }).check();
    const submitted = page.waitForRequest(
      (call) => call.method() === 'POST' && call.url().endsWith('/api/transactions'),
    );
    await page.getByRole('button', { name: t.submit }).click();
    expect((await submitted).postDataJSON()).toMatchObject({ amount: 12, crypto_type: 'eth' });
    await page.getByRole('heading', { name: 'Payment Complete' }).waitFor();
    expect(logged).toEqual([]);
  });

  it('takes up, once the page runs, what was typed and chosen before', async () => {
    const t = texts.en;
    const txid = newTxid();
    const { page, logged } = await open({ javaScript: true });
    const release = await holdScripts(page);
    await page.getByLabel(t.amount).fill('25.50');
    await tile(page, 'ETH').check();
    await page.getByLabel(t.txid).fill(txid);
    release();
    await hydrated(page);
    // The running form asks the quote of the typed amount in the chosen coin, the hash kept.
    await expect(quotedAmount(page).textContent()).resolves.toMatch(/\u00a0ETH$/);
    await expect(
      page.getByRole('complementary', { name: 'Order summary' }).textContent(),
    ).resolves.toContain('$25.50');
    await expect(page.getByLabel(t.txid).inputValue()).resolves.toBe(txid);
    expect(logged).toEqual([]);
  });

  it('is accessible in each state the server answers', async () => {
    const t = texts.de;
    const txid = newTxid();
    const page = await openDonation('de', 'held back');
    await expectAccessible(page, 'the donation form as the server sent it, German');
    await askAmount(page, t, '12');
    await expectAccessible(page, 'the amount to send, answered by the server, German');
    await page.getByRole('button', { name: t.submit }).click();
    await page.getByText(t.txidRequired).waitFor();
    await expectAccessible(page, 'the form answered with its problems, German');
    await pay(page, t, txid);
    await page.waitForURL(/\/track\/GHOST-/);
    await expectAccessible(page, 'the tracking page the payment led to, German');

    const again = await openDonation('de', 'held back');
    await askAmount(again, t, '12');
    await pay(again, t, txid);
    await again.getByRole('alert').filter({ hasText: t.duplicate }).waitFor();
    await expectAccessible(again, 'the form answered with a refusal, German');
  });
});
