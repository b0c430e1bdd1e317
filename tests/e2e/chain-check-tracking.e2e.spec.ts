import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import {
  mineBlocks,
  quoteFor,
  sendOnChain,
  setAutoProcess,
  submitQuoted,
} from '../support/chain-payments.js';
import { scrollsSideways } from '../support/pages.js';
import { startWebPortal } from '../support/web-portal.js';

/**
 * The payer follows a quoted crypto payment's transfer on the tracking page: the portal's chain
 * check reads the local chain sandbox every 200 ms, and the page updates itself (live updates)
 * as confirmations come and the verdict is given. Transfers and blocks go through the sandbox's
 * own API (`POST {chain}/transfers`, `POST {chain}/blocks`).
 */
const suite = browserSuite({
  start: () => startWebPortal({ env: { CHAIN_CHECK_INTERVAL_MS: '200' } }),
});

/** Quotes $`amount` in ETH, sends `sent` (the quoted amount unless given), submits the hash. */
const quotedPayment = async (amount: number, sent?: (quoted: string) => string) => {
  const quote = await quoteFor(suite.portal, 'eth', amount);
  const txid = await sendOnChain(suite.portal, {
    crypto_type: 'eth',
    to: quote.address,
    amount: sent ? sent(quote.crypto_amount) : quote.crypto_amount,
  });
  const { paymentId, answer } = await submitQuoted(suite.portal, 'eth', amount, quote, txid);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return paymentId;
};

const track = async (paymentId: string, width = 1280) => {
  const opened = await suite.visit(`/track/${paymentId}`, { width });
  await opened.page.getByRole('region', { name: 'Payment details' }).waitFor();
  return opened.page;
};

const chainPanel = (page: Page) =>
  page.getByRole('region', { name: 'Your transaction on the network' });

/** The panel's live region shows `text` (the page was not reloaded to get there). */
const announced = async (page: Page, text: string | RegExp) => {
  await chainPanel(page).getByRole('status').filter({ hasText: text }).waitFor({ timeout: 15_000 });
};

describe('the tracking page of a quoted crypto payment', () => {
  it('waits for the transaction to appear while the network has not seen it', async () => {
    const quote = await quoteFor(suite.portal, 'eth', 14);
    // A well-formed hash that no transfer on the sandbox chain has (yet).
    const txid = `0x${randomBytes(32).toString('hex')}`;
    const { paymentId, answer } = await submitQuoted(suite.portal, 'eth', 14, quote, txid);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);

    const page = await track(paymentId);
    await announced(page, 'Waiting for the transaction to appear on the network');
    await expectAccessible(page, 'tracking: chain check waiting for the transaction');
  });

  it('counts the confirmations live, then says the transfer was confirmed', async () => {
    await setAutoProcess(suite.portal, 'false');
    const paymentId = await quotedPayment(25.5);
    const page = await track(paymentId);
    await announced(page, 'Seen on the network: 0 of 3 confirmations');

    await mineBlocks(suite.portal, 'eth', 1);
    await announced(page, 'Seen on the network: 1 of 3 confirmations');
    await expectAccessible(page, 'tracking: chain check confirming');

    await mineBlocks(suite.portal, 'eth', 2);
    await announced(
      page,
      'The transfer was confirmed: the amount and the address match your payment.',
    );
    await expect(chainPanel(page).getByRole('status').innerText()).resolves.toContain(
      'Seen on the network: 3 of 3 confirmations',
    );
    await expectAccessible(page, 'tracking: chain check matched');
  });

  it('tells the payer that an underpaid transfer goes to the team, and fits 360 px', async () => {
    const paymentId = await quotedPayment(40, (quoted) => (Number(quoted) / 2).toFixed(8));
    await mineBlocks(suite.portal, 'eth', 3);
    const page = await track(paymentId, 360);
    await announced(page, 'Less than the requested amount arrived. Our team will check it.');
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'tracking: chain check underpaid, 360 px');
  });
});
