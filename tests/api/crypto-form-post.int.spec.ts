import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../support/http.js';
import { newTxid, type TestPortal } from '../support/test-portal.js';
import { startWebPortal } from '../support/web-portal.js';
import {
  hiddenValue,
  payQuotedDonation,
  postDonationForm,
} from '../support/posted-donation-form.js';

/**
 * The donation's crypto form posted without scripts (needs the built web app, `npm run build`):
 * the portal takes it from its own pages only, small and URL-encoded, asks the quote and submits
 * the payment through the command service as the running page does, and answers the page again
 * (the form, its values and its message) or 303 to the payment's tracking page.
 */
let portal: TestPortal;

beforeAll(async () => {
  portal = await startWebPortal();
});

afterAll(async () => {
  await portal.stop();
});

/** A form posted as the portal's own page posts it, unless headers say otherwise. */
const post = (fields: Record<string, string>, headers: Record<string, string | undefined> = {}) =>
  postDonationForm(portal.url, fields, headers);

const headOf = async () => portal.eventStore.headPosition();

describe('the donation’s crypto form posted without scripts', () => {
  it('is refused from another site, writing nothing', async () => {
    const head = await headOf();
    const answers = await Promise.all([
      post(
        { amount: '25', coin: 'btc', intent: 'quote' },
        { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
      ),
      post(
        { amount: '25', coin: 'btc', intent: 'quote' },
        { origin: 'https://elsewhere.example', 'sec-fetch-site': undefined },
      ),
      post({ amount: '25', coin: 'btc', intent: 'quote' }, { 'sec-fetch-site': 'same-site' }),
      post(
        { amount: '25', coin: 'btc', intent: 'quote' },
        { 'sec-fetch-site': undefined, origin: 'null' },
      ),
    ]);
    expect(answers.map(({ status }) => status)).toEqual([403, 403, 403, 403]);
    await expect(headOf()).resolves.toBe(head);
  });

  it('is refused when larger than a form of the portal, or not URL-encoded', async () => {
    const large = await post({ amount: '25', coin: 'btc', txid: 'a'.repeat(20_000) });
    expect(large.status).toBe(413);
    const json = await post({}, { 'content-type': 'application/json' });
    expect(json.status).toBe(415);
  });

  it('answers a form that cannot be paid with the form again, its values kept and its messages', async () => {
    const answer = await post({
      amount: '0.5',
      email: 'me@example.com',
      coin: 'eth',
      intent: 'pay',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const html = await answer.text();
    expect(html).toContain('The donation amount must be at least $1.00.');
    expect(html).toContain('Enter the transaction hash of your payment.');
    expect(html).toContain('value="0.5"');
    expect(html).toContain('value="me@example.com"');
    expect(html).toMatch(/<input[^>]*name="coin" checked="" value="eth"/);
  });

  it('is sent with the QR code of the first coin’s address drawn on the server', async () => {
    const page = await fetch(`${portal.url}/payment/donation`, {
      headers: { 'accept-language': 'en' },
    });
    expect(await page.text()).toMatch(
      /<img[^>]*src="data:image\/svg\+xml[^"]*"[^>]*alt="QR code of the Bitcoin address"/,
    );
  });

  it('answers the amount to send, then 303 to the tracking page of the payment it submitted', async () => {
    const quoted = await post({ amount: '12', coin: 'btc', intent: 'quote' });
    expect(quoted.status).toBe(200);
    const page = await quoted.text();
    const quote = JSON.parse(hiddenValue(page, 'quote')) as { crypto_amount: string };
    expect(quote.crypto_amount).toMatch(/^0\.000187[56]\d$/);
    // The amount and its symbol, as React writes two texts side by side.
    expect(page).toMatch(new RegExp(`${quote.crypto_amount}(<!-- -->)?\u00a0(<!-- -->)?BTC`));
    expect(page).toMatch(/<img[^>]*src="data:image\/svg\+xml/);

    const { paid, paymentId } = await payQuotedDonation(portal.url, page);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/track/${paymentId}`);
    const tracked = await request(portal.url, 'GET', `/api/transactions/track/${paymentId}`);
    expect(tracked.status).toBe(200);
    expect(tracked.body).toMatchObject({ paymentId, status: 'pending_payment_verification' });
  });

  it('answers a refused submission with the form again and the message the running page shows', async () => {
    const txid = newTxid();
    const pay = async () => {
      const page = await (await post({ amount: '5', coin: 'eth', intent: 'quote' })).text();
      return post({
        amount: '5',
        coin: 'eth',
        quote: hiddenValue(page, 'quote'),
        payment_id: hiddenValue(page, 'payment_id'),
        txid,
        sent: 'yes',
        intent: 'pay',
      });
    };
    expect((await pay()).status).toBe(303);
    const again = await pay();
    expect(again.status).toBe(200);
    const html = await again.text();
    expect(html).toContain(
      'This crypto transaction has already been registered. Please check your transaction ID.',
    );
    expect(html).toContain(`value="${txid}"`);
  });
});
