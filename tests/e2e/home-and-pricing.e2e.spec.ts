import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { openPage, scrollsSideways, type PageOptions } from '../support/pages.js';

const suite = browserSuite();

/** Opens a page, runs the test's steps, and expects no page error; the page closes either way. */
const withPage = async (options: PageOptions, steps: (page: Page) => Promise<void>) => {
  const { page, problems, close } = await openPage(suite.browser, options);
  try {
    await steps(page);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
};

/**
 * The rows of a price table (header row left out) as a screen reader reads them: the text of
 * each cell, without what is hidden from it (the column names repeated in each cell on phones).
 */
const rowNames = (table: Locator): Promise<string[]> =>
  table.getByRole('row').evaluateAll((rows) => {
    const heard = (node: Node): string[] =>
      node instanceof Element && node.getAttribute('aria-hidden') === 'true'
        ? []
        : node.nodeType === Node.TEXT_NODE
          ? [node.textContent ?? '']
          : [...node.childNodes].flatMap(heard);
    return rows.slice(1).map((row) => heard(row).join(' ').replace(/\s+/g, ' ').trim());
  });

/** The durations of the rows that stand out. */
const highlighted = (table: Locator): Promise<string[]> =>
  table
    .locator('tr[data-highlighted]')
    .getByRole('rowheader')
    .evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? ''));

/**
 * Opens the pricing page from the home page's footer, in the running app: the server renders a
 * visit's first page with its prices, so the browser's own reading of them (its loading and its
 * failures) shows on a page the app opens. The app runs once its language menu is enabled.
 */
const openPricingInApp = async (page: Page) => {
  await page.goto(`${suite.portal.url}/`);
  await expect.poll(() => page.getByRole('combobox', { name: 'Language' }).isEnabled()).toBe(true);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
};

