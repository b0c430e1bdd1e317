import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { transactionsCollection } from '@ghost/projectors';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { request } from '../support/http.js';
import { openPage, scrollsSideways, type PageOptions } from '../support/pages.js';
import {
  cryptoDonation,
  cryptoSubscription,
  giftCardSubscription,
  openCardPayment,
  voucherSubscription,
} from '../support/payment-requests.js';
import { addFault, clearFaults } from '../support/sandboxes.js';

const suite = browserSuite();
const admin = suite.admin('admin');

/** An ID of the right format that no payment has. */
const unknownId = 'GHOST-1732291234567-AB12CD34EF56GH78IJKL90';

const submit = async (body: Record<string, unknown>): Promise<string> => {
  const answer = await request(suite.portal.url, 'POST', '/api/transactions', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return String(answer.body.paymentId);
};

const act = async (paymentId: string, action: string, body: Record<string, unknown> = {}) => {
  const answer = await request(
    suite.portal.url,
    'POST',
    `/api/transactions/${paymentId}/${action}`,
    body,
    admin.headers,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};

/** Runs `body` while the fulfilment receiver is down, so a verified subscription waits. */
const withFulfilmentDown = async (body: () => Promise<void>) => {
  await addFault(suite.portal, 'fulfilment', { status: 503 });
  try {
    await body();
  } finally {
    await clearFaults(suite.portal, 'fulfilment');
  }
};

/** Opens the tracking page of a payment and waits for its status card. */
const track = async (paymentId: string, options: PageOptions = {}) => {
  const opened = await openPage(suite.browser, options);
  await opened.page.goto(`${suite.portal.url}/track/${paymentId}`);
  await opened.page.getByRole('region', { name: /Payment details|Zahlungsdetails/ }).waitFor();
  return opened;
};

/**
 * Looks a payment up with the search form once the app runs, so the read is the browser's own
 * (which a spec may answer in its place): a page opened at /track/{id} was drawn on the server
 * from the server's read, and the browser does not read it again.
 */
const searchInApp = async (page: Page, paymentId: string) => {
  await page.goto(`${suite.portal.url}/track`);
  const search = page.getByRole('button', { name: 'Search' });
  // Disabled for an empty field only once the app runs (the server's form takes any search).
  await expect.poll(() => search.isDisabled()).toBe(true);
  await page.getByRole('textbox', { name: 'Payment ID' }).fill(paymentId);
  await search.click();
};

const statusHeading = (page: Page) =>
  page.getByRole('region', { name: 'Payment status' }).getByRole('heading', { level: 2 });

/** The details card as term → value. */
const details = async (page: Page): Promise<Record<string, string>> => {
  const card = page.getByRole('region', { name: 'Payment details' });
  const terms = await card.locator('dt').allInnerTexts();
  const values = await card.locator('dd').allInnerTexts();
  return Object.fromEntries(terms.map((term, i) => [term, (values[i] ?? '').trim()]));
};

/** The processing panel as step → state. */
const steps = async (page: Page): Promise<Record<string, string>> => {
  const items = page.getByRole('region', { name: 'Processing status' }).getByRole('listitem');
  const texts = await items.allInnerTexts();
  return Object.fromEntries(
    texts.map((text) => {
      // The step's name, then its state, then any detail (a time, what it waits for).
      const [name = '', state = ''] = text.split('\n').filter(Boolean);
      return [name, state];
    }),
  );
};

const nextText = (page: Page) =>
  page
    .getByRole('region', { name: 'Payment status' })
    .getByRole('heading', { name: "What's next" })
    .locator('xpath=following-sibling::p')
    .innerText();

describe('the tracking page without a result', () => {
  it('shows the help panel: the ID format with an example, where IDs come from, their case, processing times and e-mails', async () => {
    const { page, problems, close } = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/track`);
    await page.getByRole('heading', { level: 1, name: 'Track your payment' }).waitFor();
    await expect(
      page.getByRole('link', { name: 'Back to home' }).getAttribute('href'),
    ).resolves.toBe('/');
    const help = page.getByRole('region', { name: 'Where is my payment ID?' });
    await expect(help.innerText()).resolves.toMatch(/GHOST-\{timestamp\}-\{random\}/);
    await expect(
      help.getByText('GHOST-1732291234567-AB12CD34EF56GH78IJKL90').count(),
    ).resolves.toBe(1);
    const text = await help.innerText();
    for (const fact of [
      'You receive your payment ID as soon as your payment is submitted',
      'not case-sensitive',
      'Card payments',
      'Instant once the payment is completed',
      'Cryptocurrency',
      'Nintendo eShop gift cards',
      'Up to 48 hours',
      'E-mail notifications',
    ]) {
      expect(text).toContain(fact);
    }
    await expectAccessible(page, 'tracking, empty with help');
    expect(problems).toEqual([]);
    await close();
  });

  it('forces the payment ID to upper case, and keeps the search disabled while the field is empty', async () => {
    const { page, close } = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/track`);
    const field = page.getByRole('textbox', { name: 'Payment ID' });
    const search = page.getByRole('button', { name: 'Search' });
    // The server's page takes a search without scripts; the running app disables it once hydrated.
    await expect.poll(() => search.isDisabled()).toBe(true);
    await field.pressSequentially('ghost-17322-ab');
    await expect.poll(() => field.inputValue()).toBe('GHOST-17322-AB');
    await expect.poll(() => search.isDisabled()).toBe(false);
    await field.fill('   ');
    await expect.poll(() => search.isDisabled()).toBe(true);
    await close();
  });

  it('refuses an ID that does not start with GHOST- without asking the server', async () => {
    const { page, problems, close } = await openPage(suite.browser);
    const lookups: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/transactions/track/')) lookups.push(sent.url());
    });
    await page.goto(`${suite.portal.url}/track`);
    const field = page.getByRole('textbox', { name: 'Payment ID' });
    await field.fill('PAY-1732291234567');
    await field.press('Enter');
    await page.getByText('Please enter a valid Payment ID (starts with GHOST-)').waitFor();
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(lookups).toEqual([]);
    await expectAccessible(page, 'tracking, invalid ID');
    await page.goto(`${suite.portal.url}/track/not-a-payment`);
    await page.getByText('Please enter a valid Payment ID (starts with GHOST-)').waitFor();
    expect(lookups).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('puts the searched ID in the address and says when no payment has it', async () => {
    const { page, close } = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/track`);
    await page.getByRole('textbox', { name: 'Payment ID' }).fill(unknownId.toLowerCase());
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`${suite.portal.url}/track/${unknownId}`);
    await page
      .getByRole('alert')
      .getByText('Payment not found. Please check your payment ID and try again.', { exact: true })
      .waitFor();
    await page.getByRole('region', { name: 'Where is my payment ID?' }).waitFor();
    await expectAccessible(page, 'tracking, not found');
    await close();
  });

  it("says 'Unable to track payment at the moment' when the portal cannot read the payment, then tracks it once it can", async () => {
    const paymentId = await submit(cryptoDonation());
    const { readStore } = suite.portal;
    const findOne = readStore.findOne.bind(readStore);
    const failing = vi
      .spyOn(readStore, 'findOne')
      .mockImplementation((collection, filter) =>
        collection === transactionsCollection
          ? Promise.reject(new Error('the read store is unreachable'))
          : findOne(collection, filter),
      );
    try {
      const { page } = await suite.visit(`/track/${paymentId}`);
      await page
        .getByRole('alert')
        .getByText('Unable to track payment at the moment. Please try again in a few minutes.', {
          exact: true,
        })
        .waitFor();
      await expectAccessible(page, 'tracking, the payment cannot be read');
      failing.mockRestore();
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('button', { name: 'Refresh Status' }).waitFor();
    } finally {
      failing.mockRestore();
    }
  });

  it('shows the catalogue’s message for INVALID_PAYMENT_ID and TRACKING_FAILED, and a generic one for any other error', async () => {
    const answers: [number, string, string][] = [
      [400, 'INVALID_PAYMENT_ID', 'Please enter a valid Payment ID (starts with GHOST-)'],
      [
        503,
        'TRACKING_FAILED',
        'Unable to track payment at the moment. Please try again in a few minutes.',
      ],
      [500, 'INTERNAL_ERROR', 'Unable to track payment. Please try again.'],
      [429, 'TOO_MANY_REQUESTS', 'Unable to track payment. Please try again.'],
    ];
    for (const [status, code, message] of answers) {
      const { page, close } = await openPage(suite.browser);
      await page.route('**/api/transactions/track/**', (route) =>
        route.fulfill({ status, json: { error: { code, message: 'server text' } } }),
      );
      await searchInApp(page, unknownId);
      await page.getByRole('alert').getByText(message, { exact: true }).waitFor();
      await close();
    }
    const offline = await openPage(suite.browser);
    await offline.page.route('**/api/transactions/track/**', (route) => route.abort());
    await searchInApp(offline.page, unknownId);
    await offline.page
      .getByRole('alert')
      .getByText('Unable to track payment. Please try again.', { exact: true })
      .waitFor();
    await expectAccessible(offline.page, 'tracking, lookup failed');
    await offline.close();
  });
});

describe('a payment’s result', () => {
  it('shows a crypto subscription awaiting verification: status first, steps, what comes next and every detail', async () => {
    const paymentId = await submit(cryptoSubscription());
    const { page, problems, close } = await track(paymentId.toLowerCase());
    await page.waitForURL(`${suite.portal.url}/track/${paymentId}`);
    await expect(statusHeading(page).innerText()).resolves.toBe('Awaiting Payment');
    await expect(nextText(page)).resolves.toBe(
      'Our team is verifying your payment. This usually takes less than 48 hours.',
    );
    await expect(steps(page)).resolves.toEqual({
      'Payment submitted': 'Received',
      'Payment verification': 'Pending',
      'Subscription update': 'Pending',
    });
    const shown = await details(page);
    expect(shown).toMatchObject({
      Type: 'PRO subscription',
      Amount: '$12.00',
      'Payment method': 'Cryptocurrency · Bitcoin',
      'Subscription duration': '3 months',
    });
    expect(shown['Payment ID']).toContain(paymentId);
    expect(shown.Created).toMatch(/\d{4}/);
    expect(shown['Last updated']).toMatch(/\d{4}/);
    await expect(page.getByRole('button', { name: 'Refresh Status' }).count()).resolves.toBe(1);
    await expect(
      page.getByRole('region', { name: 'Where is my payment ID?' }).count(),
    ).resolves.toBe(0);
    await expectAccessible(page, 'tracking, crypto awaiting');
    expect(problems).toEqual([]);
    await close();
  });

  it('names the gift card’s region, and the voucher’s and the card’s own messages', async () => {
    const cases: [string, string, string, string][] = [
      [
        await submit(giftCardSubscription()),
        'Nintendo eShop gift card · Europe',
        '€12.00',
        'Our team is verifying your payment. This usually takes less than 48 hours.',
      ],
      [
        // A code the sandbox issuer knows as valid: the payment stays awaiting the team.
        await submit(voucherSubscription({}, { code: 'SANDBOXVALID0001' })),
        'Rewarble voucher code',
        '$12.00',
        'Our team is verifying your Rewarble code. This takes less than 24 hours on average, and up to 48 hours at times of high demand.',
      ],
      [
        (await openCardPayment(suite.portal.url)).paymentId,
        'Card payment',
        '$12.00',
        'Your payment page has been opened. Complete the payment there: once it is paid, verification is usually instant.',
      ],
    ];
    for (const [paymentId, method, amount, next] of cases) {
      const { page, close } = await track(paymentId);
      await expect(details(page)).resolves.toMatchObject({
        'Payment method': method,
        Amount: amount,
      });
      await expect(nextText(page)).resolves.toBe(next);
      await expectAccessible(page, `tracking, ${method} awaiting`);
      await close();
    }
  });

  it('shows a donation without duration or subscription step', async () => {
    const paymentId = await submit(cryptoDonation());
    const { page, close } = await track(paymentId);
    const shown = await details(page);
    expect(shown).toMatchObject({
      Type: 'Donation',
      Amount: '$25.50',
      'Payment method': 'Cryptocurrency · Ethereum',
    });
    expect(shown).not.toHaveProperty('Subscription duration');
    await expect(steps(page)).resolves.toEqual({
      'Payment submitted': 'Received',
      'Payment verification': 'Pending',
    });
    await close();
  });

  it('tells what comes next once verified: the card’s activation, any other subscription’s update', async () => {
    await withFulfilmentDown(async () => {
      const card = (await openCardPayment(suite.portal.url)).paymentId;
      await act(card, 'force-verify-card');
      const crypto = await submit(cryptoSubscription());
      await act(crypto, 'verify-payment');
      for (const [paymentId, next] of [
        [
          card,
          'Your card payment has been verified. Your service is being activated, and you will receive an e-mail confirmation shortly.',
        ],
        [crypto, 'Your payment has been verified. Your subscription is now being updated.'],
      ] as const) {
        const { page, close } = await track(paymentId);
        await expect(statusHeading(page).innerText()).resolves.toBe('Awaiting Subscription');
        await expect(nextText(page)).resolves.toBe(next);
        await expect(steps(page)).resolves.toMatchObject({
          'Payment verification': 'Verified',
          'Subscription update': 'Pending',
        });
        await expectAccessible(page, 'tracking, awaiting subscription');
        await close();
      }
    });
  });

  it('thanks for a completed donation, and says a completed subscription is active', async () => {
    const donation = await submit(cryptoDonation());
    await act(donation, 'verify-payment');
    const subscription = await submit(cryptoSubscription());
    await withFulfilmentDown(async () => {
      await act(subscription, 'verify-payment');
      await act(subscription, 'update-subscription');
    });
    const first = await track(donation);
    await expect(statusHeading(first.page).innerText()).resolves.toBe('Completed');
    await expect(nextText(first.page)).resolves.toBe(
      'Thank you for your donation! Your support keeps the project going.',
    );
    await expectAccessible(first.page, 'tracking, donation completed');
    await first.close();
    const second = await track(subscription, { colorScheme: 'dark' });
    await expect(statusHeading(second.page).innerText()).resolves.toBe('Completed');
    await expect(nextText(second.page)).resolves.toBe(
      'Your subscription has been activated. Thank you for your purchase!',
    );
    await expect(steps(second.page)).resolves.toEqual({
      'Payment submitted': 'Received',
      'Payment verification': 'Verified',
      'Subscription update': 'Updated',
    });
    await expectAccessible(second.page, 'tracking, subscription completed, dark');
    await second.close();
  });

  it('tells a failed payment to contact support', async () => {
    const paymentId = await submit(giftCardSubscription());
    await act(paymentId, 'mark-failed', { reason: 'The gift card was already redeemed' });
    const { page, close } = await track(paymentId, { colorScheme: 'dark' });
    await expect(statusHeading(page).innerText()).resolves.toBe('Failed');
    await expect(nextText(page)).resolves.toBe(
      'There was an issue with this payment. Please contact support for assistance.',
    );
    await expect(steps(page)).resolves.toMatchObject({
      'Payment verification': 'Failed',
      'Subscription update': 'Not started',
    });
    await expectAccessible(page, 'tracking, failed, dark');
    await close();
  });

  it('shows Status Unknown, with the hint to contact support, for a status it does not know', async () => {
    const paymentId = await submit(cryptoSubscription());
    const { page, problems, close } = await openPage(suite.browser);
    await page.route('**/api/transactions/track/**', async (route) => {
      const answer = await route.fetch();
      await route.fulfill({
        response: answer,
        json: { ...(await answer.json()), status: 'on_hold' },
      });
    });
    await searchInApp(page, paymentId);
    await page.getByRole('heading', { name: 'Status Unknown' }).waitFor();
    await expect(nextText(page)).resolves.toBe('Please contact support for more information.');
    await expectAccessible(page, 'tracking, unknown status');
    expect(problems).toEqual([]);
    await close();
  });

  it('copies the payment ID and says "Copied!" for 2 seconds', async () => {
    const paymentId = await submit(cryptoDonation());
    const start = Date.now();
    const { page, close } = await openPage(suite.browser);
    await page.clock.install({ time: start });
    await page.goto(`${suite.portal.url}/track/${paymentId}`);
    const copy = page.getByRole('button', { name: 'Copy payment ID' });
    // Enabled once the page runs: the server's page cannot copy.
    await expect.poll(() => copy.isEnabled()).toBe(true);
    // From here the page's clock moves only when told to, so the 2 seconds are the page's own,
    // whatever else the machine is doing.
    await page.clock.pauseAt(start + 60_000);
    await copy.click();
    await copy.getByText('Copied!').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(paymentId);
    await page.clock.runFor(1_999);
    await expect(copy.innerText()).resolves.toBe('Copied!');
    await page.clock.runFor(1);
    await copy.getByText('Copy', { exact: true }).waitFor();
    await close();
  });

  it('reads the payment again on Refresh Status', async () => {
    const paymentId = await submit(cryptoDonation());
    const start = Date.now();
    const { page, close } = await openPage(suite.browser);
    await page.clock.install({ time: start });
    await page.route('**/api/live/**', (route) => route.abort());
    await page.goto(`${suite.portal.url}/track/${paymentId}`);
    await page.getByRole('heading', { name: 'Awaiting Payment' }).waitFor();
    const refresh = page.getByRole('button', { name: 'Refresh Status' });
    await refresh.waitFor();
    // No live updates, and the page's clock stopped, so no polling either: only the button can
    // show the change.
    await page.clock.pauseAt(start + 60_000);
    await act(paymentId, 'verify-payment');
    const lookup = page.waitForRequest(`**/api/transactions/track/${paymentId}`);
    await refresh.click();
    await lookup;
    await statusHeading(page).getByText('Completed').waitFor();
    await close();
  });

  it('fits a 360 px screen without scrolling sideways, with and without a result', async () => {
    const paymentId = await submit(giftCardSubscription());
    const { page, close } = await track(paymentId, { width: 360, height: 780 });
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'tracking, result at 360 px');
    await page.goto(`${suite.portal.url}/track`);
    await page.getByRole('region', { name: 'Where is my payment ID?' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await close();
  });

  it('speaks German', async () => {
    const paymentId = await submit(cryptoSubscription());
    const { page, close } = await openPage(suite.browser, {
      locale: 'de-DE',
      storage: { i18n_language: 'de' },
    });
    await page.goto(`${suite.portal.url}/track/${paymentId}`);
    await page.getByRole('heading', { level: 1, name: 'Ihre Zahlung verfolgen' }).waitFor();
    await page.getByRole('heading', { name: 'Verifizierung ausstehend' }).waitFor();
    await page.getByRole('region', { name: 'Zahlungsstatus' }).waitFor();
    const text = await page.locator('main').innerText();
    for (const words of [
      'Wie geht es weiter?',
      'Unser Team verifiziert Ihre Zahlung.',
      'Bearbeitungsstatus',
      'Verifizierung der Zahlung',
      'Ausstehend',
      'Kryptowährung · Bitcoin',
      'Status aktualisieren',
    ]) {
      expect(text).toContain(words);
    }
    // German money: decimal comma, the sign after a (non-breaking) space.
    expect(text).toMatch(/12,00\s\$/);
    await expectAccessible(page, 'tracking, German');
    await page.goto(`${suite.portal.url}/track`);
    const field = page.getByRole('textbox', { name: 'Zahlungs-ID' });
    await field.fill('abc');
    await field.press('Enter');
    await page
      .getByText('Bitte geben Sie eine gültige Zahlungs-ID ein (beginnt mit GHOST-)')
      .waitFor();
    await expectAccessible(page, 'tracking, German, invalid ID');
    await close();
  });
});

describe('live tracking', () => {
  // How soon (within 1 s of the verify) is a figure of `npm run bench` (tests/bench/live-latency.ts).
  it('shows a status change an admin makes as it happens, without reloading, and announces it', async () => {
    await withFulfilmentDown(async () => {
      const paymentId = await submit(cryptoSubscription());
      const { page, problems, close } = await track(paymentId);
      await page.getByText('Live updates on').waitFor();
      await page.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      const documents: string[] = [];
      page.on('request', (sent) => {
        if (sent.resourceType() === 'document') documents.push(sent.url());
      });

      await act(paymentId, 'verify-payment');
      await statusHeading(page).getByText('Awaiting Subscription').waitFor();
      // It came on the stream: the page never fell back to polling.
      await expect(page.getByText('Live updates on').isVisible()).resolves.toBe(true);
      await expect(steps(page)).resolves.toMatchObject({ 'Payment verification': 'Verified' });
      await expect(
        page.getByRole('status').filter({ hasText: 'Payment status changed' }).innerText(),
      ).resolves.toBe('Payment status changed: Awaiting Subscription');

      await act(paymentId, 'update-subscription');
      await statusHeading(page).getByText('Completed').waitFor();
      await expect(
        page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed),
      ).resolves.toBe(true);
      expect(documents).toEqual([]);
      // The payment is final: the page stops following it.
      await page.getByText('Live updates on').waitFor({ state: 'detached' });
      await expectAccessible(page, 'tracking, live change');
      expect(problems).toEqual([]);
      await close();
    });
  });

  it('falls back to polling when the stream cannot be opened, and still shows the change', async () => {
    const paymentId = await submit(cryptoDonation());
    const start = Date.now();
    const { page, close } = await openPage(suite.browser);
    await page.clock.install({ time: start });
    await page.route('**/api/live/**', (route) => route.abort());
    await page.goto(`${suite.portal.url}/track/${paymentId}`);
    await page.getByText('Live updates paused; checking every few seconds').waitFor();
    await expectAccessible(page, 'tracking, polling');
    // From here the page's clock moves only when told to: the change shows at the next check,
    // which the page makes every 5 seconds of its own time.
    await page.clock.pauseAt(start + 60_000);
    await act(paymentId, 'mark-failed', { reason: 'No such transaction on chain' });
    const check = page.waitForRequest((sent) =>
      sent.url().includes(`/api/transactions/track/${paymentId}`),
    );
    await page.clock.runFor(5_000);
    await check;
    await statusHeading(page).getByText('Failed').waitFor();
    await close();
  });
});
