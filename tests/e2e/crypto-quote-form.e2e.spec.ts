import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CryptoQuoteAnswer } from '@ghost/events/contract';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { widthProblems } from '../support/fits-screen.js';
import {
  confirmedPaymentId,
  subscriptionPath,
  tile,
  toPaymentStep,
} from '../support/payment-flow.js';
import { newTxid } from '../support/test-portal.js';

/**
 * The crypto form with a quote (POST /api/crypto/quotes) against the embedded portal, whose
 * sandbox rates are fixed (BTC 64,000, ETH 3,200, SOL 150 USD): $12.00 in BTC is 0.00018750 plus
 * a tag of 0 to 15 satoshis that no other open quote holds. The form shows the exact amount with
 * its price, the rate's countdown and the payment link's QR code, submits the quote, and falls
 * back to the price in dollars (staff verify) when no quote can be had.
 */
const suite = browserSuite();

const btcAmount = /^0\.000187[56]\d\u00a0BTC$/;
const quotedAmount = (page: Page, symbol = 'BTC') =>
  page.locator('strong', { hasText: new RegExp(`^\\d+\\.\\d+\\u00a0${symbol}$`) });

/** The next quote the page asks, and the server's answer to it. */
const nextQuote = async (page: Page): Promise<CryptoQuoteAnswer> => {
  const answer = await page.waitForResponse(
    (response) => response.url().endsWith('/api/crypto/quotes') && response.status() === 200,
  );
  return (await answer.json()) as CryptoQuoteAnswer;
};

/** A payment link writes the amount without trailing zeros: 0.00018750 → 0.0001875. */
const linkAmount = (amount: string) => amount.replace(/\.?0+$/, '');

const quoteRequests = (page: Page) => {
  const sent: Request[] = [];
  page.on('request', (call) => {
    if (call.method() === 'POST' && call.url().endsWith('/api/crypto/quotes')) sent.push(call);
  });
  return sent;
};

/** Fills the proof and submits; answers the body sent and the server's status. */
const submitProof = async (page: Page, confirmLabel: string) => {
  await page.getByLabel('Transaction hash').fill(newTxid());
  await page.getByRole('checkbox', { name: confirmLabel }).check();
  const sent = page.waitForRequest(
    (call) => call.method() === 'POST' && call.url().endsWith('/api/transactions'),
  );
  await page.getByRole('button', { name: 'Submit payment' }).click();
  const request = await sent;
  const response = await request.response();
  return { body: request.postDataJSON() as Record<string, unknown>, status: response?.status() };
};

const countdownText = async (page: Page) =>
  (await page.getByText(/^Rate locked for \d+:\d\d$/).innerText()).replace('Rate locked for ', '');
const secondsOf = (text: string) => {
  const [minutes = '0', seconds = '0'] = text.split(':');
  return Number(minutes) * 60 + Number(seconds);
};