describe('the home page', () => {
  it('offers the subscription and the donation as two choices leading to their payment flows', async () => {
    await withPage({ width: 1280 }, async (page) => {
      await page.goto(`${suite.portal.url}/`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'Get your PRO subscription or support the project',
      );
      const choices = page.getByRole('list', { name: 'Choose what you want to do' });
      await expect(choices.getByRole('listitem').count()).resolves.toBe(2);
      await expectAccessible(page, 'home, light, 1280');

      await choices.getByRole('link', { name: 'PRO subscription' }).click();
      await page.waitForURL(`${suite.portal.url}/payment/ghost-eshop-pro`);
      await page.goBack();
      await page
        .getByRole('list', { name: 'Choose what you want to do' })
        .getByRole('link', { name: 'Donation' })
        .click();
      await page.waitForURL(`${suite.portal.url}/payment/donation`);
    });
  });

  it('explains how it works in four steps, ending with the subscription within 48 hours, rarely 72', async () => {
    await withPage({ width: 1280 }, async (page) => {
      await page.goto(`${suite.portal.url}/`);
      const steps = page.getByRole('region', { name: 'How it works' }).getByRole('listitem');
      // The load event may come before the first render: counted once it is there.
      await expect.poll(() => steps.count()).toBe(4);
      await expect(steps.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual([
        'Step 1: Choose your goal',
        'Step 2: Give your username and e-mail',
        'Step 3: Choose a payment method',
        'Step 4: Complete and receive',
      ]);
      await expect(steps.nth(3).textContent()).resolves.toContain(
        'within 48 hours, rarely up to 72',
      );
    });
  });

  it('shows the features, the delivery promise and the reasons to choose, and links to tracking', async () => {
    await withPage({ width: 360, colorScheme: 'dark' }, async (page) => {
      await page.goto(`${suite.portal.url}/`);
      const features = page.getByRole('region', { name: 'Safe, fast and supported' });
      // The load event may come before the first render: read once it is there.
      await expect
        .poll(() => features.getByRole('heading', { level: 3 }).allTextContents())
        .toEqual(['Secure processing', 'Fast delivery', '24/7 support']);
      await expect(features.textContent()).resolves.toContain('within 48 hours');
      const promise = page.getByRole('region', { name: 'Our delivery promise' });
      await expect(promise.textContent()).resolves.toMatch(/48 hours.*72 hours/);
      const reasons = page.getByRole('region', { name: 'Why choose us' }).getByRole('listitem');
      await expect(reasons.count()).resolves.toBe(6);
      await expect(
        page.getByRole('link', { name: 'Track your payment' }).getAttribute('href'),
      ).resolves.toBe('/track');
      expect(await scrollsSideways(page)).toBe(false);
      await expectAccessible(page, 'home, dark, 360');
    });
  });

  it('speaks German', async () => {
    await withPage({ width: 360, locale: 'de-DE' }, async (page) => {
      await page.goto(`${suite.portal.url}/`);
      const choices = page.getByRole('list', { name: 'Wählen Sie, was Sie tun möchten' });
      await expect(
        choices.getByRole('link', { name: 'PRO-Abonnement' }).getAttribute('href'),
      ).resolves.toBe('/payment/ghost-eshop-pro');
      await expect(
        choices.getByRole('link', { name: 'Spende' }).getAttribute('href'),
      ).resolves.toBe('/payment/donation');
      await page.getByRole('heading', { name: 'So funktioniert es' }).waitFor();
      expect(await scrollsSideways(page)).toBe(false);
      await expectAccessible(page, 'home, German, 360');
    });
  });
});

describe('the pricing page', () => {
  it('shows the seeded prices for crypto, card, voucher code and gift card', async () => {
    await withPage({ width: 1280 }, async (page) => {
      await page.goto(`${suite.portal.url}/pricing`);
      const tables = page.getByRole('table');
      await page.getByRole('table', { name: 'Card payment' }).waitFor();
      await expect(tables.count()).resolves.toBe(4);
      await expect(
        page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents(),
      ).resolves.toEqual(
        expect.arrayContaining([
          'Cryptocurrency',
          'Card payment',
          'Rewarble voucher code',
          'Nintendo eShop gift card',
        ]),
      );
      const card = page.getByRole('table', { name: 'Card payment' });
      await expect(card.getByRole('columnheader').allTextContents()).resolves.toEqual([
        'Duration',
        'Total price',
        'Monthly cost',
        'Value',
        'Region',
      ]);
      const cardRows = [
        '1 month Standard $5.00 $5.00 Base price All regions',
        '2 months Recommended $9.00 $4.50 Save 10% All regions',
        '3 months Popular $12.00 $4.00 Save 20% All regions',
        '6 months Recommended $22.00 $3.67 Save 26% All regions',
        '1 year Popular $40.00 $3.33 Save 33% All regions',
        '2 years Recommended $70.00 $2.92 Save 41% All regions',
        'Lifetime Best value $170.00 one-time Pays off after 34 months All regions',
      ];
      await expect(rowNames(card)).resolves.toEqual(cardRows);
      // The voucher code is charged the card prices.
      await expect(
        rowNames(page.getByRole('table', { name: 'Rewarble voucher code' })),
      ).resolves.toEqual(cardRows);
      // Crypto: lifetime is popular as well as the best value; 1 year is not popular.
      const crypto = page.getByRole('table', { name: 'Cryptocurrency' });
      await expect(rowNames(crypto)).resolves.toEqual([
        '1 month Standard $5.00 $5.00 Base price All regions',
        '2 months Recommended $9.00 $4.50 Save 10% All regions',
        '3 months Popular $12.00 $4.00 Save 20% All regions',
        '6 months Recommended $22.00 $3.67 Save 26% All regions',
        '1 year Recommended $40.00 $3.33 Save 33% All regions',
        '2 years Recommended $70.00 $2.92 Save 41% All regions',
        'Lifetime Best value Popular $170.00 one-time Pays off after 34 months All regions',
      ]);
      await expect(highlighted(card)).resolves.toEqual(['3 months', '1 year']);
      await expect(highlighted(crypto)).resolves.toEqual(['3 months', '1 year']);
      await expectAccessible(page, 'pricing, light, 1280');
    });
  });

  it('lists every gift-card region in one table, yen without decimals', async () => {
    await withPage({ width: 1280 }, async (page) => {
      await page.goto(`${suite.portal.url}/pricing`);
      const giftCard = page.getByRole('table', { name: 'Nintendo eShop gift card' });
      await giftCard.waitFor();
      const rows = await rowNames(giftCard);
      expect(rows).toHaveLength(24); // three region headings and 7 prices each
      expect(rows.filter((row) => row.endsWith(' Europe'))).toHaveLength(7);
      expect(rows.filter((row) => row.endsWith(' United States'))).toHaveLength(7);
      expect(rows.slice(rows.indexOf('Japan JPY') + 1)).toEqual([
        '1 month Standard ¥750 ¥750 Base price Japan',
        '2 months Recommended ¥1,350 ¥675 Save 10% Japan',
        '3 months Popular ¥1,800 ¥600 Save 20% Japan',
        '6 months Recommended ¥3,300 ¥550 Save 26% Japan',
        '1 year Popular ¥6,000 ¥500 Save 33% Japan',
        '2 years Recommended ¥10,500 ¥438 Save 41% Japan',
        'Lifetime Best value ¥25,500 one-time Pays off after 34 months Japan',
      ]);
      expect(rows).toContain('3 months Popular €12.00 €4.00 Save 20% Europe');
      await expect(highlighted(giftCard)).resolves.toEqual([
        '3 months',
        '1 year',
        '3 months',
        '1 year',
        '3 months',
        '1 year',
      ]);
    });
  });

  it('has info blocks and links to both payment flows', async () => {
    await withPage({ width: 1280 }, async (page) => {
      await page.goto(`${suite.portal.url}/pricing`);
      await page.getByRole('table', { name: 'Card payment' }).waitFor();
      const info = page.getByRole('region', { name: 'Good to know' });
      await expect(info.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual([
        'Delivery within 48 hours',
        'Payment methods',
        'How verification works',
      ]);
      await page.getByRole('link', { name: 'Get the PRO subscription' }).first().click();
      await page.waitForURL(`${suite.portal.url}/payment/ghost-eshop-pro`);
      await page.goBack();
      await page.getByRole('link', { name: 'Make a donation' }).first().click();
      await page.waitForURL(`${suite.portal.url}/payment/donation`);
    });
  });

  it('stacks the rows at 360 px without scrolling sideways, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await withPage({ width: 360, colorScheme }, async (page) => {
        await page.goto(`${suite.portal.url}/pricing`);
        await page.getByRole('table', { name: 'Nintendo eShop gift card' }).waitFor();
        expect(await scrollsSideways(page)).toBe(false);
        await expectAccessible(page, `pricing, ${colorScheme}, 360`);
      });
    }
  });

  it('shows a loading state while the prices are on their way', async () => {
    await withPage({ width: 360 }, async (page) => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/pricing/all', async (route) => {
        await held;
        await route.continue();
      });
      await openPricingInApp(page);
      const loading = page.getByRole('status').filter({ hasText: 'Loading prices…' });
      await loading.waitFor();
      await expectAccessible(page, 'pricing, loading');
      release();
      await page.getByRole('table', { name: 'Card payment' }).waitFor();
      await expect(loading.count()).resolves.toBe(0);
    });
  });

  it("tells when the prices fail to load, with the server's message, and recovers on retry", async () => {
    await withPage({ width: 1280 }, async (page) => {
      let answer: (route: Route) => Promise<void> = (route) => route.abort('connectionrefused');
      await page.route('**/api/pricing/all', (route) => answer(route));
      await openPricingInApp(page);
      const alert = page.getByRole('alert');
      await alert.waitFor();
      await expect(alert.textContent()).resolves.toContain('Failed to load pricing data');
      await expectAccessible(page, 'pricing, failed');

      answer = (route) => route.fulfill({ status: 503, json: { error: 'Price list rebuilding' } });
      await alert.getByRole('button', { name: 'Try again' }).click();
      await alert.getByText('Price list rebuilding').waitFor();
      await expect(alert.textContent()).resolves.toContain('Failed to load pricing data');

      answer = (route) => route.continue();
      await alert.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('table', { name: 'Card payment' }).waitFor();
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
    });
  });

  it('says so when no price is on sale', async () => {
    await withPage({ width: 360, colorScheme: 'dark' }, async (page) => {
      await page.route('**/api/pricing/all', (route) => route.fulfill({ json: [] }));
      await openPricingInApp(page);
      await page.getByText('No pricing available at the moment').waitFor();
      await expect(page.getByRole('table').count()).resolves.toBe(0);
      expect(await scrollsSideways(page)).toBe(false);
      await expectAccessible(page, 'pricing, empty');
    });
  });

  it('speaks German, with euros, dollars and yen in German notation', async () => {
    await withPage({ width: 360, locale: 'de-DE' }, async (page) => {
      await page.goto(`${suite.portal.url}/pricing`);
      const card = page.getByRole('table', { name: 'Kartenzahlung' });
      await card.waitFor();
      await expect(rowNames(card)).resolves.toContain(
        '3 Monate Beliebt 12,00 $ 4,00 $ 20 % sparen Alle Regionen',
      );
      const giftCard = page.getByRole('table', { name: 'Nintendo-eShop-Guthabenkarte' });
      const rows = await rowNames(giftCard);
      expect(rows).toContain('1 Jahr Beliebt 40,00 € 3,33 € 33 % sparen Europa');
      expect(rows).toContain(
        'Unbegrenzt Bestes Angebot 25.500 ¥ einmalig Lohnt sich nach 34 Monaten Japan',
      );
      expect(await scrollsSideways(page)).toBe(false);
      await expectAccessible(page, 'pricing, German, 360');
    });
  });
});
