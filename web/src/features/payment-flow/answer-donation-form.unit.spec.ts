import { describe, expect, it } from 'vitest';
import { paymentIdFault, type CryptoQuoteAnswer } from '@ghost/events/contract';
import { answerDonationForm, type ApiPost } from './answer-donation-form';
import { donationFormValues } from './donation-form-values';

const now = Date.parse('2026-11-29T15:00:00Z');
const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const txid = `0x${'ab'.repeat(32)}`;

const quoteFor = (amount: number, issuedAt = now): CryptoQuoteAnswer => ({
  crypto_type: 'eth',
  network: 'ethereum',
  address,
  crypto_amount: '0.00375004',
  rate: '3200',
  amount,
  currency: 'USD',
  issued_at: new Date(issuedAt).toISOString(),
  expires_at: new Date(issuedAt + 15 * 60_000).toISOString(),
  required_confirmations: 2,
  payment_uri: `ethereum:${address}?value=3750040000000000`,
  quote: 'signed-quote',
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A command service that answers each path as told, and records what was posted. */
const service = (answers: Record<string, () => Response>) => {
  const posted: { path: string; body: unknown; headers?: Record<string, string> }[] = [];
  const post: ApiPost = (path, write) => {
    posted.push({ path, ...write });
    const answer = answers[path];
    return Promise.resolve(answer ? answer() : json(500, {}));
  };
  return { post, posted };
};

const context = (post: ApiPost, hashRuleOn = false) => ({
  language: 'de',
  coins: [
    { coin: 'btc' as const, address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu' },
    { coin: 'eth' as const, address },
  ],
  hashRuleOn,
  post,
  now,
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe('a donation’s crypto form posted without scripts', () => {
  it('asks nothing of the server for an amount the form refuses, and keeps what was typed', async () => {
    const { post, posted } = service({});
    const answer = await answerDonationForm(
      form({ amount: '0.5', coin: 'eth', txid, intent: 'pay' }),
      context(post),
    );
    expect(posted).toEqual([]);
    expect(answer).toMatchObject({
      posted: { amount: '0.5', coin: 'eth', txid, paying: true, refusal: null },
      quote: null,
    });
  });

  it('shows a new quote before anything is paid, even when the visitor asked to pay', async () => {
    const { post, posted } = service({ '/crypto/quotes': () => json(200, quoteFor(12)) });
    const answer = await answerDonationForm(
      form({ amount: '12', coin: 'eth', txid, sent: 'yes', intent: 'pay' }),
      context(post),
    );
    expect(posted.map(({ path }) => path)).toEqual(['/crypto/quotes']);
    expect(posted[0]?.body).toEqual({ crypto_type: 'eth', amount: 12, currency: 'USD' });
    expect(answer).toMatchObject({ quote: { amount: 12, coin: 'eth' } });
  });

  it('draws a new payment ID by the contract’s rule, and keeps the one the page carried', async () => {
    const { post } = service({ '/crypto/quotes': () => json(200, quoteFor(12)) });
    const first = await answerDonationForm(form({ amount: '12', coin: 'eth' }), context(post));
    if ('redirect' in first) throw new Error('a quote is not a payment');
    expect(paymentIdFault(first.posted.paymentId)).toBeNull();
    const again = await answerDonationForm(
      form({ amount: '12', coin: 'eth', payment_id: first.posted.paymentId }),
      context(post),
    );
    expect(again).toMatchObject({ posted: { paymentId: first.posted.paymentId } });
  });

  it('submits the quote the page showed, then leads to the payment’s tracking page', async () => {
    const { post, posted } = service({
      '/transactions': () => json(201, { success: true, paymentId: 'GHOST-1-X' }),
    });
    const shown = JSON.stringify(quoteFor(12));
    const fields = { amount: '12', coin: 'eth', quote: shown, txid, sent: 'yes', intent: 'pay' };
    const answer = await answerDonationForm(form(fields), context(post));
    expect(answer).toEqual({ redirect: '/track/GHOST-1-X' });
    expect(posted[0]).toMatchObject({
      path: '/transactions',
      body: {
        type: 'donation',
        payment_method: 'crypto',
        crypto_type: 'eth',
        amount: 12,
        currency: 'USD',
        txid,
        quote: 'signed-quote',
        language: 'de',
      },
    });
    // The same input posted again is the same attempt: the same key.
    const paymentId = (posted[0]?.body as { payment_id: string }).payment_id;
    await answerDonationForm(form({ ...fields, payment_id: paymentId }), context(post));
    await answerDonationForm(form({ ...fields, payment_id: paymentId }), context(post));
    expect(posted[1]?.headers).toEqual(posted[2]?.headers);
  });

  it('does not pay without the hash, the tick, or a hash of the coin’s shape when the rule is on', async () => {
    const { post, posted } = service({});
    const shown = JSON.stringify(quoteFor(12));
    const base = { amount: '12', coin: 'eth', quote: shown, intent: 'pay' };
    await answerDonationForm(form({ ...base, txid: ' ', sent: 'yes' }), context(post));
    await answerDonationForm(form({ ...base, txid }), context(post));
    await answerDonationForm(
      form({ ...base, txid: 'not-a-hash', sent: 'yes' }),
      context(post, true),
    );
    expect(posted).toEqual([]);
  });

  it('does not pay with a quote whose rate ran out: the page shows it run out', async () => {
    const { post, posted } = service({});
    const stale = JSON.stringify(quoteFor(12, now - 16 * 60_000));
    const answer = await answerDonationForm(
      form({ amount: '12', coin: 'eth', quote: stale, txid, sent: 'yes', intent: 'pay' }),
      context(post),
    );
    expect(posted).toEqual([]);
    expect(answer).toMatchObject({
      quote: { result: { data: { answer: { quote: 'signed-quote' } } } },
    });
  });

  it('answers a refused submission with the form again and the refusal to say', async () => {
    const { post } = service({
      '/transactions': () =>
        json(409, { error: { code: 'DUPLICATE_TXID', message: 'Duplicate transaction' } }),
    });
    const shown = JSON.stringify(quoteFor(12));
    const answer = await answerDonationForm(
      form({ amount: '12', coin: 'eth', quote: shown, txid, sent: 'yes', intent: 'pay' }),
      context(post),
    );
    expect(answer).toMatchObject({
      posted: { txid, sent: true, refusal: { code: 'DUPLICATE_TXID', status: 409 } },
    });
  });
});

describe('the posted fields', () => {
  it('read a coin, a quote and a payment ID only when they are the contract’s', () => {
    const values = donationFormValues(
      form({ coin: 'doge', quote: '{"crypto_type":"eth"}', payment_id: 'GHOST-1-AAAA' }),
    );
    expect(values).toMatchObject({ coin: null, quote: null, paymentId: null, intent: 'quote' });
  });
});
