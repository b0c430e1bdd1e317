import type { Page } from 'playwright-core';
import { newTxid } from '../../support/test-portal.js';
import type { Scenario } from '../scenario.js';

// A crypto donation in a browser without scripts: the form as the server sends it, the amount to
// send it answers, and the form answered with its problems. Controls are found by their names and
// values, which read the same in every language.

const donation = '/payment/donation';

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`).first();

/** The amount typed, ETH chosen, and the amount to send asked of the server. */
const askAmount = async (page: Page) => {
  await field(page, 'amount').fill('12');
  await page.locator('input[name=coin][value=eth]').check();
  await page.locator('button[name=intent][value=quote]').click();
  await page.locator('input[name=quote]').waitFor({ state: 'attached' });
};

export const scenarios: Scenario[] = [
  { name: 'payment-crypto-without-scripts', path: donation, javaScript: false },
  {
    name: 'payment-crypto-quoted-without-scripts',
    path: donation,
    javaScript: false,
    prepare: askAmount,
  },
  {
    name: 'payment-crypto-refused-without-scripts',
    path: donation,
    javaScript: false,
    prepare: async (page) => {
      await askAmount(page);
      await field(page, 'txid').fill(newTxid().slice(0, 20));
      await page.locator('button[name=intent][value=pay]').click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
    },
  },
];
