import type { Page } from 'playwright-core';
import { isStepUpSettingKey, type PaymentMethodSwitch } from '@ghost/events';
import { expect } from 'vitest';
import { testCryptoAddresses } from './crypto-addresses.js';
import { request } from './http.js';
import { stepUp, type SignedInAdmin } from './admins.js';
import type { TestPortal } from './test-portal.js';

/** The subscription flow with the account prefilled, as the home page's links may open it. */
export const subscriptionPath =
  '/payment/ghost-eshop-pro?username=player_one&email=player%40example.com';

/** Changes settings as a super admin does on the settings screen (PUT /api/settings). */
export const changeSettings = async (
  portal: TestPortal,
  admin: SignedInAdmin,
  settings: Record<string, string>,
): Promise<void> => {
  // Payout addresses and notifications change from a session raised by a step-up only.
  if (Object.keys(settings).some(isStepUpSettingKey)) await stepUp(portal, admin);
  const answer = await request(portal.url, 'PUT', '/api/settings', settings, admin.headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};

/** Switches payment methods on or off (the Payment Methods tab); unnamed ones are left alone. */
export const switchMethods = (
  portal: TestPortal,
  admin: SignedInAdmin,
  states: Partial<Record<PaymentMethodSwitch, boolean>>,
) =>
  changeSettings(
    portal,
    admin,
    Object.fromEntries(
      Object.entries(states).map(([name, on]) => [`payment_method_${name}_enabled`, String(on)]),
    ),
  );

export const allMethodsOn = { card: true, crypto: true, nintendo: true, alternative: true };

/** Removes every coin's receiving address, or puts the test addresses back. */
export const setCryptoAddresses = (portal: TestPortal, admin: SignedInAdmin, on: boolean) =>
  changeSettings(
    portal,
    admin,
    Object.fromEntries(
      Object.entries(testCryptoAddresses).map(([key, address]) => [key, on ? address : '']),
    ),
  );

/** A radio found by how its tile starts ("3 months", "Cryptocurrency", "BTC"). */
export const tile = (page: Page, start: string) =>
  page.getByRole('radio', { name: new RegExp(`^${start.replace(/[()$.]/g, '\\$&')}`) });

/** Information filled in: the method, its region if any, and the duration. */
export const chooseOnInformation = async (
  page: Page,
  choices: { method: string; duration?: string; region?: string },
) => {
  await tile(page, choices.method).check();
  if (choices.region) await tile(page, choices.region).check();
  await tile(page, choices.duration ?? '3 months').check();
};

/** Information filled in, then on to the payment step, which is shown once its heading is. */
export const toPaymentStep = async (
  page: Page,
  choices: { method: string; duration?: string; region?: string },
) => {
  await chooseOnInformation(page, choices);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('heading', { name: 'Complete Transaction' }).waitFor();
};

/** The payment ID the confirmation shows. */
export const confirmedPaymentId = async (page: Page): Promise<string> => {
  await page.getByRole('heading', { name: 'Payment Complete' }).waitFor({ timeout: 10_000 });
  const id = (await page.locator('main code').first().textContent()) ?? '';
  expect(id).toMatch(/^GHOST-\d{10,16}-[A-Z0-9]{16,40}$/);
  return id;
};

/** What the public tracking call answers for a payment. */
export const tracked = async (portal: TestPortal, paymentId: string) =>
  (await request(portal.url, 'GET', `/api/transactions/track/${paymentId}`)).body;

/**
 * Opens a payment page from the home page's links, in the running app: the page then reads its
 * switches, prices and addresses from the browser, where a test's routes answer them (opened by
 * its address, the server renders it from its own reads). English names of the links.
 */
export const openPaymentInApp = async (
  page: Page,
  portal: TestPortal,
  type: 'ghost-eshop-pro' | 'donation',
) => {
  await page.goto(`${portal.url}/`);
  // The home page follows a link in the app once it is hydrated: its language menu says so.
  await expect.poll(() => page.getByRole('combobox', { name: 'Language' }).isEnabled()).toBe(true);
  const choices = page.getByRole('list', { name: 'Choose what you want to do' });
  await choices
    .getByRole('link', { name: type === 'donation' ? 'Donation' : 'PRO subscription' })
    .click();
  await page.waitForURL(`${portal.url}/payment/${type}`);
};
