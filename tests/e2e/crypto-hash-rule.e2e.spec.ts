import { randomBytes } from 'node:crypto';
import type { Locator, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { request } from '../support/http.js';
import type { OpenPage } from '../support/pages.js';
import {
  confirmedPaymentId,
  subscriptionPath,
  tile,
  toPaymentStep,
} from '../support/payment-flow.js';
import { expectFocused } from '../support/focus.js';

/**
 * The hash rule of General Settings (`security_require_txid`) in the crypto form: on, the form
 * checks as typed that the hash has its coin's shape, says what is wrong under the field and
 * sends nothing; a refusal by the server shows by the field too.
 */
const suite = browserSuite({ afterEach: () => setHashRule(false) });
const superAdmin = suite.admin('super_admin');

/** Saves the rule as a super admin does and waits until the read models have it. */
const setHashRule = async (on: boolean) => {
  const saved = await request(
    suite.portal.url,
    'PUT',
    '/api/settings',
    { security_require_txid: String(on) },
    superAdmin.headers,
  );
  expect(saved.status).toBe(200);
  await request(suite.portal.url, 'GET', '/api/settings', undefined, {
    'x-log-position': saved.headers.get('x-log-position') ?? '0',
  });
};

const bitcoinMessage =
  'This does not look like a Bitcoin transaction hash: 64 characters 0–9 and a–f.';
const solanaMessage =
  'This does not look like a Solana transaction signature: 87 or 88 letters and digits, without 0, O, I or l.';

const submissionsOf = (page: OpenPage['page']) => {
  const sent: Request[] = [];
  page.on('request', (call) => {
    if (call.method() === 'POST' && call.url().endsWith('/api/transactions')) sent.push(call);
  });
  return sent;
};

/** The texts the field is described by (its hint and its error), as a screen reader reads them. */
const descriptionOf = (field: Locator) =>
  field.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

describe('the hash rule in the crypto form', () => {
  it("says under the hash field when a hash does not have its coin's shape, and sends nothing", async () => {
    await setHashRule(true);
    const { page } = await suite.visit(subscriptionPath);
    const sent = submissionsOf(page);
    await toPaymentStep(page, { method: 'Cryptocurrency' });
    await tile(page, 'BTC').check();
    const field = page.getByLabel('Transaction hash');
    await field.fill(`0x${randomBytes(32).toString('hex')}`);
    // Leaving the field for the checkbox shows the message, and the click still ticks the box.
    await page.getByRole('checkbox').click();
    await page.getByText(bitcoinMessage).waitFor();
    await expect(page.getByRole('checkbox').isChecked()).resolves.toBe(true);
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(descriptionOf(field)).resolves.toContain(bitcoinMessage);
    await expectAccessible(page, 'crypto form, hash of the wrong shape');

    await tile(page, 'SOL').check();
    await page.getByText(solanaMessage).waitFor();
    await tile(page, 'BTC').check();

    await page.getByRole('button', { name: 'Submit payment' }).click();
    await expectFocused(field);
    expect(sent).toHaveLength(0);

    await field.fill(randomBytes(32).toString('hex'));
    await expect.poll(() => page.getByText(bitcoinMessage).count()).toBe(0);
    await expect(field.getAttribute('aria-invalid')).resolves.toBeNull();
    await page.getByRole('button', { name: 'Submit payment' }).click();
    await confirmedPaymentId(page);
    expect(sent).toHaveLength(1);
  });

  it("shows the server's refusal by the hash field when the rule was switched on after the form loaded", async () => {
    const { page } = await suite.visit(subscriptionPath);
    await toPaymentStep(page, { method: 'Cryptocurrency' });
    await tile(page, 'BTC').check();
    const field = page.getByLabel('Transaction hash');
    await field.fill('paid from my wallet');
    await page.getByRole('checkbox').check();
    await setHashRule(true);
    const before = await suite.portal.eventStore.headPosition();
    await page.getByRole('button', { name: 'Submit payment' }).click();
    await page.getByText(bitcoinMessage).waitFor();
    await expectFocused(field);
    await expect(descriptionOf(field)).resolves.toContain(bitcoinMessage);
    await expect(field.inputValue()).resolves.toBe('paid from my wallet');
    // Refused before anything is written: no payment, no reservation of the hash, not even the
    // Idempotency-Key the form sends.
    await expect(suite.portal.eventStore.headPosition()).resolves.toBe(before);
    await expectAccessible(page, 'crypto form, hash refused by the server');
  });

  it('takes any text as the hash while the rule is off', async () => {
    const { page } = await suite.visit(subscriptionPath);
    await toPaymentStep(page, { method: 'Cryptocurrency' });
    await tile(page, 'BTC').check();
    await page.getByLabel('Transaction hash').fill(`paid ${randomBytes(8).toString('hex')}`);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Submit payment' }).click();
    await confirmedPaymentId(page);
  });
});
