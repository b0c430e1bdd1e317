import type { Request } from 'playwright-core';
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
  tracked,
} from '../support/payment-flow.js';
import {
  cryptoSubscription,
  newGiftCardCode,
  newVoucherCode,
} from '../support/payment-requests.js';
import { newTxid } from '../support/test-portal.js';
import { expectFocused } from '../support/focus.js';

/**
 * A payment by each method, end to end in a real browser against the real portal: what is sent,
 * what the visitor sees, and what tracking then shows.
 */
const suite = browserSuite();

/** The bodies and headers of the submissions the page sends. */
const submissionsOf = (page: OpenPage['page']) => {
  const sent: Request[] = [];
  page.on('request', (call) => {
    if (call.method() === 'POST' && call.url().endsWith('/api/transactions')) sent.push(call);
  });
  return sent;
};

describe('a crypto donation', () => {
  it('is submitted, waits 2 seconds, confirms, and is then tracked', async () => {
    const { page } = await suite.visit('/payment/donation?email=donor%40example.com');
    const sent = submissionsOf(page);
    await page.getByLabel('Donation amount (USD)').fill('25.50');
    const quoted = page.waitForResponse(
      (answer) =>
        answer.url().endsWith('/api/crypto/quotes') &&
        answer.request().postDataJSON().crypto_type === 'eth',
    );
    await tile(page, 'ETH').check();
    // $25.50 at the sandbox's $3,200 is 0.00796875 ETH, plus a tag below a cent.
    const quote = (await (await quoted).json()) as { crypto_amount: string; quote: string };
    expect(quote.crypto_amount).toMatch(/^0\.0079\d{4}$/);
    const qr = page.getByRole('img', {
      name: `QR code of the payment link: ${quote.crypto_amount} ETH to this address`,
    });
    await qr.waitFor();
    await expect(page.getByText('Ethereum', { exact: true }).count()).resolves.toBeGreaterThan(0);
    const explorer = page.getByRole('link', { name: /^View on Etherscan/ });
    await expect(explorer.getAttribute('href')).resolves.toMatch(
      /^https:\/\/etherscan\.io\/address\/0x/,
    );
    await expect(explorer.getAttribute('target')).resolves.toBe('_blank');
    for (const instruction of [
      `Send exactly ${quote.crypto_amount} ETH in one transfer: this amount identifies your payment.`,
      'Use only the Ethereum network. Coins sent on another network are lost.',
      '1-3 network confirmations are needed before we can verify your payment.',
    ]) {
      await page.getByText(instruction).waitFor();
    }
    const txid = newTxid();
    await page.getByLabel('Transaction hash').fill(txid);
    await page.getByLabel(`I sent exactly ${quote.crypto_amount} ETH to this address.`).check();
    await expectAccessible(page, 'crypto donation, filled in');

    const submitted = Date.now();
    await page.getByRole('button', { name: 'Submit payment' }).click();
    await page.getByRole('status').filter({ hasText: 'Processing your payment…' }).waitFor();
    await expectAccessible(page, 'processing wait');
    const paymentId = await confirmedPaymentId(page);
    expect(Date.now() - submitted).toBeGreaterThanOrEqual(2000);
    await expect(currentStepOf(page)).resolves.toBe('2Confirmation');
    await expectAccessible(page, 'confirmation');

    const body = sent[0]!.postDataJSON();
    expect(body).toEqual({
      payment_id: paymentId,
      type: 'donation',
      payment_method: 'crypto',
      crypto_type: 'eth',
      txid,
      quote: quote.quote,
      amount: 25.5,
      currency: 'USD',
      userEmail: 'donor@example.com',
      language: 'en',
    });
    expect(body.payment_id).toMatch(/^GHOST-\d{13}-[A-Z0-9]{22}$/);
    expect((await sent[0]!.allHeaders())['idempotency-key']).toMatch(/^[A-Z0-9]{32}$/);
    await expect(tracked(suite.portal, paymentId)).resolves.toMatchObject({
      paymentId,
      type: 'donation',
      paymentMethod: 'crypto',
      crypto_type: 'eth',
      amount: 25.5,
      currency: 'USD',
      status: 'pending_payment_verification',
    });
  });
});

const currentStepOf = (page: OpenPage['page']) =>
  page.locator('nav li[aria-current="step"]').textContent();

