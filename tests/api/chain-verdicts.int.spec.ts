import { beforeAll, describe, expect, it } from 'vitest';
import {
  coinSpecs,
  formatCoinUnits,
  parseCoinUnits,
  type ChainCheckStatus,
  type CryptoType,
} from '@ghost/events';
import { signInAgain, signedInAdmin, type SignedInAdmin } from '../support/admins.js';
import {
  lastEventData,
  mineBlocks,
  paymentEvents,
  quoteFor,
  sendOnChain,
  setAutoProcess,
  submitQuoted,
  type QuoteAnswer,
} from '../support/chain-payments.js';
import { chainCheckPortal } from '../support/chain-check-portal.js';
import { hours, minutes } from '../support/fake-clock.js';
import { request } from '../support/http.js';
import type { TestPortal } from '../support/test-portal.js';

/*
 * Every verdict of the chain check, reached by the checker itself: each transfer is made on the
 * sandbox chain and submitted while it waits for its block (so the submission, which judges only
 * a transaction already in a block, accepts it), read once as seen (confirming, 0
 * confirmations, whatever it carries), then blocks are added and the next reading concludes.
 * Automatic processing is on throughout: only `matched` is verified by the system. The portal's
 * clock is moved by hand; each `reading()` lets the checker read every open payment once.
 */
const { clock, portal: started, reading, tracked } = chainCheckPortal();
let portal: TestPortal;
let admin: SignedInAdmin;
beforeAll(async () => {
  portal = started();
  admin = await signedInAdmin(portal, 'admin');
  await setAutoProcess(portal, 'true');
});

/** Circle's USDC contract on Ethereum: a token, but not the USDT a quote asks for. */
const usdcOnEthereum = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const strangerAddress: Record<CryptoType, string> = {
  btc: 'bc1q9yhuu4yty2xd8hmrxnw4yhavvtn7khm62uw38p',
  eth: '0x6221a9c005f6e47eb398fd867784cacfdcfff4e7',
  usdt: '0x6221a9c005f6e47eb398fd867784cacfdcfff4e7',
  bnb: '0x6221a9c005f6e47eb398fd867784cacfdcfff4e7',
  usdc: '0x6221a9c005f6e47eb398fd867784cacfdcfff4e7',
  sol: '9we6kjtbcZ2vy3GSLLsZTEhbAqXPTRvEyoxa8wxSqKp5',
};

/** The quoted amount times `factor` (in the coin's quoted decimals), as a decimal string. */
const scaled = (coin: CryptoType, quote: QuoteAnswer, factor: [bigint, bigint]): string => {
  const { shownDecimals } = coinSpecs[coin];
  const units = parseCoinUnits(quote.crypto_amount, shownDecimals) ?? 0n;
  return formatCoinUnits((units * factor[0]) / factor[1], shownDecimals);
};

interface Transfer {
  crypto_type?: CryptoType;
  to?: string;
  amount?: string;
  token_contract?: string;
}

/**
 * A quoted donation of `price` USD in `coin`, its transfer (the exact quote unless `send` changes
 * it) made on the chain and submitted before its block; then read once, still waiting.
 */
const submittedBeforeItsBlock = async (
  coin: CryptoType,
  price: number,
  send: (quote: QuoteAnswer) => Transfer = () => ({}),
) => {
  const quote = await quoteFor(portal, coin, price);
  const change = send(quote);
  const txid = await sendOnChain(portal, {
    crypto_type: change.crypto_type ?? coin,
    to: change.to ?? quote.address,
    amount: change.amount ?? quote.crypto_amount,
    ...(change.token_contract && { token_contract: change.token_contract }),
  });
  const { paymentId, answer } = await submitQuoted(portal, coin, price, quote, txid);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  await reading();
  return { paymentId, txid, quote };
};

/** The chain check as the admin transaction shows it. */
const adminChainCheck = async (paymentId: string) => {
  const answer = await request(portal.url, 'GET', `/api/transactions/${paymentId}`, undefined, {
    ...admin.headers,
    'x-log-position': String(await portal.eventStore.headPosition()),
  });
  expect(answer.status).toBe(200);
  return answer.body as { status: string; chain_check: Record<string, unknown> | null };
};

