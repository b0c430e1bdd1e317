import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openAdminPage } from '../support/admin-pages.js';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { widthProblems } from '../support/fits-screen.js';
import { request } from '../support/http.js';
import { setCryptoAddresses, subscriptionPath, tile } from '../support/payment-flow.js';
import { cryptoSubscription } from '../support/payment-requests.js';

/**
 * The longest translations on a 360 px phone: German (long compounds) and Russian (long words
 * and declensions) on the screens with the most text — the payment flow, the tracking page,
 * Payment Validation and the settings. Nothing may make the page scroll sideways, run past the
 * right edge or be clipped. The public header and the home page, which every payer sees first,
 * are checked the same way in all eight languages (a long track link or an unbreakable Japanese
 * phrase once pushed them sideways). The screens are found by their texts in that language, read
 * from its locale files, so the spec holds whatever the translators write.
 */
const suite = browserSuite();
const boss = suite.admin('super_admin');

interface Tree {
  [key: string]: string | Tree;
}
const localesDir = new URL('../../web/src/i18n/locales/', import.meta.url);

/** A text of `language`, by namespace and dotted key, as the locale file has it. */
const textsOf =
  (language: string) =>
  (namespace: string, key: string): string => {
    let node: string | Tree = JSON.parse(
      readFileSync(new URL(`${language}/${namespace}.json`, localesDir), 'utf8'),
    ) as Tree;
    for (const part of key.split('.')) {
      if (typeof node === 'string' || !(part in node)) {
        throw new Error(`No text ${language}/${namespace}: ${key}`);
      }
      node = node[part]!;
    }
    if (typeof node !== 'string') throw new Error(`${language}/${namespace}: ${key} is a group`);
    return node;
  };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An accessible name for a text that may hold soft hyphens (which let a long word break at
 * 360 px): matched whether the browser keeps them in the name or not.
 */
const named = (text: string) =>
  new RegExp(`^${text.split('\u00ad').map(escaped).join('\u00ad?')}$`);

/** How long a step may take to show: a failure names the step instead of the test timing out. */
const shown = { timeout: 15_000 };

let paymentId = '';

beforeAll(async () => {
  await setCryptoAddresses(suite.portal, boss, true);
  const answer = await request(suite.portal.url, 'POST', '/api/transactions', cryptoSubscription());
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  paymentId = String(answer.body.paymentId);
});

const languages = [
  { language: 'de', locale: 'de-DE', name: 'German' },
  { language: 'ru', locale: 'ru-RU', name: 'Russian' },
] as const;

for (const { language, locale, name } of languages) {
  describe(`in ${name}, on a 360 px phone`, () => {
    const t = textsOf(language);
    const phone = { width: 360, height: 780, locale, storage: { i18n_language: language } };

    const fits = async (page: Page, state: string) => {
      expect(await widthProblems(page), `${state} (${language}, 360 px)`).toEqual([]);
      await expectAccessible(page, `${state}, ${name}, 360 px`);
    };

    it('fits the payment flow: the information step, the crypto form and the voucher form', async () => {
      const { page } = await suite.visit(subscriptionPath, phone);
      await page.getByRole('heading', { name: t('payment', 'info.title') }).waitFor(shown);
      await tile(page, t('common', 'methods.crypto')).check(shown);
      await tile(page, t('common', 'durations.3_months')).check(shown);
      await fits(page, 'payment information, crypto chosen');

      await page.getByRole('button', { name: t('payment', 'info.continue') }).click();
      await page.getByRole('heading', { name: t('payment', 'payment.title') }).waitFor(shown);
      await page.getByLabel(t('payment', 'crypto.txid')).waitFor(shown);
      await fits(page, 'crypto payment form');

      await page.getByRole('button', { name: t('payment', 'payment.back') }).click();
      await page.getByRole('heading', { name: t('payment', 'info.title') }).waitFor(shown);
      await tile(page, t('common', 'methods.alternative-rewarble')).check(shown);
      await tile(page, t('common', 'durations.3_months')).check(shown);
      await page.getByRole('button', { name: t('payment', 'info.continue') }).click();
      await page
        .getByRole('textbox', { name: new RegExp(`^${escaped(t('payment', 'voucher.code'))}`) })
        .waitFor(shown);
      await fits(page, 'voucher payment form');
    });

    it('fits the tracking page of a payment awaiting verification', async () => {
      const { page } = await suite.visit(`/track/${paymentId}`, phone);
      await page
        .getByRole('region', { name: t('tracking', 'status.label') })
        .getByText(t('common', 'statuses.pending_payment_verification'))
        .first()
        .waitFor(shown);
      await page.getByText(t('tracking', 'next.teamVerifying')).waitFor(shown);
      await fits(page, 'tracking, awaiting verification');
    });

    it('fits Payment Validation with its payment cards', async () => {
      const opened = suite.watch(
        await openAdminPage(suite, boss, '/admin/transactions', { ...phone }),
      );
      const { page } = opened;
      await page
        .getByRole('heading', { level: 1, name: named(t('transactions', 'title')) })
        .waitFor(shown);
      await page
        .getByRole('button', { name: t('transactions', 'actions.verifyPayment') })
        .first()
        .waitFor(shown);
      await fits(page, 'Payment Validation');
    });

    it('fits the general settings, and the note of unsaved changes once one is made', async () => {
      const { page } = suite.watch(await openAdminPage(suite, boss, '/admin/settings', phone));
      await page.getByRole('tabpanel', { name: t('settings', 'tabs.general') }).waitFor(shown);
      await fits(page, 'General Settings');
      // A change shows the note of unsaved changes above the save button, with the tab's name.
      await page.getByRole('switch').first().click();
      await page.getByText(t('settings', 'save.unsavedOn').split('{{')[0]!.trim()).waitFor(shown);
      await fits(page, 'General Settings, unsaved');
    });

    it('fits the payment methods and the price list of the settings', async () => {
      const { page } = suite.watch(
        await openAdminPage(suite, boss, '/admin/settings?tab=methods', phone),
      );
      const panelOf = (tab: string) =>
        page.getByRole('tabpanel', { name: named(t('settings', `tabs.${tab}`)) });
      await panelOf('methods').getByRole('switch').first().waitFor(shown);
      await fits(page, 'settings, payment methods');
      await page.getByRole('tab', { name: named(t('settings', 'tabs.pricing')) }).click();
      await panelOf('pricing').getByRole('spinbutton').first().waitFor(shown);
      await fits(page, 'settings, price list');
    });
  });
}

describe('the public frame on a 360 px phone, in every language', () => {
  const locales = {
    en: 'en-US',
    fr: 'fr-FR',
    es: 'es-ES',
    de: 'de-DE',
    ru: 'ru-RU',
    ja: 'ja-JP',
    pt: 'pt-BR',
    pl: 'pl-PL',
  };
  for (const [language, locale] of Object.entries(locales)) {
    it(`fits the header and the home page in ${language}`, async () => {
      const t = textsOf(language);
      const { page } = await suite.visit('/', {
        width: 360,
        height: 780,
        locale,
        storage: { i18n_language: language },
      });
      await page.getByRole('heading', { level: 1, name: t('home', 'hero.title') }).waitFor(shown);
      await page
        .getByRole('banner')
        .getByRole('link', { name: t('common', 'header.trackPayment'), exact: true })
        .waitFor(shown);
      expect(await widthProblems(page), `home (${language}, 360 px)`).toEqual([]);
      await expectAccessible(page, `home, ${language}, 360 px`);
    });
  }
});
