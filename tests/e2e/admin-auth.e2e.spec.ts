import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sessionStorageOf } from '../support/admin-pages.js';
import {
  createTestAdmin,
  signedInAdmin,
  signIn,
  totpCode,
  type SignedInAdmin,
  type TestAdmin,
} from '../support/admins.js';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { request } from '../support/http.js';
import { openPage, scrollsSideways, type PageOptions } from '../support/pages.js';
import { expectFocusWithin, expectFocused } from '../support/focus.js';

/**
 * The admin sign-in, the gate and the frame in Chromium against
 * the real portal: accounts are opened as the admin CLI does, and sign in through the screen.
 */
const suite = browserSuite();

/** A page signed in as `who` (the session in local storage, as the sign-in leaves it). */
const openSignedIn = async (who: SignedInAdmin, options: PageOptions = {}) =>
  openPage(suite.browser, { ...options, storage: await sessionStorageOf(suite.portal, who) });

const fillCredentials = async (page: Page, account: TestAdmin, password = account.password) => {
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/** The next TOTP step's code: the one just used (same step) would be refused as a replay. */
const nextCode = (secret: string) =>
  totpCode(secret, new Date(suite.portal.clock().getTime() + 30_000));

/** Answers GET /api/auth/me with the real account and a session end of our choosing. */
const sessionEndingIn = (page: Page, ms: number) =>
  page.route('**/api/auth/me', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as Record<string, unknown>;
    json.expiresAt = new Date(Date.now() + ms).toISOString();
    await route.fulfill({ response, json });
  });

/** A promise a route handler waits on until the test releases it. */
const barrier = () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
};

const refuseLogin = (page: Page, status: number, error: Record<string, unknown>) =>
  page.route('**/api/auth/login', (route) => route.fulfill({ status, json: { error } }));

