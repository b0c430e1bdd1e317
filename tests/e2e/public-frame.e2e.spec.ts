import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { openPage, scrollsSideways } from '../support/pages.js';

const suite = browserSuite();

describe('the public frame', () => {
  it('shows the language menu, the track-payment link and the secure-processing badge', async () => {
    const { page, problems, close } = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/`);
    const header = page.getByRole('banner');
    // The load event may come before the first render: isVisible() does not wait for it.
    await expect
      .poll(() => header.getByRole('combobox', { name: 'Language' }).isVisible())
      .toBe(true);
    await expect(
      header.getByRole('link', { name: 'Track payment' }).getAttribute('href'),
    ).resolves.toBe('/track');
    await expect(header.getByText('Secure processing').count()).resolves.toBe(1);
    await expectAccessible(page, 'home, frame');
    expect(problems).toEqual([]);
    await close();
  });

  it('has a footer with pricing, DMCA and privacy links, the copyright years and version 2.6.0', async () => {
    const { page, close } = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/`);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Pricing' }).getAttribute('href')).resolves.toBe(
      '/pricing',
    );
    for (const name of [/^DMCA/, /^Privacy policy/]) {
      const link = footer.getByRole('link', { name });
      await expect(link.getAttribute('target')).resolves.toBe('_blank');
      await expect(link.getAttribute('rel')).resolves.toContain('noopener');
    }
    const year = new Date().getFullYear();
    await expect(footer.getByText(`© 2020–${year}`).count()).resolves.toBe(1);
    await expect(footer.getByText('Version 2.6.0').count()).resolves.toBe(1);
    await close();
  });

  it('tells the browser not to cache the page and keeps the app version', async () => {
    const { page, close } = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/`);
    const meta = await page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll('meta[http-equiv]')].map((tag) => [
          tag.getAttribute('http-equiv'),
          tag.getAttribute('content'),
        ]),
      ),
    );
    expect(meta).toEqual({
      'Cache-Control': 'no-cache, no-store, must-revalidate',
      Pragma: 'no-cache',
      Expires: '0',
    });
    await expect(page.evaluate(() => localStorage.getItem('app_version'))).resolves.toBe('2.6.0');
    await close();
  });

  it('keeps the chosen language across a reload, and announces the change', async () => {
    const { page, close } = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/`);
    await page.evaluate(() => {
      window.addEventListener('app:language-changed', (event) => {
        (window as unknown as { heard: string }).heard = (
          event as CustomEvent<{ language: string }>
        ).detail.language;
      });
    });
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await page.getByRole('banner').getByRole('link', { name: 'Zahlung verfolgen' }).waitFor();
    await expect(page.evaluate(() => (window as unknown as { heard: string }).heard)).resolves.toBe(
      'de',
    );
    await expect(page.evaluate(() => localStorage.getItem('i18n_language'))).resolves.toBe('de');
    await page.reload();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('de');
    await expect(page.getByRole('combobox', { name: 'Sprache' }).inputValue()).resolves.toBe('de');
    await close();
  });

  it('follows the browser language when nothing is stored, and falls back to English', async () => {
    const french = await openPage(suite.browser, { locale: 'fr-FR' });
    await french.page.goto(`${suite.portal.url}/`);
    await french.page.getByRole('link', { name: 'Suivre un paiement' }).waitFor();
    await expect(french.page.evaluate(() => document.documentElement.lang)).resolves.toBe('fr');
    await french.close();
    const unknown = await openPage(suite.browser, { locale: 'ko-KR' });
    await unknown.page.goto(`${suite.portal.url}/`);
    await expect
      .poll(() => unknown.page.getByRole('link', { name: 'Track payment' }).count())
      .toBe(1);
    await unknown.close();
  });

  it('starts every page at the top', async () => {
    const { page, close } = await openPage(suite.browser, { width: 360, height: 500 });
    await page.goto(`${suite.portal.url}/`);
    await page.getByRole('region', { name: 'How it works' }).waitFor();
    await page.evaluate(() => {
      window.scrollTo(0, document.body.scrollHeight);
    });
    // The home page is several screens tall, so the visitor is far down when leaving it.
    await expect(page.evaluate(() => window.scrollY)).resolves.toBeGreaterThan(1500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(/\/pricing$/);
    await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
    // The pricing page is tall too: only the reset brings the visitor back to its top.
    await expect(
      page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
    ).resolves.toBeGreaterThan(1500);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    await close();
  });

  it('shows a not-found page for an unknown address, without scrolling sideways at 360 px', async () => {
    const { page, close } = await openPage(suite.browser, { width: 360 });
    await page.goto(`${suite.portal.url}/no-such-page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'not found');
    await close();
  });
});