describe('a subscription', () => {
  it('is paid in crypto, with the username, e-mail, duration and price sent', async () => {
    const { page } = await suite.visit(subscriptionPath);
    const sent = submissionsOf(page);
    await toPaymentStep(page, { method: 'Cryptocurrency', duration: '1 year' });
    await tile(page, 'SOL').check();
    await page.getByLabel('Transaction hash').fill('5VfydYHK1Sx7mXHRZaLY8ZkoUBwbTh9Yg3Hh2PkxF8LT');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Submit payment' }).click();
    const paymentId = await confirmedPaymentId(page);
    expect(sent[0]!.postDataJSON()).toMatchObject({
      type: 'ghost-eshop-pro',
      crypto_type: 'sol',
      amount: 40,
      currency: 'USD',
      userUsername: 'player_one',
      userEmail: 'player@example.com',
      subscriptionDuration: '1_year',
    });
    await page.getByText('Then the subscription of player_one is activated').waitFor();
    await page.getByText('We send an e-mail to player@example.com at every step.').waitFor();
    await expect(tracked(suite.portal, paymentId)).resolves.toMatchObject({
      type: 'ghost-eshop-pro',
      subscriptionDuration: '1_year',
      amount: 40,
    });
  });

  it('is paid by card on the processor page opened in a new tab, then confirmed', async () => {
    const { page, context } = await suite.visit(subscriptionPath);
    await toPaymentStep(page, { method: 'Card payment' });
    await tile(page, 'Ramp Network').check();
    await page.getByText('Estimated total').waitFor();
    const estimate = await page.getByText('Estimate with Ramp Network').locator('..').textContent();
    expect(estimate).toContain('Starting amount$12.00');
    expect(estimate).toContain('Estimated fees$3.05');
    expect(estimate).toContain('Estimated total$15.05');
    await expectAccessible(page, 'card form, Ramp chosen');

    const wallet = page.waitForResponse('**/api/payments/card/create-wallet');
    const tab = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Open the secure payment page' }).click();
    const answer = (await (await wallet).json()) as { paymentId: string; paymentUrl: string };
    const checkout = await tab;
    await checkout.waitForURL(answer.paymentUrl);
    await page.getByRole('heading', { name: 'Finish your payment' }).waitFor();
    await expect(
      page.getByRole('link', { name: /^Open the Ramp Network payment page/ }).getAttribute('href'),
    ).resolves.toBe(answer.paymentUrl);
    await expectAccessible(page, 'card payment started');

    await checkout.getByRole('button', { name: /^Pay / }).click();
    await checkout.getByRole('heading', { name: 'Payment completed' }).waitFor();
    await checkout.close();

    await page.getByRole('button', { name: 'I have completed the payment' }).click();
    const paymentId = await confirmedPaymentId(page);
    expect(paymentId).toBe(answer.paymentId);
    await page
      .getByText('Your card payment is verified automatically, usually instantly once it is paid.')
      .waitFor();
    await suite.portal.outboxes.settled();
    await expect(tracked(suite.portal, paymentId)).resolves.toMatchObject({
      paymentMethod: 'card',
      paymentVerified: true,
    });
  });

  it('goes back from the opened card payment to the processor choice', async () => {
    const { page, context } = await suite.visit(subscriptionPath);
    await toPaymentStep(page, { method: 'Card payment' });
    await tile(page, 'Stripe').check();
    const tab = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Open the secure payment page' }).click();
    await (await tab).close();
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(tile(page, 'Stripe').isChecked()).resolves.toBe(true);
    await expectFocused(tile(page, 'Stripe'));
  });

  it('is paid with Nintendo eShop gift cards of a region, several cards added and removed', async () => {
    const { page } = await suite.visit(subscriptionPath);
    const sent = submissionsOf(page);
    await toPaymentStep(page, { method: 'Nintendo eShop gift card', region: 'Europe' });
    const [first, second] = [newGiftCardCode(), newGiftCardCode()];
    await page.getByLabel('Code of card 1').fill(first);
    await page.getByLabel('Value of card 1 (EUR)').fill('10');
    await page.getByRole('button', { name: 'Add another card' }).click();
    await expectFocused(page.getByLabel('Code of card 2'));
    await page.getByLabel('Code of card 2').fill(newGiftCardCode());
    await page.getByRole('button', { name: 'Add another card' }).click();
    await page.getByLabel('Code of card 3').fill(second);
    await page.getByLabel('Value of card 3 (EUR)').fill('5');
    await page.getByRole('button', { name: 'Remove card 2' }).click();
    await expect(page.getByLabel('Code of card 2').inputValue()).resolves.toBe(second);
    await expectFocused(page.getByLabel('Code of card 1'));
    const totals = await page.getByText('Total cards').locator('../..').textContent();
    expect(totals).toContain('Total cards2');
    expect(totals).toContain('Total value€15.00');
    expect(totals).toContain('Price€12.00');
    await page
      .getByLabel('I confirm these gift cards are unused and their codes are entered correctly.')
      .check();
    await expectAccessible(page, 'gift card form, two cards');
    await page.getByRole('button', { name: 'Submit gift cards' }).click();
    const paymentId = await confirmedPaymentId(page);
    const body = sent[0]!.postDataJSON();
    expect(body).toMatchObject({
      payment_method: 'nintendo-eshop',
      region: 'europe',
      giftCardCodes: [first, second],
      amount: 12,
      currency: 'EUR',
    });
    expect(body.txid).toMatch(/^NINTENDO-\d{13}-[A-Z0-9]+$/);
    await expect(tracked(suite.portal, paymentId)).resolves.toMatchObject({
      paymentMethod: 'nintendo-eshop',
      region: 'europe',
      currency: 'EUR',
    });
  });

  it('is paid with a Rewarble voucher, its details sent as a JSON text', async () => {
    const { page } = await suite.visit(subscriptionPath);
    const sent = submissionsOf(page);
    await toPaymentStep(page, { method: 'Rewarble voucher code' });
    await page.getByText('No identity check needed', { exact: true }).waitFor();
    const sellers = page.getByRole('region', { name: 'Where to buy a voucher' }).getByRole('link');
    await expect(sellers.count()).resolves.toBe(4);
    for (const seller of await sellers.all()) {
      await expect(seller.getAttribute('target')).resolves.toBe('_blank');
      await expect(seller.textContent()).resolves.toContain('Instant delivery');
    }
    const code = newVoucherCode();
    await page.getByLabel('Rewarble code').fill(code);
    await expect(page.getByLabel('Rewarble code').inputValue()).resolves.toBe(
      code.replace(/(.{4})(?!$)/g, '$1 '),
    );
    await page.getByLabel('PIN (optional)').fill('4321');
    await page.getByLabel('Voucher type').selectOption('Bank Transfer');
    await page.getByLabel('Voucher amount').fill('15');
    // The order's currency is chosen already: a voucher pays only in it.
    await expect(page.getByRole('combobox', { name: 'Currency' }).inputValue()).resolves.toBe(
      'USD',
    );
    await expectAccessible(page, 'voucher form, filled in');
    await page.getByRole('button', { name: 'Submit voucher' }).click();
    const paymentId = await confirmedPaymentId(page);
    const body = sent[0]!.postDataJSON();
    expect(JSON.parse(body.paymentCode)).toEqual({
      code,
      pin: '4321',
      type: 'Bank Transfer',
      amount: 15,
      currency: 'USD',
    });
    expect(body).toMatchObject({
      payment_method: 'alternative-rewarble',
      amount: 12,
      currency: 'USD',
    });
    expect(body.txid).toMatch(/^REWARBLE-\d{13}-[A-Z0-9]+$/);
    await expect(tracked(suite.portal, paymentId)).resolves.toMatchObject({
      paymentMethod: 'alternative-rewarble',
    });
  });
});

