import type { Page } from 'playwright-core';
import { sessionStorageOf } from '../../support/admin-pages.js';
import { nextTotpCode, signedInAdmin } from '../../support/admins.js';
import type { Demo } from '../demo.js';
import type { Scenario } from '../scenario.js';

/** A Bitcoin address of the right format whose bech32 checksum is wrong: the server refuses it. */
const badChecksumBtc = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdz';

/** The settings are loaded once the selected tab's panel shows. */
const ready = (page: Page) => page.getByRole('tabpanel').waitFor();

const settingsAt = (tab: string) => `/admin/settings?tab=${tab}`;

const saveButton = (page: Page) =>
  page.getByRole('button', {
    name: /^(Save Changes|Änderungen speichern|変更を保存|Сохранить изменения|Salvar alterações|Zapisz zmiany)/,
  });

/** The price list answered by a stand-in, to show what the real one never holds. */
const answerPricing = async (page: Page, items: unknown) => {
  await page.route('**/api/settings/pricing/all', (route) =>
    route.fulfill({ json: items, headers: { 'cache-control': 'no-store' } }),
  );
  await page.reload({ waitUntil: 'load' });
  await page.getByRole('tabpanel').waitFor();
};

/**
 * The Crypto tab of a super admin whose session is not raised, with a new Solana address typed
 * and Save pressed: the step-up dialog asks for the password and a code. Answers the account.
 */
const toStepUp = async (page: Page, demo: Demo) => {
  const boss = await signedInAdmin(demo.portal, 'super_admin');
  const storage = await sessionStorageOf(demo.portal, boss);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  await page.reload();
  await ready(page);
  await page
    .locator('#setting-crypto_sol_address')
    .fill('So11111111111111111111111111111111111111112');
  await saveButton(page).click();
  await page.locator('dialog[open] #step-up-password').waitFor();
  return boss;
};