describe('signing in', () => {
  it('forces a new super admin into the 2FA setup, then signs them in with the code step on the page first asked for', async () => {
    const account = await createTestAdmin(suite.portal, { role: 'super_admin' });
    const { page, problems, close } = await openPage(suite.browser);

    // A visitor of an admin page is sent to the sign-in, which remembers the page.
    await page.goto(`${suite.portal.url}/admin/users`);
    await page.waitForURL(/\/admin$/);
    await page.getByRole('heading', { level: 1, name: 'Admin sign in' }).waitFor();
    await expectAccessible(page, 'sign-in');
    await fillCredentials(page, account);

    // No two-factor yet: signed in, but kept out until it is set up.
    await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
    await page.waitForURL(/\/admin\/users$/);
    await expect(
      page
        .getByText(
          'Two-factor authentication is required to access the admin panel. Please enable 2FA to continue.',
        )
        .count(),
    ).resolves.toBe(1);
    await expect(page.getByRole('navigation').count()).resolves.toBe(0);
    await expectAccessible(page, 'access denied');

    await page.getByRole('button', { name: 'Setup 2FA Now' }).click();
    await page.getByRole('heading', { name: 'Protect your account with a second step' }).waitFor();
    await expectAccessible(page, '2FA setup: intro');
    await page.getByRole('button', { name: 'Begin setup' }).click();
    const qr = page.getByRole('img', { name: 'QR code to scan with your authenticator app' });
    await qr.waitFor();
    await expect(qr.getAttribute('src')).resolves.toMatch(/^data:image\/png;base64,/);
    // Shown in groups of four.
    const secret = (await page.getByRole('textbox', { name: 'Setup key' }).inputValue()).replaceAll(
      ' ',
      '',
    );
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectAccessible(page, '2FA setup: scan');

    await page.getByRole('button', { name: 'Next: enter the code' }).click();
    const codeField = page.getByLabel('6-digit code');
    const enable = page.getByRole('button', { name: 'Enable 2FA' });
    await expect(enable.isDisabled()).resolves.toBe(true);
    // Digits only, trimmed to 6 as typed.
    await codeField.pressSequentially('12a34');
    await expect(codeField.inputValue()).resolves.toBe('1234');
    await expect(enable.isDisabled()).resolves.toBe(true);
    await codeField.blur();
    await page.getByText('Code must be 6 digits').waitFor();
    await codeField.fill('');
    await page.getByText('Please enter the 6-digit code').waitFor();
    await codeField.fill('000000');
    await enable.click();
    await page.getByText('Invalid code. Please try again.').waitFor();
    await expectAccessible(page, '2FA setup: wrong code');

    await codeField.fill(await totpCode(secret, suite.portal.clock()));
    // The page reloads itself after 2 seconds, into the panel. That first reload is answered
    // 204 No Content, which leaves the success screen in place (a held reload would leave the
    // page between two documents, where the accessibility scan cannot run), and is then made
    // by the test.
    let reloadAsked = 0;
    await page.route(`${suite.portal.url}/admin/users`, async (route) => {
      reloadAsked = Date.now();
      await route.fulfill({ status: 204 });
    });
    await enable.click();
    await page.getByRole('heading', { name: 'Two-factor authentication is on' }).waitFor();
    const shownAt = Date.now();
    await expectAccessible(page, '2FA setup: success');
    await expect.poll(() => reloadAsked, { timeout: 10_000 }).toBeGreaterThan(0);
    // Time to read it first: not at once.
    expect(reloadAsked - shownAt).toBeGreaterThan(1000);
    await page.unroute(`${suite.portal.url}/admin/users`);
    await page.reload();
    await page.getByRole('navigation', { name: 'Admin' }).waitFor();
    await page.getByText('2FA enabled').waitFor();
    await expect(page.evaluate(() => location.pathname)).resolves.toBe('/admin/users');

    // Sign-out returns to /admin.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByText('You have signed out.').waitFor();
    await expect(page.evaluate(() => localStorage.getItem('admin_token'))).resolves.toBeNull();

    // Signing in again asks for the code, greets the admin, and opens the page first asked for.
    await page.goto(`${suite.portal.url}/admin/card-payments`);
    await page.waitForURL(/\/admin$/);
    await fillCredentials(page, account);
    await page.getByRole('heading', { level: 1, name: 'Two-factor verification' }).waitFor();
    await page.getByText(`Hello, ${account.username}`).waitFor();
    const code = page.getByLabel('Authentication code');
    await expect(code.getAttribute('maxlength')).resolves.toBe('6');
    await expectAccessible(page, 'sign-in: code step');
    await code.fill(await nextCode(secret));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL(/\/admin\/card-payments$/);
    await page.getByRole('navigation', { name: 'Admin' }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it('sends a signed-in admin away from the sign-in, to the dashboard', async () => {
    const admin = await signedInAdmin(suite.portal, 'admin');
    const { page, close } = await openSignedIn(admin);
    await page.goto(`${suite.portal.url}/admin`);
    await page.waitForURL(/\/admin\/dashboard$/);
    await close();
  });

  it('says "Invalid username or password" and "Invalid 2FA code", and goes back from the code step', async () => {
    const admin = await signedInAdmin(suite.portal, 'admin');
    const { page, problems, close } = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/admin`);
    await fillCredentials(page, admin, 'Wrong-password-1');
    await page.getByRole('alert').getByText('Invalid username or password').waitFor();
    await expect(page.getByLabel('Password').inputValue()).resolves.toBe('');
    await expectAccessible(page, 'sign-in: wrong password');

    await fillCredentials(page, admin);
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.getByText('Invalid 2FA code. Please try again.').waitFor();
    await expectAccessible(page, 'sign-in: wrong code');

    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin sign in' }).waitFor();
    await expect(page.getByLabel('Username').inputValue()).resolves.toBe(admin.username);
    expect(problems).toEqual([]);
    await close();
  });

  it('retries without a code on TWOFA_REQUIRED, and the account then sets up 2FA', async () => {
    const account = await createTestAdmin(suite.portal);
    const { page, close } = await openPage(suite.browser);
    const sent: unknown[] = [];
    let first = true;
    await page.route('**/api/auth/login', async (route: Route) => {
      sent.push(route.request().postDataJSON());
      // As if two-factor had been reset between the two steps.
      if (first) {
        first = false;
        await route.fulfill({ status: 401, json: { error: { code: 'TWOFA_TOKEN_REQUIRED' } } });
      } else {
        await route.continue();
      }
    });
    await page.goto(`${suite.portal.url}/admin`);
    await fillCredentials(page, account);
    await page.getByLabel('Authentication code').fill('123456');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
    expect(sent).toEqual([
      { username: account.username, password: account.password },
      { username: account.username, password: account.password, twofa_token: '123456' },
      { username: account.username, password: account.password },
    ]);
    await close();
  });

  it('says "Login failed. Please try again." for any other refusal', async () => {
    const { page, close } = await openPage(suite.browser);
    await refuseLogin(page, 500, { code: 'INTERNAL_ERROR', message: 'boom' });
    await page.goto(`${suite.portal.url}/admin`);
    await fillCredentials(page, { username: 'someone', password: 'Some-password-1' } as TestAdmin);
    await page.getByText('Login failed. Please try again.').waitFor();
    await close();
  });

  it('counts a rate limit down in m:ss with the form disabled, then lets the admin try again', async () => {
    const { page, problems, close } = await openPage(suite.browser);
    // The page's clock starts at a known instant and runs on its own until paused below.
    const start = Date.now();
    await page.clock.install({ time: start });
    await refuseLogin(page, 429, { code: 'TOO_MANY_ATTEMPTS', message: 'x', retryAfter: 65 });
    await page.goto(`${suite.portal.url}/admin`);
    await fillCredentials(page, { username: 'someone', password: 'Some-password-1' } as TestAdmin);
    // Shown, and announced once by a hidden alert of the same words.
    await page
      .getByText('Too many login attempts. Please wait 1:05 before trying again.')
      .first()
      .waitFor();
    await page.getByText('IP address temporarily blocked').waitFor();
    await page
      .getByText(
        'Too many failed sign-in attempts came from your network. Please try again in 15 minutes.',
      )
      .waitFor();
    const controls = [
      page.getByLabel('Username'),
      page.getByLabel('Password'),
      page.getByRole('button', { name: 'Sign in' }),
    ];
    for (const control of controls) await expect(control.isDisabled()).resolves.toBe(true);
    await expectAccessible(page, 'sign-in: rate limited');

    // From here the page's clock moves only when told to. Pausing at a fixed instant well ahead
    // of now (rather than "now + a little", which a busy machine can overtake) makes the step
    // deterministic; the seconds left are then read from the page and counted down from there.
    await page.clock.pauseAt(start + 30_000);
    const shown = await page
      .getByText(/^Too many login attempts/)
      .first()
      .innerText();
    const left = Number(/(\d+):(\d\d)/.exec(shown)?.[1]) * 60 + Number(/:(\d\d)/.exec(shown)?.[1]);
    expect(left).toBeGreaterThan(5);
    expect(left).toBeLessThan(65);
    await page.clock.runFor(1000);
    await page.getByText(`Please wait ${minutesAndSeconds(left - 1)} before`).waitFor();
    await page.clock.runFor((left - 1 - 4) * 1000);
    await page.getByText('Please wait 0:04 before').waitFor();
    await page.clock.runFor(4_000);
    await page.getByText('You can try signing in again.').waitFor();
    for (const control of controls) await expect(control.isDisabled()).resolves.toBe(false);
    await expect(page.getByText('Too many login attempts').count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('counts down from the server retry time when a username is locked for real (15:00 at most)', async () => {
    const { page, close } = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/admin`);
    const stranger = { username: `nobody-${Date.now()}`, password: 'Wrong-password-1' };
    // 5 failures for one username lock it for 15 minutes; the 6th attempt is refused at once.
    for (let attempt = 1; attempt <= 5; attempt++) {
      await fillCredentials(page, stranger as TestAdmin);
      await page.getByText('Invalid username or password').waitFor();
    }
    await fillCredentials(page, stranger as TestAdmin);
    const wait = page.getByText(/^Too many login attempts\. Please wait 1[45]:\d\d before/).first();
    await wait.waitFor();
    await expect(page.getByLabel('Username').isDisabled()).resolves.toBe(true);
    await close();
  });
});

describe('the gate', () => {
  it('says "Checking authentication..." while the stored session is checked', async () => {
    const admin = await signedInAdmin(suite.portal, 'admin');
    const { page, close } = await openSignedIn(admin);
    const { held, release } = barrier();
    await page.route('**/api/auth/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${suite.portal.url}/admin/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Checking authentication...' }).waitFor();
    await expectAccessible(page, 'checking authentication');
    release();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await close();
  });

  it('lets an admin without 2FA sign out of Access Denied', async () => {
    const admin = await signIn(suite.portal, await createTestAdmin(suite.portal), {
      twoFactor: false,
    });
    const { page, close } = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/admin`);
    await page.evaluate(
      ([token, expiresAt]) => {
        localStorage.setItem('admin_token', token!);
        localStorage.setItem('admin_token_expires_at', expiresAt!);
      },
      [admin.token, new Date(Date.now() + 3_600_000).toISOString()],
    );
    await page.goto(`${suite.portal.url}/admin/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
    await page.getByText(`Signed in as ${admin.username}`).waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByText('You have signed out.').waitFor();
    // The server ended the session too.
    const me = await request(suite.portal.url, 'GET', '/api/auth/me', undefined, admin.headers);
    expect(me.status).toBe(401);
    await close();
  });

  it('redirects an admin from /admin/settings to the dashboard with "Only Super Administrators can access system settings." and their role', async () => {
    const admin = await signedInAdmin(suite.portal, 'admin');
    const { page, problems, close } = await openSignedIn(admin);
    await page.goto(`${suite.portal.url}/admin/settings`);
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const notice = page.getByRole('alert').filter({ hasText: 'Access Restricted' });
    await notice.getByText('Only Super Administrators can access system settings.').waitFor();
    await notice.getByText('Your role: Admin').waitFor();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link').allInnerTexts()).resolves.toEqual([
      'Dashboard',
      'Payment Validation',
      'Card Payments',
      'Users',
    ]);
    await expectAccessible(page, 'access restricted');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice.count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the frame', () => {
  it('shows the sidebar: every entry to a super admin, the username, role badge, 2FA note and permissions', async () => {
    const boss = await signedInAdmin(suite.portal, 'super_admin');
    const { page, problems, close } = await openSignedIn(boss);
    await page.goto(`${suite.portal.url}/admin/users`);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.waitFor();
    await expect(nav.getByRole('link').allInnerTexts()).resolves.toEqual([
      'Dashboard',
      'Payment Validation',
      'Card Payments',
      'Users',
      'Settings',
      'Audit Log',
    ]);
    await expect(
      nav.getByRole('link', { name: 'Users' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    // The skip link, first in the tab order, leads to the page.
    await page.keyboard.press('Tab');
    await expectFocused(page.getByRole('link', { name: 'Skip to main content' }));
    await expect(
      page.getByRole('link', { name: 'Skip to main content' }).getAttribute('href'),
    ).resolves.toBe('#main');
    await expect(page.locator('main#main').count()).resolves.toBe(1);
    const sidebar = page.getByRole('complementary', { name: 'Admin panel' });
    await sidebar.getByText(boss.username, { exact: true }).waitFor();
    await sidebar.getByText('Super Admin', { exact: true }).waitFor();
    await sidebar.getByText('2FA enabled').waitFor();
    await sidebar.getByText('Your permissions').click();
    await sidebar.getByText('Manage settings, payment methods and pricing').waitFor();
    await expectAccessible(page, 'frame with sidebar');
    expect(problems).toEqual([]);
    await close();
  });

  it('counts the session down in green, yellow at 60 minutes and red with "Expires soon!" at 15', async () => {
    const admin = await signedInAdmin(suite.portal, 'admin');
    const colourAt = async (minutes: number) => {
      const { page, close } = await openSignedIn(admin);
      await sessionEndingIn(page, minutes * 60_000);
      await page.goto(`${suite.portal.url}/admin/users`);
      const time = page.getByText(/^\d+:\d\d(:\d\d)? left$/);
      await time.waitFor();
      // The countdown ticks: its text changes within a few seconds.
      const first = await time.innerText();
      await expect.poll(() => time.innerText(), { timeout: 5_000 }).not.toBe(first);
      const seen = {
        soon: await page.getByText('Expires soon!').count(),
        underAnHour: await page.getByText('Less than an hour left').count(),
        colour: await time.evaluate((element) => getComputedStyle(element).color),
      };
      if (minutes === 10) await expectAccessible(page, 'session countdown red');
      await close();
      return seen;
    };
    const colourOf = async (token: string) => {
      const { page, close } = await openPage(suite.browser);
      await page.goto(`${suite.portal.url}/admin`);
      const value = await page.evaluate((name) => {
        const probe = document.createElement('span');
        probe.style.color = `var(${name})`;
        document.body.append(probe);
        return getComputedStyle(probe).color;
      }, token);
      await close();
      return value;
    };
    const green = await colourAt(200);
    const yellow = await colourAt(40);
    const red = await colourAt(10);
    expect(green).toEqual({
      soon: 0,
      underAnHour: 0,
      colour: await colourOf('--success-text'),
    });
    expect(yellow).toMatchObject({ soon: 0, underAnHour: 1 });
    expect(yellow.colour).toBe(await colourOf('--warning-text'));
    expect(red).toMatchObject({ soon: 1, underAnHour: 0 });
    expect(red.colour).toBe(await colourOf('--danger-text'));
  });

  it('keeps the session time in the top bar on small screens, red with "Expires soon!" at 15 minutes', async () => {
    const admin = await signedInAdmin(suite.portal, 'admin');
    const { page, close } = await openSignedIn(admin, { width: 360 });
    await sessionEndingIn(page, 10 * 60_000);
    await page.goto(`${suite.portal.url}/admin/users`);
    const bar = page.getByRole('banner');
    await bar.getByText('Expires soon!').waitFor();
    await bar.getByText(/^\d+:\d\d$/).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'session red at 360');
    await close();
  });

  it('signs out by itself when the session expires, back to /admin', async () => {
    const admin = await signedInAdmin(suite.portal, 'admin');
    const { page, close } = await openSignedIn(admin);
    await sessionEndingIn(page, 3_000);
    await page.goto(`${suite.portal.url}/admin/users`);
    await page.getByRole('navigation', { name: 'Admin' }).waitFor();
    await page.waitForURL(/\/admin$/, { timeout: 10_000 });
    await page.getByText('Your session has expired. Please sign in again.').waitFor();
    await expect(page.evaluate(() => localStorage.getItem('admin_token'))).resolves.toBeNull();
    await close();
  });

  it('opens the sidebar as a drawer at 360 px: focus moves in and stays, Escape closes it and focus returns', async () => {
    const admin = await signedInAdmin(suite.portal, 'admin');
    const { page, problems, close } = await openSignedIn(admin, { width: 360, height: 700 });
    await page.goto(`${suite.portal.url}/admin/users`);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.waitFor();
    await expect(page.getByRole('navigation', { name: 'Admin' }).count()).resolves.toBe(0);
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'frame at 360, drawer closed');

    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.getByRole('navigation', { name: 'Admin' }).waitFor();
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
    await expectFocusWithin(drawer);
    for (let step = 0; step < 15; step++) {
      await page.keyboard.press('Tab');
      await expectFocusWithin(drawer);
    }
    await expectAccessible(page, 'drawer open at 360');

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expectFocused(menu);

    // An entry chosen in the drawer opens its page at the top, and closes the drawer.
    await page.evaluate(() => {
      window.scrollTo(0, document.body.scrollHeight);
    });
    await menu.click();
    await drawer.getByRole('link', { name: 'Card Payments' }).click();
    await page.waitForURL(/\/admin\/card-payments$/);
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Card Payments' }).waitFor();
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});

function minutesAndSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
