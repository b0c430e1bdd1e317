import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { reportViolations } from '../support/csp-violations.js';
import { renderedPages } from '../support/rendered-pages.js';
import { request } from '../support/http.js';
import { cryptoDonation } from '../support/payment-requests.js';

const suite = browserSuite();

/** An ID of the right format that no payment has. */
const unknownId = 'GHOST-1732291234567-AB12CD34EF56GH78IJKL90';

const { open, expectServedPageAccessible } = renderedPages(suite);

const submitDonation = async (): Promise<string> => {
  const answer = await request(suite.portal.url, 'POST', '/api/transactions', cryptoDonation());
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return String(answer.body.paymentId);
};

/** The page as the server sends it, before any script runs. */
const fetchPage = async (path: string, language = 'en-US', cookie = '') => {
  const answer = await fetch(`${suite.portal.url}${path}`, {
    headers: { 'accept-language': language, cookie },
  });
  return { answer, html: await answer.text() };
};

/** The cookies the browser holds for the portal, as a Cookie header. */
const cookieOf = async (page: Page) =>
  (await page.context().cookies(suite.portal.url))
    .map(({ name, value }) => `${name}=${value}`)
    .join('; ');

/**
 * Chooses German in the header's menu until the page answers with a German heading: only a
 * hydrated page answers the menu, and a choice made before is undone by the hydration.
 */
const switchToGerman = async (page: Page, germanHeading: string) => {
  await expect
    .poll(async () => {
      await page.locator('header').getByRole('combobox').selectOption('de');
      return page.getByRole('heading', { level: 1 }).textContent();
    })
    .toBe(germanHeading);
};