/** A voucher's details typed in, as a visitor does. */
const fillVoucher = async (page: OpenPage['page']) => {
  await page.getByLabel('Rewarble code').fill(newVoucherCode());
  await page.getByLabel('Voucher type').selectOption('Wise');
  await page.getByLabel('Voucher amount').fill('15');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
};

/** The page opened with the calls to `path` refused by the server with `error`. */
const refusing = (path: string, status: number, error: Record<string, string>) => ({
  before: (tab: OpenPage['page']) =>
    tab.route(path, (route) => route.fulfill({ status, json: { error } })),
});

describe('a refused payment', () => {
  it('says the crypto transaction is already registered and, the chain not showing it yet, to submit it again soon, keeping what was typed', async () => {
    const txid = newTxid();
    const first = await request(
      suite.portal.url,
      'POST',
      '/api/transactions',
      cryptoSubscription({ txid }),
    );
    expect(first.status).toBe(201);
    const { page } = await suite.visit(subscriptionPath);
    await toPaymentStep(page, { method: 'Cryptocurrency' });
    await page.getByLabel('Transaction hash').fill(txid);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Submit payment' }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText:
          'This crypto transaction has already been registered. Please check your transaction ID.',
      })
      .filter({
        hasText:
          'The network does not show your transaction yet. If you sent it just now, submit it again in a minute or two.',
      })
      .waitFor();
    await expect(page.getByLabel('Transaction hash').inputValue()).resolves.toBe(txid);
    await expectAccessible(page, 'duplicate crypto transaction');
  });

  it('says the Nintendo transaction is already registered', async () => {
    const code = newGiftCardCode();
    const { page } = await suite.visit(subscriptionPath);
    await toPaymentStep(page, { method: 'Nintendo eShop gift card', region: 'Europe' });
    const submit = async () => {
      await page.getByLabel('Code of card 1').fill(code);
      await page.getByLabel('Value of card 1 (EUR)').fill('15');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Submit gift cards' }).click();
    };
    await submit();
    await confirmedPaymentId(page);
    const again = await suite.visit(subscriptionPath);
    await toPaymentStep(again.page, { method: 'Nintendo eShop gift card', region: 'Europe' });
    await again.page.getByLabel('Code of card 1').fill(code);
    await again.page.getByLabel('Value of card 1 (EUR)').fill('15');
    await again.page.getByRole('checkbox').check();
    await again.page.getByRole('button', { name: 'Submit gift cards' }).click();
    await again.page
      .getByRole('alert')
      .filter({
        hasText: 'This Nintendo transaction has already been registered. Please check your code.',
      })
      .waitFor();
  });

  it('asks for every required field when the server names a missing one, by its reason', async () => {
    const page = await suite.visit(
      subscriptionPath,
      refusing('**/api/transactions', 400, {
        code: 'VALIDATION_ERROR',
        field: 'userEmail',
        reason: 'missing_field',
        message: 'Missing required fields: userEmail',
      }),
    );
    await toPaymentStep(page.page, { method: 'Cryptocurrency' });
    await page.page.getByLabel('Transaction hash').fill(newTxid());
    await page.page.getByRole('checkbox').check();
    await page.page.getByRole('button', { name: 'Submit payment' }).click();
    await page.page
      .getByRole('alert')
      .filter({ hasText: 'Please fill in all required fields for the transaction.' })
      .waitFor();
  });

  it("says each method's own words when the server cannot be reached", async () => {
    const offline = {
      before: (tab: OpenPage['page']) => tab.route('**/api/transactions', (route) => route.abort()),
    };
    const crypto = await suite.visit(subscriptionPath, offline);
    await toPaymentStep(crypto.page, { method: 'Cryptocurrency' });
    await crypto.page.getByLabel('Transaction hash').fill(newTxid());
    await crypto.page.getByRole('checkbox').check();
    await crypto.page.getByRole('button', { name: 'Submit payment' }).click();
    await crypto.page
      .getByRole('alert')
      .filter({ hasText: 'Failed to submit transaction. Please try again or contact support.' })
      .waitFor();
    await expectAccessible(crypto.page, 'crypto submission, server unreachable');

    const voucher = await suite.visit(subscriptionPath, offline);
    await toPaymentStep(voucher.page, { method: 'Rewarble voucher code' });
    await fillVoucher(voucher.page);
    await voucher.page.getByRole('button', { name: 'Submit voucher' }).click();
    await voucher.page
      .getByRole('alert')
      .filter({ hasText: 'Failed to submit Rewarble code information. Please try again.' })
      .waitFor();

    const card = await suite.visit(subscriptionPath, {
      before: (tab) => tab.route('**/api/payments/card/create-wallet', (route) => route.abort()),
    });
    await toPaymentStep(card.page, { method: 'Card payment' });
    await tile(card.page, 'Ramp Network').check();
    const tab = card.context.waitForEvent('page');
    await card.page.getByRole('button', { name: 'Open the secure payment page' }).click();
    await tab;
    await card.page
      .getByRole('alert')
      .filter({ hasText: 'Payment failed. Please try again.' })
      .waitFor();
    await expect(card.page.getByText('The server could not be reached').count()).resolves.toBe(0);
  });

  it("shows the voucher's own failure, never the server's English, for a refusal it cannot name", async () => {
    const page = await suite.visit(
      subscriptionPath,
      refusing('**/api/transactions', 400, {
        code: 'VALIDATION_ERROR',
        field: 'paymentCode.type',
        message: 'paymentCode.type: Invalid option',
      }),
    );
    await toPaymentStep(page.page, { method: 'Rewarble voucher code' });
    await fillVoucher(page.page);
    await page.page.getByRole('button', { name: 'Submit voucher' }).click();
    await page.page
      .getByRole('alert')
      .filter({ hasText: 'Failed to submit Rewarble code information. Please try again.' })
      .waitFor();
    await expect(page.page.getByText('Invalid option').count()).resolves.toBe(0);
    await expectAccessible(page.page, 'voucher refused for a reason the form cannot name');
  });

  it("shows the submission's fallback, never the server's English, for a crypto refusal it cannot name", async () => {
    const page = await suite.visit(
      subscriptionPath,
      refusing('**/api/transactions', 400, {
        code: 'VALIDATION_ERROR',
        field: 'region',
        message: 'region must be europe, us or japan',
      }),
    );
    await toPaymentStep(page.page, { method: 'Cryptocurrency' });
    await page.page.getByLabel('Transaction hash').fill(newTxid());
    await page.page.getByRole('checkbox').check();
    await page.page.getByRole('button', { name: 'Submit payment' }).click();
    await page.page
      .getByRole('alert')
      .filter({ hasText: 'Failed to submit transaction. Please try again or contact support.' })
      .waitFor();
    await expect(page.page.getByText('region must be').count()).resolves.toBe(0);
  });

  it("says 'Unable to create payment wallet' when the card processor fails", async () => {
    const page = await suite.visit(
      subscriptionPath,
      refusing('**/api/payments/card/create-wallet', 502, {
        code: 'CARD_WALLET_FAILED',
        message: 'Unable to create payment wallet.',
      }),
    );
    await toPaymentStep(page.page, { method: 'Card payment' });
    await tile(page.page, 'Ramp Network').check();
    const tab = page.context.waitForEvent('page');
    await page.page.getByRole('button', { name: 'Open the secure payment page' }).click();
    const blank = await tab;
    await page.page
      .getByRole('alert')
      .filter({
        hasText: 'Unable to create payment wallet. Please try again in a few minutes.',
      })
      .waitFor();
    expect(blank.isClosed()).toBe(true);
  });
});

