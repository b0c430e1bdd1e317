import { beforeAll, describe, expect, it } from 'vitest';
import {
  mineBlocks,
  paymentEvents,
  quoteFor,
  sendOnChain,
  setAutoProcess,
  submitQuoted,
  type QuoteAnswer,
} from '../support/chain-payments.js';
import { signedInAdmin } from '../support/admins.js';
import { chainCheckPortal } from '../support/chain-check-portal.js';
import { request } from '../support/http.js';
import { cryptoDonation } from '../support/payment-requests.js';
import type { TestPortal } from '../support/test-portal.js';

// A bot watching the portal's public address submits a transaction hash before its payer does.
// The payment whose quoted amount the transfer carries wins it; the stranger's claim is contested
// and never verified by the system. ETH on the local chain sandbox: a transfer waiting to be
// included already shows its value, so the payer's claim is proved from the start.
const { portal: started, reading, typesOf, tracked } = chainCheckPortal();
let portal: TestPortal;
beforeAll(() => {
  portal = started();
});

const concludedOf = async (paymentId: string) =>
  (await paymentEvents(portal, paymentId)).find((event) => event.type === 'ChainCheckConcluded')
    ?.data as Record<string, unknown> | undefined;
/** The payer's quote and its transfer, sent and waiting to be included. */
const paidTransfer = async (amount = 25.5) => {
  const quote = await quoteFor(portal, 'eth', amount);
  const txid = await sendOnChain(portal, {
    crypto_type: 'eth',
    to: quote.address,
    amount: quote.crypto_amount,
  });
  return { quote, txid };
};
/** The stranger's claim of a hash, without a quote or with its own. */
const strangerClaims = async (txid: string, quote?: QuoteAnswer, amount = 25.5) => {
  const body = cryptoDonation({ amount, txid, ...(quote && { quote: quote.quote }) });
  const answer = await request(portal.url, 'POST', '/api/transactions', body);
  return { paymentId: body.payment_id, answer };
};

