import type { Page } from 'playwright-core';
import { createTestAdmin, signIn, totpCode } from '../../support/admins.js';
import type { Demo } from '../demo.js';
import type { Scenario } from '../scenario.js';

/** Signs in a fresh account without two-factor and reloads: the forced setup's first screen. */
const withoutTwoFactor = async (page: Page, demo: Demo) => {
  const account = await signIn(demo.portal, await createTestAdmin(demo.portal), {
    twoFactor: false,
  });
  const expiresAt = new Date(Date.now() + 4 * 3_600_000).toISOString();
  await page.evaluate(
    ([token, expires]) => {
      localStorage.setItem('admin_token', token!);
      localStorage.setItem('admin_token_expires_at', expires!);
    },
    [account.token, expiresAt],
  );
  await page.goto(page.url().replace(/\/admin.*$/, '/admin/dashboard'));
  await page.getByRole('heading', { level: 1 }).waitFor();
};

/** The setup's QR code step; answers the setup key shown. */
const toScanStep = async (page: Page, demo: Demo): Promise<string> => {
  await withoutTwoFactor(page, demo);
  await page.locator('main button').first().click(); // Setup 2FA Now
  await page.locator('main button').first().click(); // Begin setup
  await page.locator('main img').waitFor();
  return (await page.locator('#twofa-secret').inputValue()).replaceAll(' ', '');
};

const toCodeStep = async (page: Page, demo: Demo) => {
  await page.locator('#login-username').fill(demo.superAdmin.admin.username);
  await page.locator('#login-password').fill(demo.superAdmin.admin.password);
  await page.locator('button[type=submit]').click();
  await page.locator('#login-code').waitFor();
};

/** The session's end `minutes` from now, as GET /auth/me answers it. */
const sessionEndingIn = async (page: Page, minutes: number) => {
  await page.route('**/api/auth/me', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as Record<string, unknown>;
    json.expiresAt = new Date(Date.now() + minutes * 60_000).toISOString();
    await route.fulfill({ response, json });
  });
  await page.reload();
  await page.locator('main h1').waitFor();
};

/** Signs in a fresh account whose password a super admin set: the forced change comes first. */
const withOneTimePassword = async (page: Page, demo: Demo) => {
  const account = await createTestAdmin(demo.portal, { oneTime: true });
  await page.locator('#login-username').fill(account.username);
  await page.locator('#login-password').fill(account.password);
  await page.locator('button[type=submit]').click();
  await page.locator('#first-password-current').waitFor();
};

export const scenarios: Scenario[] = [
  { name: 'admin-forced-password', path: '/admin', prepare: withOneTimePassword },
  {
    name: 'admin-forced-password-problems',
    path: '/admin',
    prepare: async (page, demo) => {
      await withOneTimePassword(page, demo);
      await page.locator('#first-password-next').fill('short');
      await page.locator('main button[type=submit]').click();
      await page.locator('#first-password-current[aria-invalid="true"]').waitFor();
    },
  },
  { name: 'admin-login', path: '/admin' },
  {
    name: 'admin-login-code',
    path: '/admin',
    prepare: toCodeStep,
  },
  {
    name: 'admin-login-invalid',
    path: '/admin',
    prepare: async (page, demo) => {
      await page.locator('#login-username').fill(demo.admin.admin.username);
      await page.locator('#login-password').fill('Not-the-password-1');
      await page.locator('button[type=submit]').click();
      await page.getByRole('alert').waitFor();
    },
  },
  {
    name: 'admin-login-locked',
    path: '/admin',
    prepare: async (page) => {
      await page.route('**/api/auth/login', (route) =>
        route.fulfill({
          status: 429,
          json: {
            error: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many', retryAfter: 65 },
          },
        }),
      );
      await page.locator('#login-username').fill('someone');
      await page.locator('#login-password').fill('Wrong-password-1');
      await page.locator('button[type=submit]').click();
      await page.locator('#login-username:disabled').waitFor();
    },
  },
  {
    name: 'admin-checking',
    path: '/admin',
    signedIn: 'admin',
    prepare: async (page) => {
      // A check the server cannot answer yet keeps the token and the checking screen.
      await page.route('**/api/auth/me', (route) =>
        route.fulfill({ status: 503, json: { error: { code: 'SERVICE_UNAVAILABLE' } } }),
      );
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.locator('h1').waitFor();
    },
    viewportOnly: true,
  },
  { name: 'admin-denied', path: '/admin', prepare: withoutTwoFactor },
  {
    name: 'admin-2fa-intro',
    path: '/admin',
    prepare: async (page, demo) => {
      await withoutTwoFactor(page, demo);
      await page.locator('main button').first().click(); // Setup 2FA Now
    },
  },
  {
    name: 'admin-2fa-scan',
    path: '/admin',
    prepare: async (page, demo) => {
      await toScanStep(page, demo);
    },
  },
  {
    name: 'admin-2fa-verify-error',
    path: '/admin',
    prepare: async (page, demo) => {
      await toScanStep(page, demo);
      await page.locator('main button').nth(1).click(); // Next, after Copy
      await page.locator('#twofa-code').fill('000000');
      await page.locator('button[type=submit]').click();
      await page.getByRole('alert').waitFor();
    },
  },
  {
    name: 'admin-2fa-done',
    path: '/admin',
    prepare: async (page, demo) => {
      const secret = await toScanStep(page, demo);
      await page.locator('main button').nth(1).click();
      await page.locator('#twofa-code').fill(await totpCode(secret, demo.portal.clock()));
      await page.locator('button[type=submit]').click();
      await page.locator('#twofa-code').waitFor({ state: 'detached' });
    },
    viewportOnly: true,
  },
  { name: 'admin-frame', path: '/admin/users', signedIn: 'super_admin' },
  {
    name: 'admin-drawer',
    path: '/admin/users',
    signedIn: 'admin',
    viewportOnly: true,
    prepare: async (page) => {
      const menu = page.locator('button[aria-haspopup=dialog]');
      if ((await menu.count()) === 0) return; // wide screens have no drawer
      await menu.click();
      await page.locator('dialog[open] nav').waitFor();
    },
  },
  {
    name: 'admin-countdown-warning',
    path: '/admin/users',
    signedIn: 'super_admin',
    viewportOnly: true,
    prepare: (page) => sessionEndingIn(page, 40),
  },
  {
    name: 'admin-countdown-critical',
    path: '/admin/users',
    signedIn: 'super_admin',
    viewportOnly: true,
    prepare: (page) => sessionEndingIn(page, 10),
  },
  { name: 'admin-restricted', path: '/admin/settings', signedIn: 'admin', viewportOnly: true },
];