/** Seen before its block: confirming with 0 confirmations, never a verdict on what it carries. */
const expectSeenWaiting = async (paymentId: string, coin: CryptoType) => {
  expect(await lastEventData(portal, paymentId, 'ChainTransferObserved')).toMatchObject({
    status: 'confirming',
    confirmations: 0,
    block: null,
  });
  expect((await tracked(paymentId)).chain_check).toEqual({
    status: 'confirming',
    confirmations: 0,
    required_confirmations: coinSpecs[coin].requiredConfirmations,
  });
};

/** Concluded on `verdict`, left for staff: in the log, the admin transaction and the tracking. */
const expectConcludedForStaff = async (
  paymentId: string,
  coin: CryptoType,
  verdict: ChainCheckStatus,
  observedAmount: string | null,
) => {
  const required = coinSpecs[coin].requiredConfirmations;
  const types = (await paymentEvents(portal, paymentId)).map((event) => event.type);
  expect(types.at(-1)).toBe('ChainCheckConcluded');
  expect(types).not.toContain('PaymentVerified');
  expect(await lastEventData(portal, paymentId, 'ChainCheckConcluded')).toMatchObject({
    verdict,
  });
  const detail = await adminChainCheck(paymentId);
  expect(detail.status).toBe('pending_payment_verification');
  expect(detail.chain_check).toMatchObject({
    status: verdict,
    required_confirmations: required,
    observed_amount: observedAmount,
  });
  expect(await tracked(paymentId)).toMatchObject({
    status: 'pending_payment_verification',
    chain_check: { status: verdict, required_confirmations: required },
  });
};