export const scenarios: Scenario[] = [
  {
    name: 'settings-step-up',
    path: settingsAt('crypto'),
    viewportOnly: true,
    prepare: async (page, demo) => {
      await toStepUp(page, demo);
    },
  },
  {
    name: 'settings-step-up-refused',
    path: settingsAt('crypto'),
    viewportOnly: true,
    prepare: async (page, demo) => {
      const boss = await toStepUp(page, demo);
      await page.locator('#step-up-password').fill('Not-the-passw0rd');
      await page.locator('#step-up-code').fill(await nextTotpCode(demo.portal, boss));
      await page.locator('dialog[open] button[type=submit]').click();
      await page.locator('#step-up-password[aria-invalid="true"]').waitFor();
    },
  },
  { name: 'settings-general', path: settingsAt('general'), signedIn: 'super_admin' },
  {
    name: 'settings-general-errors',
    path: settingsAt('general'),
    signedIn: 'super_admin',
    prepare: async (page) => {
      await ready(page);
      await page.locator('#setting-security_max_pending_hours').fill('200');
      await page.locator('#setting-notifications_email').click();
      await saveButton(page).click();
    },
  },
  { name: 'settings-methods', path: settingsAt('methods'), signedIn: 'super_admin' },
  {
    name: 'settings-methods-card-off',
    path: settingsAt('methods'),
    signedIn: 'super_admin',
    prepare: async (page) => {
      await ready(page);
      await page.locator('#setting-payment_method_card_enabled').click();
    },
  },
  {
    name: 'settings-methods-all-off',
    path: settingsAt('methods'),
    signedIn: 'super_admin',
    prepare: async (page) => {
      await ready(page);
      for (const method of ['card', 'crypto', 'nintendo', 'alternative']) {
        await page.locator(`#setting-payment_method_${method}_enabled`).click();
      }
    },
  },
  { name: 'settings-crypto', path: settingsAt('crypto'), signedIn: 'super_admin' },
  {
    name: 'settings-crypto-typing',
    path: settingsAt('crypto'),
    signedIn: 'super_admin',
    prepare: async (page) => {
      await ready(page);
      await page.locator('#setting-crypto_btc_address').fill('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2');
      await page.locator('#setting-crypto_eth_address').fill('0x52908400098527886E0F70300');
      await page.locator('#setting-crypto_sol_address').fill('');
      await page
        .locator('#setting-crypto_usdc_address')
        .fill('0x8617e340b3d01fa5f11f306f4090fd50e238070d');
      await page.locator('#setting-crypto_usdc_address').blur();
    },
  },
  {
    name: 'settings-crypto-server-error',
    path: settingsAt('crypto'),
    signedIn: 'super_admin',
    prepare: async (page) => {
      await ready(page);
      await page.locator('#setting-crypto_btc_address').fill(badChecksumBtc);
      await saveButton(page).click();
      await page.locator('#setting-crypto_btc_address[aria-invalid="true"]').waitFor();
    },
  },
  { name: 'settings-pricing-card', path: settingsAt('pricing'), signedIn: 'super_admin' },
  {
    name: 'settings-pricing-japan-edited',
    path: settingsAt('pricing'),
    signedIn: 'super_admin',
    prepare: async (page) => {
      await ready(page);
      await page.locator('input[name="pricing-type"][value="nintendo-eshop"]').check();
      await page.locator('input[name="pricing-region"][value="japan"]').check();
      const prices = page.locator('input[type="number"]');
      await prices.nth(1).fill('1400');
      await prices.nth(2).fill('1999.5');
      await page.getByRole('switch').nth(3).click();
      await saveButton(page).click();
    },
  },
  {
    name: 'settings-pricing-add',
    path: settingsAt('pricing'),
    signedIn: 'super_admin',
    viewportOnly: true,
    prepare: async (page) => {
      await ready(page);
      await page.locator('input[name="pricing-type"][value="nintendo-eshop"]').check();
      await page.locator('input[name="pricing-region"][value="japan"]').check();
      await page.locator('[data-action="addPrice"]').click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('select').selectOption('4_months');
      await dialog.locator('input[type="number"]').fill('2400.5');
      await dialog.locator('button[type="submit"]').click();
      await dialog.locator('[aria-invalid="true"]').first().waitFor();
    },
  },
  {
    name: 'settings-pricing-delete',
    path: settingsAt('pricing'),
    signedIn: 'super_admin',
    viewportOnly: true,
    prepare: async (page) => {
      await ready(page);
      await page.locator('[data-action="deletePrice"]:visible').first().click();
      await page.getByRole('alertdialog').waitFor();
    },
  },
  {
    name: 'settings-pricing-empty',
    path: settingsAt('pricing'),
    signedIn: 'super_admin',
    prepare: (page) => answerPricing(page, []),
  },
  {
    name: 'settings-pricing-no-ids',
    path: settingsAt('pricing'),
    signedIn: 'super_admin',
    prepare: async (page) => {
      await ready(page);
      await answerPricing(page, [
        {
          category: 'ghost-eshop-pro',
          payment_type: 'card',
          region: null,
          duration: '1_month',
          price: 5,
          currency: 'USD',
          is_active: true,
        },
      ]);
      await saveButton(page).click();
    },
  },
  {
    name: 'settings-pricing-corrupted',
    path: settingsAt('pricing'),
    signedIn: 'super_admin',
    prepare: (page) => answerPricing(page, { items: 'none' }),
  },
  {
    name: 'settings-saved',
    path: settingsAt('general'),
    signedIn: 'super_admin',
    viewportOnly: true,
    prepare: async (page) => {
      await ready(page);
      await saveButton(page).click();
      await page
        .getByRole('button', { name: /Saved!|Gespeichert|保存しました|Сохранено|Salvo|Zapisano/ })
        .waitFor();
    },
  },
  {
    name: 'settings-leave',
    path: settingsAt('general'),
    signedIn: 'super_admin',
    viewportOnly: true,
    prepare: async (page) => {
      await ready(page);
      await page.locator('#setting-security_auto_process').click();
      const users = page.locator('a[href="/admin/users"]');
      if (!(await users.isVisible())) {
        await page.locator('button[aria-controls="admin-drawer"]').click();
      }
      await page.locator('a[href="/admin/users"]:visible').click();
      await page.getByRole('alertdialog').waitFor();
    },
  },
];