describe('the confirmation', () => {
  it('copies the payment ID, says so for 2 seconds, and links to its tracking page', async () => {
    const { page } = await suite.visit('/payment/donation');
    await page.getByLabel('Donation amount (USD)').fill('5');
    await page.getByLabel('Transaction hash').fill(newTxid());
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Submit payment' }).click();
    const paymentId = await confirmedPaymentId(page);
    await page.getByRole('button', { name: 'Copy payment ID' }).click();
    const copied = page.getByRole('button', { name: 'Copied!' });
    await copied.waitFor();
    const shown = Date.now();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(paymentId);
    await page.getByRole('button', { name: 'Copy payment ID' }).waitFor({ timeout: 5000 });
    expect(Date.now() - shown).toBeGreaterThanOrEqual(1500);
    await expect(
      page.getByRole('link', { name: 'Track this payment' }).getAttribute('href'),
    ).resolves.toBe(`/track/${paymentId}`);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Back to home' }).getAttribute('href'),
    ).resolves.toBe('/');
  });

  it('stays on the confirmation when the browser goes back, so nothing is paid twice', async () => {
    const { page } = await suite.visit(subscriptionPath);
    await toPaymentStep(page, { method: 'Cryptocurrency' });
    await page.getByLabel('Transaction hash').fill(newTxid());
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Submit payment' }).click();
    await confirmedPaymentId(page);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Payment Complete' }).count()).resolves.toBe(1);
    await expect(page.getByRole('button', { name: 'Submit payment' }).count()).resolves.toBe(0);
  });
});
