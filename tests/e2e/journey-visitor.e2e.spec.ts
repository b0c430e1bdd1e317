import { randomBytes } from 'node:crypto';
import type { Page, Request } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { request } from '../support/http.js';
import { openPage, scrollsSideways, type OpenPage } from '../support/pages.js';
import { tile } from '../support/payment-flow.js';
import { addFault } from '../support/sandboxes.js';
import { startWebPortal } from '../support/web-portal.js';

/**
 * The visitor's journey (issue 12) in Chromium against the embedded portal, one stage per test in
 * order: a visitor whose browser speaks German, on a 360×780 phone, subscribes from the home page,
 * pays in crypto, keeps and copies the payment ID, tracks the payment, and sees an admin's
 * verification arrive live; the language survives a reload, and no page scrolls sideways.
 *
 * The fulfilment sandbox refuses deliveries and the outbox waits an hour before trying again, so
 * the verified subscription stays awaiting its update, a status the test can wait for.
 */
const suite = browserSuite({
  start: () =>
    startWebPortal({
      env: { FULFILMENT_RETRY_INITIAL_MS: '3600000', FULFILMENT_RETRY_MAX_MS: '21600000' },
    }),
});
const admin = suite.admin('admin');
/** The visitor's phone, one browser through the whole journey. */
let phone: OpenPage;
let page: Page;

const phoneSize = { width: 360, height: 780 };
const username = `spieler_${randomBytes(3).toString('hex')}`;
const email = `${username}@example.de`;
const submissions: Request[] = [];
let paymentId = '';

beforeAll(async () => {
  await addFault(suite.portal, 'fulfilment', {
    status: 503,
    body: 'fulfilment down for the journey',
  });
  phone = await openPage(suite.browser, { ...phoneSize, locale: 'de-DE' });
  page = phone.page;
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/api/transactions')) {
      submissions.push(sent);
    }
  });
});

// Every stage ends without a page error and without a page wider than the phone.
afterEach(async () => {
  expect(phone.problems).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
});

const statusHeading = () =>
  page.getByRole('region', { name: 'Zahlungsstatus' }).getByRole('heading', { level: 2 });