describe('the crypto form with a quote', () => {
  it('shows the exact amount in BTC, its price, the countdown and the payment link, copies the amount and submits the quote', async () => {
    const { page } = await suite.visit(subscriptionPath, { width: 360, height: 780 });
    const quoted = nextQuote(page);
    await toPaymentStep(page, { method: 'Cryptocurrency' });
    const quote = await quoted;
    await quotedAmount(page).waitFor();
    await expect(quotedAmount(page).innerText()).resolves.toMatch(btcAmount);
    await expect(quotedAmount(page).innerText()).resolves.toBe(`${quote.crypto_amount}\u00a0BTC`);
    await page.getByText('Send exactly', { exact: true }).waitFor();
    await page.getByText('Price: $12.00').waitFor();
    await page.getByText('1 BTC = $64,000.00').waitFor();
    expect(secondsOf(await countdownText(page))).toBeGreaterThan(14 * 60);

    // The QR code holds the BIP 21 link with the amount, and says a wallet fills it in.
    expect(quote.payment_uri).toBe(
      `bitcoin:${quote.address}?amount=${linkAmount(quote.crypto_amount)}`,
    );
    await page
      .getByRole('img', {
        name: `QR code of the payment link: ${quote.crypto_amount} BTC to this address`,
      })
      .waitFor();
    await page
      .getByText('Scan it with your wallet: it fills in the address and the exact amount.')
      .waitFor();
    await page
      .getByText(`Send exactly ${quote.crypto_amount} BTC in one transfer`, { exact: false })
      .waitFor();
    await expect(widthProblems(page)).resolves.toEqual([]);
    await expectAccessible(page, 'crypto form, quoted');

    // The amount's copy button, beside the address's, announced as the address's is.
    const copyAmount = page.getByRole('button', { name: 'Copy amount in BTC' });
    await page.getByRole('button', { name: 'Copy Bitcoin address' }).waitFor();
    await copyAmount.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Copied!' }).waitFor({ state: 'attached' });
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      quote.crypto_amount,
    );

    const { body, status } = await submitProof(
      page,
      `I sent exactly ${quote.crypto_amount} BTC to this address.`,
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      payment_method: 'crypto',
      crypto_type: 'btc',
      amount: 12,
      currency: 'USD',
      quote: quote.quote,
    });
    await confirmedPaymentId(page);
  });

  it('falls back to the price in dollars when no rate can be had, says so, and gets an exact amount when asked again', async () => {
    const { page } = await suite.visit(subscriptionPath, { width: 360, height: 780 });
    // The one refusal: the next quote is the server's own.
    await page.route(
      '**/api/crypto/quotes',
      (route) =>
        route.fulfill({
          status: 503,
          json: {
            error: { code: 'CRYPTO_QUOTE_UNAVAILABLE', message: 'No rate', field: 'crypto_type' },
          },
        }),
      { times: 1 },
    );
    await toPaymentStep(page, { method: 'Cryptocurrency' });
    const fallback = page.getByRole('status').filter({
      hasText:
        'An exact amount in Bitcoin could not be quoted right now, so send the equivalent of $12.00 and our team will check your payment by hand.',
    });
    await fallback.waitFor();
    await page.getByRole('img', { name: 'QR code of the Bitcoin address' }).waitFor();
    await page.getByText('Send exactly the requested amount: $12.00 in Bitcoin.').waitFor();
    await expect(page.getByRole('button', { name: 'Copy amount in BTC' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Submit payment' }).isEnabled()).resolves.toBe(
      true,
    );
    await expect(widthProblems(page)).resolves.toEqual([]);
    await expectAccessible(page, 'crypto form, no quote (fallback)');

    const quoted = nextQuote(page);
    await page.getByRole('button', { name: 'Ask for an exact amount again' }).click();
    const quote = await quoted;
    await quotedAmount(page).waitFor();
    await expect(quotedAmount(page).innerText()).resolves.toBe(`${quote.crypto_amount}\u00a0BTC`);
    await expect(fallback.count()).resolves.toBe(0);
    await expectAccessible(page, 'crypto form, quoted after the fallback');
  });

  it('submits a payment without a quote in the fallback, for staff to verify', async () => {
    const { page } = await suite.visit(subscriptionPath);
    await page.route(
      '**/api/crypto/quotes',
      (route) =>
        route.fulfill({
          status: 503,
          json: { error: { code: 'CRYPTO_QUOTE_AMOUNTS_EXHAUSTED', message: 'All held' } },
        }),
      { times: 1 },
    );
    await toPaymentStep(page, { method: 'Cryptocurrency' });
    await page.getByText(/^An exact amount in Bitcoin could not be quoted/).waitFor();
    const { body, status } = await submitProof(
      page,
      'I sent exactly $12.00 in Bitcoin to this address.',
    );
    expect(status).toBe(201);
    expect(body).not.toHaveProperty('quote');
    await confirmedPaymentId(page);
  });

  it('counts the locked rate down, tells a screen reader at one minute and at the end, then gets a new quote with a new amount', async () => {
    const start = Date.now();
    const { page } = await suite.visit(subscriptionPath, {
      before: (opened) => opened.clock.install({ time: start }),
    });
    const quoted = nextQuote(page);
    await toPaymentStep(page, { method: 'Cryptocurrency' });
    const first = await quoted;
    await quotedAmount(page).waitFor();

    // From here the page's clock moves only when told to: paused at a fixed instant ahead of
    // now, the seconds left are read from the page and counted down from there.
    await page.clock.pauseAt(start + 60_000);
    const left = secondsOf(await countdownText(page));
    expect(left).toBeGreaterThan(13 * 60);
    await page.clock.runFor((left - 61) * 1000);
    await page.getByText('Rate locked for 1:01').waitFor();
    const live = page.getByRole('status').filter({ hasText: /locked rate/ });
    await expect(live.count()).resolves.toBe(0);
    await page.clock.runFor(1000);
    await page.getByText('Rate locked for 1:00').waitFor();
    await live
      .filter({ hasText: 'One minute left to send this amount at the locked rate.' })
      .waitFor({ state: 'attached' });
    // The seconds are not read out: the live text stays the same until the end.
    await page.clock.runFor(30_000);
    await page.getByText('Rate locked for 0:30').waitFor();
    await live
      .filter({ hasText: 'One minute left to send this amount at the locked rate.' })
      .waitFor({ state: 'attached' });

    await page.clock.runFor(30_000);
    await page.getByText('The locked rate has expired: do not send this amount.').waitFor();
    await live
      .filter({
        hasText: 'The locked rate has expired. Get a new quote for the amount to send.',
      })
      .waitFor({ state: 'attached' });
    const submit = page.getByRole('button', { name: 'Submit payment' });
    await expect(submit.isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Copy amount in BTC' }).count()).resolves.toBe(0);
    await page
      .getByText('Get a new quote, then send exactly its amount in Bitcoin in one transfer.')
      .waitFor();
    // axe waits on the page's timers: the clock runs again, and the quote stays expired.
    await page.clock.resume();
    await expectAccessible(page, 'crypto form, quote expired');
    await page.getByText('The locked rate has expired: do not send this amount.').waitFor();

    // A new quote: the first one is still open on the server, so the amount is another.
    const renewed = nextQuote(page);
    await page.getByRole('button', { name: 'Get a new quote' }).click();
    const second = await renewed;
    expect(second.crypto_amount).not.toBe(first.crypto_amount);
    await page.getByText(/^Rate locked for (15:00|14:5\d)$/).waitFor();
    await expect(quotedAmount(page).innerText()).resolves.toBe(`${second.crypto_amount}\u00a0BTC`);
    await expect(submit.isEnabled()).resolves.toBe(true);
    await expectAccessible(page, 'crypto form, new quote');

    const { body, status } = await submitProof(
      page,
      `I sent exactly ${second.crypto_amount} BTC to this address.`,
    );
    expect(status).toBe(201);
    expect(body.quote).toBe(second.quote);
  });

  it('quotes a donation once its amount is typed, and asks again for another amount or coin', async () => {
    const { page } = await suite.visit('/payment/donation');
    const asked = quoteRequests(page);
    await page.getByRole('heading', { name: 'Complete Transaction' }).waitFor();
    const amount = page.getByLabel('Donation amount (USD)');
    let quoted = nextQuote(page);
    await amount.pressSequentially('25');
    let quote = await quoted;
    expect(quote).toMatchObject({ crypto_type: 'btc', amount: 25, currency: 'USD' });
    await quotedAmount(page).waitFor();
    // Typed once, asked once: not one quote per keystroke.
    expect(asked).toHaveLength(1);

    quoted = nextQuote(page);
    await amount.fill('30');
    quote = await quoted;
    expect(quote.amount).toBe(30);
    await page.getByText('Price: $30.00').waitFor();

    quoted = nextQuote(page);
    await tile(page, 'SOL').check();
    quote = await quoted;
    expect(quote.crypto_type).toBe('sol');
    // $30 at $150 is 0.2 SOL, plus a tag below a cent.
    expect(quote.crypto_amount).toMatch(/^0\.2000000\d\d$/);
    await quotedAmount(page, 'SOL').waitFor();
    expect(quote.payment_uri).toBe(
      `solana:${quote.address}?amount=${linkAmount(quote.crypto_amount)}`,
    );
    await expectAccessible(page, 'crypto donation, quoted in SOL');

    const { body, status } = await submitProof(
      page,
      `I sent exactly ${quote.crypto_amount} SOL to this address.`,
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({ type: 'donation', crypto_type: 'sol', quote: quote.quote });
    await confirmedPaymentId(page);
  });
});
