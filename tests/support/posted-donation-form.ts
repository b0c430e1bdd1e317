import { newTxid } from './test-portal.js';

/**
 * The donation's crypto form as a browser without scripts posts it to `{url}/payment/donation`:
 * from the portal's own page (`Sec-Fetch-Site: same-origin`, its Origin), URL-encoded, the answer
 * not followed (a 303 is read as it is). A header given as undefined is one the browser does not
 * send.
 */
export const postDonationForm = (
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string | undefined> = {},
): Promise<Response> => {
  const sent: Record<string, string | undefined> = {
    'content-type': 'application/x-www-form-urlencoded',
    origin: url,
    'sec-fetch-site': 'same-origin',
    'accept-language': 'en',
    ...headers,
  };
  return fetch(`${url}/payment/donation`, {
    method: 'POST',
    redirect: 'manual',
    headers: Object.fromEntries(
      Object.entries(sent).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    body: new URLSearchParams(fields).toString(),
  });
};

/** A hidden field's value in the page, as the browser would post it back. */
export const hiddenValue = (html: string, name: string): string => {
  const found = new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html);
  if (!found?.[1]) throw new Error(`the page has no ${name} field`);
  return found[1]
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
};

/**
 * Pays the quote a page answered for a 12 USD donation in bitcoin, as the visitor does: its quote
 * and payment ID posted back with a new hash and the box ticked. Answers the post's answer and the
 * payment ID it was made under.
 */
export const payQuotedDonation = async (
  url: string,
  quotedPage: string,
): Promise<{ paid: Response; paymentId: string }> => {
  const paymentId = hiddenValue(quotedPage, 'payment_id');
  const paid = await postDonationForm(url, {
    amount: '12',
    coin: 'btc',
    quote: hiddenValue(quotedPage, 'quote'),
    payment_id: paymentId,
    txid: newTxid(),
    sent: 'yes',
    intent: 'pay',
  });
  return { paid, paymentId };
};
