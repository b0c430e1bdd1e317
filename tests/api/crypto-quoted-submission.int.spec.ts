import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClock, minutes } from '../support/fake-clock.js';
import { request } from '../support/http.js';
import { cryptoDonation } from '../support/payment-requests.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

// A crypto submission carries the quote its payer was shown: the server checks it signed it, that
// it had not expired, and that it is for the submission's coin, address and amount.
const clock = fakeClock();
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ clock: clock.now });
});
afterAll(async () => {
  await portal.destroy();
});

const quoteFor = async (body: Record<string, unknown>) => {
  const answer = await request(portal.url, 'POST', '/api/crypto/quotes', body);
  expect(answer.status).toBe(200);
  return answer.body as { quote: string; crypto_amount: string };
};
const submit = (body: Record<string, unknown>) =>
  request(portal.url, 'POST', '/api/transactions', body);

const expectRefused = async (
  body: Record<string, unknown>,
  status: number,
  code: string,
  reason?: string,
) => {
  const before = await portal.eventStore.headPosition();
  const answer = await submit(body);
  expect(answer.status).toBe(status);
  expect(answer.body.error).toMatchObject({ code, field: 'quote', ...(reason && { reason }) });
  expect(typeof answer.body.error.message).toBe('string');
  expect(await portal.eventStore.headPosition()).toBe(before);
};

describe('a crypto submission with its quote', () => {
  it('records the quote on the payment and opens its chain check as pending', async () => {
    const quote = await quoteFor({ crypto_type: 'eth', amount: 25.5, currency: 'USD' });
    const body = cryptoDonation({ quote: quote.quote });
    const answer = await submit(body);
    expect(answer.status).toBe(201);
    const submitted = (await portal.eventStore.readStream(`transaction-${body.payment_id}`))[0];
    expect(submitted?.data).toMatchObject({
      cryptoQuote: { cryptoAmount: quote.crypto_amount, network: 'ethereum', currency: 'USD' },
    });
    const tracked = await request(
      portal.url,
      'GET',
      `/api/transactions/track/${body.payment_id}`,
      undefined,
      { 'x-log-position': String(answer.body.position) },
    );
    expect(tracked.body.chain_check).toEqual({
      status: 'pending',
      confirmations: 0,
      required_confirmations: 3,
    });
  });

  it('keeps a submitted quote’s amount held after the quote expires, so no new quote takes it', async () => {
    const quote = await quoteFor({ crypto_type: 'sol', amount: 40, currency: 'USD' });
    const answer = await submit(
      cryptoDonation({
        crypto_type: 'sol',
        amount: 40,
        txid: '5'.repeat(88),
        quote: quote.quote,
      }),
    );
    expect(answer.status).toBe(201);
    clock.advance(minutes(16));
    const again = await quoteFor({ crypto_type: 'sol', amount: 40, currency: 'USD' });
    expect(again.crypto_amount).not.toBe(quote.crypto_amount);
  });

  it('refuses a quote the portal did not sign: CRYPTO_QUOTE_INVALID', async () => {
    const quote = await quoteFor({ crypto_type: 'eth', amount: 25.5, currency: 'USD' });
    const [payload = '', signature = ''] = quote.quote.split('.');
    const forged = `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    await expectRefused(cryptoDonation({ quote: forged }), 400, 'CRYPTO_QUOTE_INVALID', 'forged');
    await expectRefused(
      cryptoDonation({ quote: 'not-a-quote' }),
      400,
      'CRYPTO_QUOTE_INVALID',
      'malformed',
    );
  });

  it('refuses a quote that expired before the submission: CRYPTO_QUOTE_EXPIRED', async () => {
    const quote = await quoteFor({ crypto_type: 'eth', amount: 25.5, currency: 'USD' });
    clock.advance(minutes(15) + 1);
    await expectRefused(
      cryptoDonation({ quote: quote.quote }),
      410,
      'CRYPTO_QUOTE_EXPIRED',
      'expired',
    );
  });

  it('refuses a quote for another coin or another amount: CRYPTO_QUOTE_MISMATCH', async () => {
    const btc = await quoteFor({ crypto_type: 'btc', amount: 25.5, currency: 'USD' });
    await expectRefused(
      cryptoDonation({ crypto_type: 'eth', quote: btc.quote }),
      409,
      'CRYPTO_QUOTE_MISMATCH',
      'wrong_coin',
    );
    const eth = await quoteFor({ crypto_type: 'eth', amount: 25.5, currency: 'USD' });
    await expectRefused(
      cryptoDonation({ amount: 30, quote: eth.quote }),
      409,
      'CRYPTO_QUOTE_MISMATCH',
      'wrong_amount',
    );
  });

  it('refuses a second payment with a quote already used: CRYPTO_QUOTE_USED', async () => {
    const quote = await quoteFor({ crypto_type: 'eth', amount: 25.5, currency: 'USD' });
    expect((await submit(cryptoDonation({ quote: quote.quote }))).status).toBe(201);
    const before = await portal.eventStore.headPosition();
    const answer = await submit(cryptoDonation({ quote: quote.quote }));
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({ code: 'CRYPTO_QUOTE_USED', field: 'quote' });
    expect(await portal.eventStore.headPosition()).toBe(before);
  });
});