describe('the chain check’s verdicts, reached by the checker', () => {
  it('concludes matched for the exact quoted amount once it has its confirmations, and verifies it (Solana, seen before its block)', async () => {
    const { paymentId, txid, quote } = await submittedBeforeItsBlock('sol', 20);
    // A Solana transaction only processed shows no transfer yet: seen, not wrong_recipient.
    await expectSeenWaiting(paymentId, 'sol');
    await mineBlocks(portal, 'sol', coinSpecs.sol.requiredConfirmations);
    await reading();
    const types = (await paymentEvents(portal, paymentId)).map((event) => event.type);
    expect(types.slice(-2)).toEqual(['ChainCheckConcluded', 'PaymentVerified']);
    expect(await lastEventData(portal, paymentId, 'ChainCheckConcluded')).toMatchObject({
      verdict: 'matched',
      txid,
      confirmations: 1,
    });
    expect(await lastEventData(portal, paymentId, 'PaymentVerified')).toMatchObject({
      by: 'system',
    });
    const detail = await adminChainCheck(paymentId);
    expect(detail.status).toBe('completed');
    expect(detail.chain_check).toEqual({
      status: 'matched',
      confirmations: 1,
      required_confirmations: 1,
      observed_amount: quote.crypto_amount.replace(/0+$/, ''),
    });
    expect(await tracked(paymentId)).toMatchObject({
      status: 'completed',
      chain_check: { status: 'matched', confirmations: 1, required_confirmations: 1 },
    });
  });

  it('concludes underpaid for less than the quoted amount, and leaves it for staff (Bitcoin)', async () => {
    const { paymentId, quote } = await submittedBeforeItsBlock('btc', 31, (quoted) => ({
      amount: scaled('btc', quoted, [1n, 2n]),
    }));
    await expectSeenWaiting(paymentId, 'btc');
    await mineBlocks(portal, 'btc', coinSpecs.btc.requiredConfirmations);
    await reading();
    const half = scaled('btc', quote, [1n, 2n]).replace(/0+$/, '');
    await expectConcludedForStaff(paymentId, 'btc', 'underpaid', half);
  });

  it('concludes overpaid for more than the quoted amount, and leaves it for staff (BNB)', async () => {
    const { paymentId, quote } = await submittedBeforeItsBlock('bnb', 32, (quoted) => ({
      amount: scaled('bnb', quoted, [2n, 1n]),
    }));
    await expectSeenWaiting(paymentId, 'bnb');
    await mineBlocks(portal, 'bnb', coinSpecs.bnb.requiredConfirmations);
    await reading();
    const double = scaled('bnb', quote, [2n, 1n]).replace(/0+$/, '');
    await expectConcludedForStaff(paymentId, 'bnb', 'overpaid', double);
  });

  it('concludes wrong_recipient for a transfer to another address, and leaves it for staff (USDC on Base)', async () => {
    const { paymentId } = await submittedBeforeItsBlock('usdc', 33, () => ({
      to: strangerAddress.usdc,
    }));
    // A token call before its receipt lists no transfer: seen, not judged.
    await expectSeenWaiting(paymentId, 'usdc');
    await mineBlocks(portal, 'usdc', coinSpecs.usdc.requiredConfirmations);
    await reading();
    await expectConcludedForStaff(paymentId, 'usdc', 'wrong_recipient', null);
    const concluded = await lastEventData(portal, paymentId, 'ChainCheckConcluded');
    expect(String(concluded?.recipient).toLowerCase()).toBe(strangerAddress.usdc);
  });

  it('concludes wrong_token for a USDT quote paid with another token contract, and leaves it for staff', async () => {
    const { paymentId } = await submittedBeforeItsBlock('usdt', 34, () => ({
      token_contract: usdcOnEthereum,
    }));
    await expectSeenWaiting(paymentId, 'usdt');
    await mineBlocks(portal, 'usdt', coinSpecs.usdt.requiredConfirmations);
    await reading();
    await expectConcludedForStaff(paymentId, 'usdt', 'wrong_token', null);
    expect(
      String((await lastEventData(portal, paymentId, 'ChainCheckConcluded'))?.token).toLowerCase(),
    ).toBe(usdcOnEthereum.toLowerCase());
  });

  it('concludes wrong_token for a USDT quote paid in ether, and leaves it for staff', async () => {
    const { paymentId } = await submittedBeforeItsBlock('usdt', 35, () => ({
      crypto_type: 'eth',
      amount: '0.01',
    }));
    // Ether to the portal's address is listed at once: still not judged before its block.
    await expectSeenWaiting(paymentId, 'usdt');
    await mineBlocks(portal, 'eth', coinSpecs.usdt.requiredConfirmations);
    await reading();
    await expectConcludedForStaff(paymentId, 'usdt', 'wrong_token', null);
  });

  it('concludes late for the exact amount in a block past the quote’s expiry and grace, and leaves it for staff (Ethereum)', async () => {
    const { paymentId, quote } = await submittedBeforeItsBlock('eth', 36);
    await expectSeenWaiting(paymentId, 'eth');
    // The quote expires 15 minutes after it is issued; Ethereum's grace is 10 minutes more.
    clock.advance(minutes(26));
    await mineBlocks(portal, 'eth', coinSpecs.eth.requiredConfirmations);
    await reading();
    await expectConcludedForStaff(paymentId, 'eth', 'late', quote.crypto_amount.replace(/0+$/, ''));
  });

  it('concludes not_found when the transaction is not seen, or seen but never in a block, by the deadline', async () => {
    const quote = await quoteFor(portal, 'btc', 37);
    const unseen = await submitQuoted(portal, 'btc', 37, quote, 'e'.repeat(64));
    expect(unseen.answer.status).toBe(201);
    const { paymentId: stuck, quote: stuckQuote } = await submittedBeforeItsBlock('eth', 38);
    await expectSeenWaiting(stuck, 'eth');
    // Not seen: nothing is recorded while waiting.
    expect((await paymentEvents(portal, unseen.paymentId)).map((event) => event.type)).toEqual([
      'PaymentSubmitted',
    ]);
    clock.advance(hours(24));
    await reading();
    // The admin's session of a day ago has ended: a new sign-in reads the verdicts.
    admin = await signInAgain(portal, admin);
    await expectConcludedForStaff(unseen.paymentId, 'btc', 'not_found', null);
    // What it showed while waiting stays as the evidence: the quoted ether, never in a block.
    await expectConcludedForStaff(
      stuck,
      'eth',
      'not_found',
      stuckQuote.crypto_amount.replace(/0+$/, ''),
    );
  });
});
