import { beforeAll, describe, expect, it } from 'vitest';
import { coinSpecs, type CryptoType } from '@ghost/events';
import {
  addressOf,
  lastEventData,
  mineBlocks,
  quoteFor,
  sendOnChain,
  setAutoProcess,
  submitQuoted,
} from '../support/chain-payments.js';
import { chainCheckPortal } from '../support/chain-check-portal.js';
import { hours, minutes } from '../support/fake-clock.js';
import type { TestPortal } from '../support/test-portal.js';

// The chain check of quoted crypto payments, against the local chain sandbox: the portal's clock
// is moved by hand, and each `reading()` lets the checker read every open payment once.
const { clock, portal: started, reading, typesOf, tracked } = chainCheckPortal();
let portal: TestPortal;
beforeAll(() => {
  portal = started();
});

const lastOf = (paymentId: string, type: string) => lastEventData(portal, paymentId, type);

/** A quoted payment whose transfer is sent by `send` (the exact quote by default). */
const paidWith = async (
  coin: CryptoType,
  amount: number,
  send: (quote: { crypto_amount: string; address: string }) => {
    to?: string;
    amount?: string;
    token_contract?: string;
    crypto_type?: CryptoType;
  } = () => ({}),
) => {
  const quote = await quoteFor(portal, coin, amount);
  const change = send(quote);
  const txid = await sendOnChain(portal, {
    crypto_type: change.crypto_type ?? coin,
    to: change.to ?? quote.address,
    amount: change.amount ?? quote.crypto_amount,
    ...(change.token_contract && { token_contract: change.token_contract }),
  });
  const { paymentId, answer } = await submitQuoted(portal, coin, amount, quote, txid);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { paymentId, txid, quote };
};

describe('the chain check', () => {
  it('with automatic processing on, verifies an exact transfer once it has its confirmations, naming the chain evidence', async () => {
    await setAutoProcess(portal, 'true');
    const { paymentId, txid, quote } = await paidWith('eth', 25.5);
    await reading();
    expect(await typesOf(paymentId)).toEqual(['PaymentSubmitted', 'ChainTransferObserved']);
    expect((await tracked(paymentId)).chain_check).toEqual({
      status: 'confirming',
      confirmations: 0,
      required_confirmations: 3,
    });
    // Another reading that sees nothing new records nothing.
    await reading();
    expect(await typesOf(paymentId)).toHaveLength(2);

    await mineBlocks(portal, 'eth', 1);
    await reading();
    expect(await lastOf(paymentId, 'ChainTransferObserved')).toMatchObject({
      status: 'confirming',
      confirmations: 1,
      requiredConfirmations: 3,
    });
    await mineBlocks(portal, 'eth', 2);
    await reading();
    expect(await typesOf(paymentId)).toEqual([
      'PaymentSubmitted',
      'ChainTransferObserved',
      'ChainTransferObserved',
      'ChainCheckConcluded',
      'PaymentVerified',
    ]);
    expect(await lastOf(paymentId, 'ChainCheckConcluded')).toMatchObject({
      verdict: 'matched',
      txid,
      amount: quote.crypto_amount.replace(/0+$/, ''),
      confirmations: 3,
    });
    const verified = await lastOf(paymentId, 'PaymentVerified');
    expect(verified).toMatchObject({ by: 'system' });
    expect(String(verified?.notes)).toContain(txid);
    expect(String(verified?.notes)).toContain('3 of 3 confirmations');
    expect(await tracked(paymentId)).toMatchObject({
      status: 'completed',
      chain_check: { status: 'matched', confirmations: 3, required_confirmations: 3 },
    });
  });

  it('with automatic processing off, leaves a matched payment for staff', async () => {
    await setAutoProcess(portal, 'false');
    const quote = await quoteFor(portal, 'btc', 12);
    const txid = await sendOnChain(portal, {
      crypto_type: 'btc',
      to: quote.address,
      amount: quote.crypto_amount,
    });
    await mineBlocks(portal, 'btc', coinSpecs.btc.requiredConfirmations);
    const { paymentId, answer } = await submitQuoted(portal, 'btc', 12, quote, txid);
    expect(answer.status).toBe(201);
    await reading();
    expect(await typesOf(paymentId)).toEqual(['PaymentSubmitted', 'ChainCheckConcluded']);
    expect(await tracked(paymentId)).toMatchObject({
      status: 'pending_payment_verification',
      chain_check: { status: 'matched', confirmations: 2, required_confirmations: 2 },
    });
  });

  it('concludes not_found when the transaction is not seen within the deadline', async () => {
    await setAutoProcess(portal, 'true');
    const quote = await quoteFor(portal, 'btc', 15);
    const { paymentId, answer } = await submitQuoted(portal, 'btc', 15, quote, 'f'.repeat(64));
    expect(answer.status).toBe(201);
    await reading();
    expect(await typesOf(paymentId)).toEqual(['PaymentSubmitted']);
    clock.advance(hours(24));
    await reading();
    expect(await lastOf(paymentId, 'ChainCheckConcluded')).toMatchObject({
      verdict: 'not_found',
      confirmations: 0,
    });
    expect((await tracked(paymentId)).status).toBe('pending_payment_verification');
  });

  it('concludes late when the transfer’s block is past the quote’s expiry and its grace', async () => {
    const quote = await quoteFor(portal, 'sol', 20);
    const txid = await sendOnChain(portal, {
      crypto_type: 'sol',
      to: addressOf('sol'),
      amount: quote.crypto_amount,
    });
    const { paymentId, answer } = await submitQuoted(portal, 'sol', 20, quote, txid);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    clock.advance(minutes(40));
    await mineBlocks(portal, 'sol', 1);
    await reading();
    expect(await lastOf(paymentId, 'ChainCheckConcluded')).toMatchObject({ verdict: 'late' });
    expect((await tracked(paymentId)).status).toBe('pending_payment_verification');
  });

  it('refuses at submission a hash the chain already shows paying something else: CRYPTO_TRANSFER_MISMATCH', async () => {
    const cases: [string, (quote: { crypto_amount: string }) => Record<string, string>][] = [
      ['wrong_recipient', () => ({ to: '0x000000000000000000000000000000000000dEaD' })],
      ['underpaid', (quote) => ({ amount: (Number(quote.crypto_amount) / 2).toFixed(8) })],
      ['overpaid', (quote) => ({ amount: (Number(quote.crypto_amount) * 2).toFixed(8) })],
      ['wrong_token', () => ({ crypto_type: 'eth' })],
    ];
    for (const [reason, change] of cases) {
      const coin = reason === 'wrong_token' ? 'usdt' : 'eth';
      const quote = await quoteFor(portal, coin, 25.5);
      const txid = await sendOnChain(portal, {
        crypto_type: coin,
        to: quote.address,
        amount: reason === 'wrong_token' ? '0.01' : quote.crypto_amount,
        ...change(quote),
      });
      await mineBlocks(portal, coin, 1);
      const before = await portal.eventStore.headPosition();
      const { answer } = await submitQuoted(portal, coin, 25.5, quote, txid);
      expect(answer.status, reason).toBe(409);
      expect(answer.body.error, reason).toMatchObject({
        code: 'CRYPTO_TRANSFER_MISMATCH',
        field: 'txid',
        reason,
      });
      expect(await portal.eventStore.headPosition(), reason).toBe(before);
    }
  });
});
