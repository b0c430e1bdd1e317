import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { testCryptoAddresses } from '../support/crypto-addresses.js';
import { reportViolations } from '../support/csp-violations.js';
import { tile } from '../support/payment-flow.js';
import { renderedPages } from '../support/rendered-pages.js';

/**
 * The payment pages rendered on the server: their first step (a subscription's details and
 * prices, a donation's amount and coin addresses) read without scripts, then hydrated into the
 * same page. German is chosen in the menu (its cookie) while the browser speaks English, so the
 * server's language is the visitor's choice, not the browser's.
 */
const suite = browserSuite();

const { open, expectServedPageAccessible } = renderedPages(suite);

/** A page with German chosen in the menu while the browser speaks English, scripts on or off. */
const openGerman = ({ javaScript }: { javaScript: boolean }) =>
  open({ javaScript, chosenLanguage: 'de' });

/** The page at `path` as the server sent it, in German, scanned by axe. */
const expectServerPageAccessible = (path: string) =>
  expectServedPageAccessible(path, `${path}, server-rendered, German`, { chosenLanguage: 'de' });

/** The page's main content as assistive technology reads it: headings, texts, controls. */
const outlineOf = (page: Page) => page.getByRole('main').ariaSnapshot();

/**
 * The outline as the running page has it: until the page runs, its payment controls are disabled
 * (but a donation's crypto form, which is posted to the server without scripts), and the donation
 * form has a button of its own that asks the server the amount to send.
 */
const asRunning = (outline: string) =>
  outline
    .replace(/ \[disabled\]/g, '')
    .replace(/^\s*- button "Genauen Betrag zum Senden anfordern"\n/m, '');

/** The language menu is enabled once the whole page is hydrated (see useHydrated). */
const hydrated = (page: Page) =>
  expect.poll(() => page.locator('header').getByRole('combobox').isEnabled()).toBe(true);

describe('the payment pages rendered on the server', () => {
  it('show the subscription’s first step without scripts: the account fields, the methods and the prices', async () => {
    const { page } = await openGerman({ javaScript: false });
    await page.goto(`${suite.portal.url}/payment/ghost-eshop-pro`);
    await expect(page.title()).resolves.toBe('PRO-Abonnement kaufen · Ghost Payments');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'PRO-Abonnement kaufen',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Kontodaten' }).count()).resolves.toBe(
      1,
    );
    const steps = page.getByRole('navigation', { name: 'Schritte der Bezahlung' });
    await expect(steps.getByRole('listitem').allTextContents()).resolves.toEqual([
      '1Angaben',
      '2Zahlung',
      '3Bestätigung',
    ]);
    await expect(page.getByLabel('Benutzername').count()).resolves.toBe(1);
    await expect(page.getByLabel('E-Mail-Adresse').count()).resolves.toBe(1);
    await expect(tile(page, 'Kartenzahlung').isChecked()).resolves.toBe(true);
    await expect(tile(page, 'Kryptowährung').isChecked()).resolves.toBe(false);
    // Each duration with its monthly cost and price, in German notation.
    await expect(
      page.getByRole('radio', { name: /^3 Monate Beliebt 4,00\s\$ pro Monat 12,00\s\$$/ }).count(),
    ).resolves.toBe(1);
    await expect(
      page.getByRole('radio', { name: /^Unbegrenzt Einmalzahlung 170,00\s\$$/ }).count(),
    ).resolves.toBe(1);
    const summary = page.getByRole('complementary', { name: 'Bestellübersicht' });
    await expect(summary.textContent()).resolves.toContain('Kartenzahlung');
    // Nothing can be paid before the page runs: its controls say so.
    await expect(page.getByLabel('Benutzername').isDisabled()).resolves.toBe(true);
    await expect(
      page.getByRole('button', { name: 'Weiter zur Zahlung' }).isDisabled(),
    ).resolves.toBe(true);
    await expectServerPageAccessible('/payment/ghost-eshop-pro');
  });

  it('show the donation’s first step without scripts: the amount, the coins and where to send them', async () => {
    const { page } = await openGerman({ javaScript: false });
    await page.goto(`${suite.portal.url}/payment/donation`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Spenden');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Transaktion abschließen' }).count(),
    ).resolves.toBe(1);
    await expect(page.getByLabel('Spendenbetrag (USD)').count()).resolves.toBe(1);
    const coins = page.getByRole('group', { name: 'Kryptowährung' }).getByRole('radio');
    await expect(coins.count()).resolves.toBe(6);
    await expect(tile(page, 'BTC').isChecked()).resolves.toBe(true);
    await expect(page.getByText(testCryptoAddresses.crypto_btc_address).count()).resolves.toBe(1);
    await expect(page.getByLabel('Transaktionshash').count()).resolves.toBe(1);
    // Its form is posted to the server without scripts: the amount to send is asked, and the
    // payment submitted, by its buttons.
    await expect(
      page.getByRole('button', { name: 'Genauen Betrag zum Senden anfordern' }).isEnabled(),
    ).resolves.toBe(true);
    await expect(
      page.getByRole('button', { name: 'Zahlung übermitteln' }).isEnabled(),
    ).resolves.toBe(true);
    await expectServerPageAccessible('/payment/donation');
  });

  it('say an unknown payment type is not found without scripts', async () => {
    const { page } = await openGerman({ javaScript: false });
    await page.goto(`${suite.portal.url}/payment/nonsense`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Zahlungstyp nicht gefunden',
    );
    await expect(page.getByRole('link', { name: 'Zur Startseite' }).count()).resolves.toBe(1);
    await expectServerPageAccessible('/payment/nonsense');
  });

  it('are hydrated without a warning into the same headings, texts and controls, which then run', async () => {
    for (const path of ['/payment/ghost-eshop-pro', '/payment/donation', '/payment/nonsense']) {
      const server = await openGerman({ javaScript: false });
      await server.page.goto(`${suite.portal.url}${path}`);
      const before = await outlineOf(server.page);

      const { page, logged } = await openGerman({ javaScript: true });
      const violations = await reportViolations(page);
      await page.goto(`${suite.portal.url}${path}`);
      await hydrated(page);
      expect(asRunning(await outlineOf(page)), path).toBe(asRunning(before));
      expect(logged, path).toEqual([]);
      expect(await violations(), path).toEqual([]);
      await expectAccessible(page, `${path}, hydrated, German`);
    }
  });

  it('take the visitor’s choices once hydrated: the price of the chosen duration, the typed amount', async () => {
    const { page, logged } = await openGerman({ javaScript: true });
    await page.goto(`${suite.portal.url}/payment/ghost-eshop-pro`);
    await hydrated(page);
    await tile(page, '3 Monate').check();
    const summary = page.getByRole('complementary', { name: 'Bestellübersicht' });
    await expect.poll(() => summary.textContent()).toMatch(/3 Monate.*12,00\s\$/);

    await page.goto(`${suite.portal.url}/payment/donation`);
    await hydrated(page);
    await page.getByLabel('Spendenbetrag (USD)').fill('25.50');
    await expect
      .poll(() => page.getByRole('complementary', { name: 'Bestellübersicht' }).textContent())
      .toMatch(/25,50\s\$/);
    expect(logged).toEqual([]);
  });
});
