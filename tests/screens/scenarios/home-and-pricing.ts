import type { Locator, Page, Route } from 'playwright-core';
import type { Scenario } from '../scenario.js';

/**
 * Opens the pricing page from the footer (its first link, in any language) with GET
 * /api/pricing/all answered by `answer`, and waits for the state it leads to.
 */
const pricingAnswered =
  (answer: (route: Route) => Promise<void> | undefined, state: (main: Locator) => Promise<void>) =>
  async (page: Page) => {
    await page.route('**/api/pricing/all', answer);
    await page.getByRole('contentinfo').getByRole('link').first().click();
    await page.waitForURL(/\/pricing$/);
    // The home page stays on screen until the pricing page's code has arrived.
    await page.waitForFunction(() => document.getElementById('home-title') === null);
    await state(page.getByRole('main'));
  };

export const scenarios: Scenario[] = [
  { name: 'home', path: '/' },
  { name: 'home-above-the-fold', path: '/', viewportOnly: true },
  { name: 'pricing', path: '/pricing' },
  { name: 'home-without-scripts', path: '/', javaScript: false },
  { name: 'pricing-without-scripts', path: '/pricing', javaScript: false },
  {
    name: 'pricing-error',
    path: '/',
    prepare: pricingAnswered(
      (route) =>
        route.fulfill({
          status: 503,
          json: {
            error: {
              code: 'SERVICE_UNAVAILABLE',
              message: 'The service is temporarily unavailable.',
            },
          },
        }),
      (main) => main.getByRole('alert').waitFor(),
    ),
  },
  {
    name: 'pricing-empty',
    path: '/',
    prepare: pricingAnswered(
      (route) => route.fulfill({ json: [] }),
      (main) => main.getByRole('status').waitFor({ state: 'detached' }),
    ),
  },
  {
    name: 'pricing-loading',
    path: '/',
    holdsARequest: true,
    // The answer is held back while the screen is taken.
    prepare: pricingAnswered(
      () => undefined,
      (main) => main.getByRole('status').waitFor(),
    ),
  },
];