describe('a transaction hash a stranger claims first', () => {
  it('accepts the rightful payer of a transfer a stranger claimed first, and marks the stranger contested', async () => {
    await setAutoProcess(portal, 'true');
    const { quote, txid } = await paidTransfer();
    const stranger = await strangerClaims(txid);
    expect(stranger.answer.status).toBe(201);

    const payer = await submitQuoted(portal, 'eth', 25.5, quote, txid);
    expect(payer.answer.status, JSON.stringify(payer.answer.body)).toBe(201);
    const submitted = (await paymentEvents(portal, payer.paymentId))[0];
    expect(submitted?.data).toMatchObject({ contests: stranger.paymentId });

    await reading();
    expect(await concludedOf(stranger.paymentId)).toMatchObject({
      verdict: 'contested',
      contestedBy: payer.paymentId,
      txid,
    });
    expect(await tracked(stranger.paymentId)).toMatchObject({
      status: 'pending_payment_verification',
      chain_check: { status: 'contested' },
    });
    // Staff find it on Payment Validation, under "Needs a look".
    const admin = await signedInAdmin(portal, 'admin');
    const needingLook = await request(
      portal.url,
      'GET',
      '/api/transactions?chain_check=needs_look&limit=100',
      undefined,
      { ...admin.headers, 'x-log-position': String(await portal.eventStore.headPosition()) },
    );
    expect(
      (needingLook.body.transactions as { payment_id: string }[]).map((row) => row.payment_id),
    ).toContain(stranger.paymentId);

    await mineBlocks(portal, 'eth', 3);
    await reading();
    expect(await concludedOf(payer.paymentId)).toMatchObject({ verdict: 'matched' });
    expect(await tracked(payer.paymentId)).toMatchObject({ status: 'completed' });
    expect(await typesOf(stranger.paymentId)).toEqual(['PaymentSubmitted', 'ChainCheckConcluded']);
  });

  it('never verifies a stranger’s claim automatically, even with automatic processing on', async () => {
    await setAutoProcess(portal, 'true');
    const { quote, txid } = await paidTransfer(30);
    // The stranger's own quote, for the same price: another amount, which the transfer does not carry.
    const own = await quoteFor(portal, 'eth', 30);
    const stranger = await strangerClaims(txid, own, 30);
    expect(stranger.answer.status).toBe(201);
    const payer = await submitQuoted(portal, 'eth', 30, quote, txid);
    expect(payer.answer.status, JSON.stringify(payer.answer.body)).toBe(201);

    await mineBlocks(portal, 'eth', 3);
    await reading();
    await reading();
    const types = await typesOf(stranger.paymentId);
    expect(types).not.toContain('PaymentVerified');
    expect(types.filter((type) => type === 'ChainCheckConcluded')).toHaveLength(1);
    expect(await concludedOf(stranger.paymentId)).toMatchObject({
      verdict: 'contested',
      contestedBy: payer.paymentId,
    });
    expect((await tracked(stranger.paymentId)).status).toBe('pending_payment_verification');
    expect((await tracked(payer.paymentId)).status).toBe('completed');
  });

  it('refuses a second quoted claim of the same transaction with DUPLICATE_TXID', async () => {
    const { quote, txid } = await paidTransfer(35);
    expect((await strangerClaims(txid)).answer.status).toBe(201);
    expect((await submitQuoted(portal, 'eth', 35, quote, txid)).answer.status).toBe(201);

    // Another quote, whose amount the transfer does not carry: its claim is no one's to make.
    await portal.outboxes.settled();
    const before = await portal.eventStore.headPosition();
    const third = await strangerClaims(txid, await quoteFor(portal, 'eth', 35), 35);
    expect(third.answer.status).toBe(409);
    expect(third.answer.body.error).toMatchObject({ code: 'DUPLICATE_TXID' });
    expect(await portal.eventStore.headPosition()).toBe(before);
  });

  it('refuses a stranger’s quote on a transfer in a block that carries another payment’s amount, naming it contested', async () => {
    const { quote, txid } = await paidTransfer(40);
    await mineBlocks(portal, 'eth', 1);
    expect((await submitQuoted(portal, 'eth', 40, quote, txid)).answer.status).toBe(201);

    await portal.outboxes.settled();
    const before = await portal.eventStore.headPosition();
    const stranger = await strangerClaims(txid, await quoteFor(portal, 'eth', 40), 40);
    expect(stranger.answer.status).toBe(409);
    expect(stranger.answer.body.error).toMatchObject({
      code: 'CRYPTO_TRANSFER_MISMATCH',
      field: 'txid',
      reason: 'contested',
    });
    expect(await portal.eventStore.headPosition()).toBe(before);
  });

  it('refuses a taken hash naming what the chain shows of it: a transaction failed on chain', async () => {
    const quote = await quoteFor(portal, 'eth', 45);
    const sent = await request(String(portal.sandboxes.chain), 'POST', '/transfers', {
      crypto_type: 'eth',
      to: quote.address,
      amount: quote.crypto_amount,
      failed: true,
    });
    const txid = String(sent.body.txid);
    await mineBlocks(portal, 'eth', 1);
    expect((await strangerClaims(txid)).answer.status).toBe(201);

    const payer = await submitQuoted(portal, 'eth', 45, quote, txid);
    expect(payer.answer.status).toBe(409);
    expect(payer.answer.body.error).toMatchObject({ code: 'DUPLICATE_TXID', reason: 'not_found' });
  });

  it('tells a quoted payer whose transaction the chain does not show yet that the hash is taken, reason pending', async () => {
    const quote = await quoteFor(portal, 'eth', 55);
    // A hash the chain does not know (yet): the stranger names it first.
    const txid = `0x${'5'.repeat(64)}`;
    expect((await strangerClaims(txid, undefined, 55)).answer.status).toBe(201);
    const payer = await submitQuoted(portal, 'eth', 55, quote, txid);
    expect(payer.answer.status).toBe(409);
    expect(payer.answer.body.error).toMatchObject({ code: 'DUPLICATE_TXID', reason: 'pending' });
  });

  it('keeps first come without any quote: the second claim is DUPLICATE_TXID, for staff to decide', async () => {
    const { txid } = await paidTransfer(50);
    const first = await strangerClaims(txid, undefined, 50);
    expect(first.answer.status).toBe(201);
    const second = await strangerClaims(txid, undefined, 50);
    expect(second.answer.status).toBe(409);
    expect(second.answer.body.error).toMatchObject({ code: 'DUPLICATE_TXID' });
    expect(second.answer.body.error.reason).toBeUndefined();

    await mineBlocks(portal, 'eth', 3);
    await reading();
    expect(await typesOf(first.paymentId)).toEqual(['PaymentSubmitted']);
    expect((await tracked(first.paymentId)).chain_check).toBeNull();
  });

  it('accepts the rightful payer when a stranger submits the same hash at the same moment', async () => {
    await setAutoProcess(portal, 'false');
    for (let round = 0; round < 6; round += 1) {
      const { quote, txid } = await paidTransfer(55);
      const [stranger, payer] = await Promise.all([
        strangerClaims(txid, undefined, 55),
        submitQuoted(portal, 'eth', 55, quote, txid),
      ]);
      expect(payer.answer.status, JSON.stringify(payer.answer.body)).toBe(201);
      await reading();
      if (stranger.answer.status === 201) {
        expect(await concludedOf(stranger.paymentId)).toMatchObject({
          verdict: 'contested',
          contestedBy: payer.paymentId,
        });
      } else {
        expect(stranger.answer.body.error).toMatchObject({ code: 'DUPLICATE_TXID' });
      }
    }
  });
});