describe('the public pages rendered on the server', () => {
  it('sends each page’s texts and first data in the HTML, in the browser’s language, with no inline script', async () => {
    const payment = await submitDonation();
    const pages = [
      { path: '/', language: 'de-DE', lang: 'de', texts: ['Sichere Zahlungen, kein Konto nötig'] },
      {
        path: '/pricing',
        language: 'de-DE',
        lang: 'de',
        texts: ['<title>Preise · Ghost Payments</title>', '5,00'],
      },
      { path: '/track', language: 'fr-FR', lang: 'fr', texts: ['Suivre votre paiement'] },
      {
        path: `/track/${payment}`,
        language: 'en-US',
        lang: 'en',
        texts: [`<title>Track payment · ${payment} · Ghost Payments</title>`, '25.50'],
      },
    ];
    for (const { path, language, lang, texts } of pages) {
      const { answer, html } = await fetchPage(path, language);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('vary'), path).toContain('Accept-Language');
      expect(html, path).toContain(`<html lang="${lang}"`);
      for (const text of texts) expect(html, `${path}: ${text}`).toContain(text);
      expect(html, path).toContain('<script type="application/json" id="first-render">');
      // Every script is either a file of the app or data the browser never runs.
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
      for (const attributes of scripts) {
        expect(attributes, path).toMatch(/ src="\/assets\/|type="application\/json"/);
      }
    }
    // A tracked payment is kept in no cache on the way, by its address or by the form's.
    const tracked = await fetchPage(`/track/${payment}`);
    expect(tracked.answer.headers.get('cache-control')).toBe('no-store');
    const searched = await fetchPage(`/track?id=${payment}`);
    expect(searched.html).toContain('25.50');
    expect(searched.answer.headers.get('cache-control')).toBe('no-store');
    expect((await fetchPage('/pricing')).answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('shows every public page without scripts, styled and in the browser’s language', async () => {
    const payment = await submitDonation();
    const { page } = await open({ javaScript: false, locale: 'de-DE' });
    await page.goto(`${suite.portal.url}/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Sichern Sie sich Ihr PRO-Abonnement oder unterstützen Sie das Projekt',
    );
    await page.goto(`${suite.portal.url}/pricing`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Preise');
    expect(await page.getByRole('table').count()).toBeGreaterThan(0);
    // The page's own styles apply before (here: without) any script.
    const tableWidth = await page
      .getByRole('table')
      .first()
      .evaluate((table) => table.clientWidth);
    expect(tableWidth).toBeGreaterThan(200);
    await page.goto(`${suite.portal.url}/track/${payment}`);
    await page.getByRole('region', { name: 'Zahlungsdetails' }).waitFor();
    await expect(
      page.getByRole('region', { name: 'Zahlungsdetails' }).textContent(),
    ).resolves.toContain(payment);
  });

  it('tracks a payment without scripts: the search form asks the server, which answers with its page', async () => {
    const payment = await submitDonation();
    const { page } = await open({ javaScript: false });
    await page.goto(`${suite.portal.url}/track`);
    const search = page.getByRole('search');
    await search.getByLabel('Payment ID').fill(payment.toLowerCase());
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('region', { name: 'Payment details' }).waitFor();
    expect(new URL(page.url()).searchParams.get('id')).toBe(payment.toLowerCase());
    await expect(
      page.getByRole('region', { name: 'Payment details' }).textContent(),
    ).resolves.toContain(payment);
    // What only scripts can do is not offered as if it worked: copying waits for them, and the
    // refresh is the payment's page asked for again.
    await expect(page.getByRole('button', { name: 'Copy payment ID' }).isDisabled()).resolves.toBe(
      true,
    );
    await page.getByRole('link', { name: 'Refresh Status' }).click();
    await page.waitForURL(`${suite.portal.url}/track/${payment}`);
    await page.getByRole('region', { name: 'Payment details' }).waitFor();
    await expectServedPageAccessible(`/track/${payment}`, 'tracked payment, as the server sent it');

    // The same messages as the page with scripts: an unknown ID, then one that is no payment ID.
    await page.getByRole('search').getByLabel('Payment ID').fill(unknownId);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Payment not found. Please check your payment ID and try again.' })
      .waitFor();
    await page.getByRole('search').getByLabel('Payment ID').fill('NOT-AN-ID');
    await page.getByRole('search').getByLabel('Payment ID').press('Enter');
    await page.getByText('Please enter a valid Payment ID (starts with GHOST-)').waitFor();
  });

  it('hydrates each page with the server’s HTML, without a warning, and it then runs as before', async () => {
    const payment = await submitDonation();
    const pages = [
      [
        '/',
        'Get your PRO subscription or support the project',
        'Sichern Sie sich Ihr PRO-Abonnement oder unterstützen Sie das Projekt',
      ],
      ['/pricing', 'Pricing', 'Preise'],
      ['/track', 'Track your payment', 'Ihre Zahlung verfolgen'],
      [`/track/${payment}`, 'Track your payment', 'Ihre Zahlung verfolgen'],
      ['/no-such-page', 'Page not found', 'Seite nicht gefunden'],
    ];
    for (const [path = '', english, german = ''] of pages) {
      const { page, logged } = await open({ timezoneId: 'Asia/Tokyo' });
      const violations = await reportViolations(page);
      await page.goto(`${suite.portal.url}${path}`);
      await expect(page.getByRole('heading', { level: 1 }).textContent(), path).resolves.toBe(
        english,
      );
      await switchToGerman(page, german);
      if (path.startsWith('/track/')) {
        // The running page refreshes and copies itself.
        await page.getByRole('button', { name: 'Status aktualisieren' }).waitFor();
        await expect(
          page.getByRole('button', { name: 'Zahlungs-ID kopieren' }).isEnabled(),
        ).resolves.toBe(true);
      }
      await expectAccessible(page, `${path}, hydrated, German`);
      expect(logged, path).toEqual([]);
      expect(await violations(), path).toEqual([]);
    }
  });

  it('reads a page’s first data once, on the server, and not again as the page hydrates', async () => {
    const payment = await submitDonation();
    for (const [path, read] of [
      [`/track/${payment}`, `/api/transactions/track/${payment}`],
      ['/pricing', '/api/pricing/all'],
    ] as const) {
      const { page, logged } = await open();
      const reads: string[] = [];
      page.on('request', (sent) => {
        if (new URL(sent.url()).pathname === read) reads.push(sent.url());
      });
      await page.goto(`${suite.portal.url}${path}`);
      // The menu answers only once the page is hydrated.
      await switchToGerman(page, path === '/pricing' ? 'Preise' : 'Ihre Zahlung verfolgen');
      expect(reads, path).toEqual([]);
      expect(logged, path).toEqual([]);
    }
  });

  it('shows a tracked payment’s times in UTC from the server, then in the reader’s time zone', async () => {
    const payment = await submitDonation();
    const { page: withoutScripts } = await open({ javaScript: false, timezoneId: 'Asia/Tokyo' });
    await withoutScripts.goto(`${suite.portal.url}/track/${payment}`);
    const details = withoutScripts.getByRole('region', { name: 'Payment details' });
    await expect(details.textContent()).resolves.toContain('UTC');

    const { page, logged } = await open({ timezoneId: 'Asia/Tokyo' });
    await page.goto(`${suite.portal.url}/track/${payment}`);
    await expect
      .poll(() => page.getByRole('region', { name: 'Payment details' }).textContent())
      .not.toContain('UTC');
    expect(logged).toEqual([]);
  });

  it('renders in the language chosen in the menu, on the server (its cookie) or, stored before the cookie, in the browser', async () => {
    const { page, logged } = await open({ storage: { i18n_language: 'fr' } });
    await page.goto(`${suite.portal.url}/track`);
    await page.getByRole('heading', { level: 1, name: 'Suivre votre paiement' }).waitFor();
    expect(logged).toEqual([]);
    // Chosen in the menu: the next page comes from the server in that language.
    await expect.poll(() => page.locator('header').getByRole('combobox').isEnabled()).toBe(true);
    await page.locator('header').getByRole('combobox').selectOption('ja');
    await page.getByRole('heading', { level: 1, name: 'お支払いを追跡' }).waitFor();
    const { html } = await fetchPage('/pricing', 'en-US', await cookieOf(page));
    expect(html).toContain('<html lang="ja"');
  });
});