describe('the visitor journey', () => {
  it('opens the home page in German and chooses the subscription', async () => {
    await page.goto(`${suite.portal.url}/`);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
      'Sichern Sie sich Ihr PRO-Abonnement oder unterstützen Sie das Projekt',
    );
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('de');
    await expectAccessible(page, 'home in German at 360 px');
    await page
      .getByRole('list', { name: 'Wählen Sie, was Sie tun möchten' })
      .getByRole('link', { name: 'PRO-Abonnement' })
      .click();
    await page.waitForURL(`${suite.portal.url}/payment/ghost-eshop-pro`);
    await page.getByRole('heading', { name: 'Kontodaten' }).waitFor();
  });

  it('fills the account details and chooses crypto for three months', async () => {
    await page.getByLabel('Benutzername').fill(username);
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await tile(page, 'Kryptowährung').check();
    await tile(page, '3 Monate').check();
    const summary = page.getByRole('complementary', { name: 'Bestellübersicht' });
    await expect(summary.innerText()).resolves.toMatch(/12,00\s\$/);
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await expectAccessible(page, 'account details filled in, German, 360 px');
    await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
    await page.getByRole('heading', { name: 'Transaktion abschließen' }).waitFor();
  });

  it('pays by crypto, the QR code visible without scrolling', async () => {
    // The QR code of the quote's payment link: the address and the exact amount in bitcoin.
    const qr = page.getByRole('img', {
      name: /^QR-Code des Zahlungslinks: [\d.]+ BTC an diese Adresse$/,
    });
    await qr.waitFor();
    // Its name: the drawn image's alt, or the aria-label of the place it is drawn into.
    const name = await qr.evaluate(
      (element) => element.getAttribute('alt') ?? element.getAttribute('aria-label') ?? '',
    );
    const amount = /: ([\d.]+) BTC/.exec(name)?.[1] ?? '';
    expect(amount).toMatch(/^0\.000187[56]\d$/);
    await page.waitForFunction(() => window.scrollY === 0);
    const box = await qr.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(phoneSize.height);
    await expectAccessible(page, 'crypto form, German, 360 px');

    const txid = randomBytes(32).toString('hex');
    await page.getByLabel('Transaktionshash').fill(txid);
    await page.getByLabel(`Ich habe genau ${amount} BTC an diese Adresse gesendet.`).check();
    await page.getByRole('button', { name: 'Zahlung übermitteln' }).click();
    await page.getByRole('status').filter({ hasText: 'Ihre Zahlung wird verarbeitet…' }).waitFor();
    await page.getByRole('heading', { name: 'Zahlung abgeschlossen' }).waitFor({ timeout: 10_000 });
    expect(submissions).toHaveLength(1);
    expect(submissions[0]!.postDataJSON()).toMatchObject({
      type: 'ghost-eshop-pro',
      payment_method: 'crypto',
      crypto_type: 'btc',
      txid,
      quote: expect.any(String),
      amount: 12,
      currency: 'USD',
      userUsername: username,
      userEmail: email,
      subscriptionDuration: '3_months',
      language: 'de',
    });
  });

  it('gets the payment ID on the confirmation and copies it', async () => {
    paymentId = (await page.locator('main code').first().innerText()).trim();
    expect(paymentId).toMatch(/^GHOST-\d{13}-[A-Z0-9]{22}$/);
    expect(submissions[0]!.postDataJSON().payment_id).toBe(paymentId);
    await page.getByText(`Danach wird das Abonnement von ${username} aktiviert`).waitFor();
    await expectAccessible(page, 'confirmation, German, 360 px');

    await page.getByRole('button', { name: 'Zahlungs-ID kopieren' }).click();
    await page.getByRole('status').filter({ hasText: 'Kopiert!' }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(paymentId);
  });

  it('follows Track and sees the payment awaiting verification', async () => {
    await page.getByRole('link', { name: 'Diese Zahlung verfolgen' }).click();
    await page.waitForURL(`${suite.portal.url}/track/${paymentId}`);
    await page.getByRole('heading', { level: 1, name: 'Ihre Zahlung verfolgen' }).waitFor();
    await statusHeading().getByText('Verifizierung ausstehend').waitFor();
    const text = await page.getByRole('main').innerText();
    for (const words of [
      paymentId,
      'Unser Team verifiziert Ihre Zahlung.',
      'Verifizierung der Zahlung',
      'Ausstehend',
      'Kryptowährung · Bitcoin',
      '3 Monate',
    ]) {
      expect(text).toContain(words);
    }
    await page.getByText('Live-Aktualisierung aktiv').waitFor();
    await expectAccessible(page, 'tracking, awaiting verification, German, 360 px');
  });

  // How soon (within 1 s) is a figure of `npm run bench` (tests/bench/live-latency.ts).
  it('shows the verification an admin makes through the API as it happens, without a reload', async () => {
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    const documents: string[] = [];
    const documentsOf = (sent: Request) => {
      if (sent.resourceType() === 'document') documents.push(sent.url());
    };
    page.on('request', documentsOf);

    const verified = await request(
      suite.portal.url,
      'POST',
      `/api/transactions/${paymentId}/verify-payment`,
      {},
      admin.headers,
    );
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    await statusHeading().getByText('Abonnement ausstehend').waitFor();
    // It came on the stream: the page never fell back to polling.
    await expect(page.getByText('Live-Aktualisierung aktiv').isVisible()).resolves.toBe(true);
    page.off('request', documentsOf);

    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Der Zahlungsstatus hat sich geändert' })
        .innerText(),
    ).resolves.toBe('Der Zahlungsstatus hat sich geändert: Abonnement ausstehend');
    await expect(page.getByRole('main').innerText()).resolves.toContain(
      'Ihre Zahlung wurde verifiziert. Ihr Abonnement wird jetzt aktualisiert.',
    );
    await expect(
      page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed),
    ).resolves.toBe(true);
    expect(documents).toEqual([]);
    await expectAccessible(page, 'tracking, verified live, German, 360 px');
  });

  it('stays in German across a reload', async () => {
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Ihre Zahlung verfolgen' }).waitFor();
    await statusHeading().getByText('Abonnement ausstehend').waitFor();
    // The server's page offers a link that reloads it; the running page turns it into a button.
    await page.getByRole('button', { name: 'Status aktualisieren' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('de');
    await expect(page.evaluate(() => localStorage.getItem('i18n_language'))).resolves.toBe('de');
    await expect(page.getByRole('link', { name: 'Status aktualisieren' }).count()).resolves.toBe(0);
    await expectAccessible(page, 'tracking after a reload, German, 360 px');
  });
});
