import {
  fitsTxidShape,
  newPaymentId,
  portalLanguages,
  type CryptoQuoteAnswer,
  type CryptoQuoteRequest,
  type PortalLanguage,
} from '@ghost/events/contract';
import { errorOf, readBody, type ApiError, type ApiResult } from '@/lib/api-client';
import { optionalEmailProblem, standardEmailCheck } from './account-details';
import { quoteOfAnswer, receivedQuote, type ReceivedQuote } from './api/create-crypto-quote';
import type { CoinAddress } from './api/get-crypto-addresses';
import { donationAmountProblem } from './donation-amount';
import { donationFormValues, type DonationFormValues } from './donation-form-values';
import type { PostedDonation } from './posted-donation';
import { submissionBody } from './submission-body';

/** A POST of a JSON body to the command service (a path without /api), for the visitor. */
export type ApiPost = (
  path: string,
  write: { body: unknown; headers?: Record<string, string> },
) => Promise<Response>;

/** What the page the form is answered with is drawn from. */
export interface DonationFormPage {
  posted: PostedDonation;
  /** The quote the form shows (or its refusal), and the amount and coin it is for. */
  quote: { result: ApiResult<ReceivedQuote>; amount: number; coin: CoinAddress['coin'] } | null;
}

/** What the donation form leads to: the tracking page of the payment, or the form again. */
export type DonationFormAnswer = { redirect: string } | DonationFormPage;

interface DonationFormContext {
  language: string;
  /** The coins on offer, as the form offers them. */
  coins: CoinAddress[];
  /** The hash rule (`security_require_txid`): the hash must have its coin's shape. */
  hashRuleOn: boolean;
  post: ApiPost;
  now: number;
}

const resultOf = async <T>(response: Response): Promise<ApiResult<T>> => {
  const body = await readBody(response);
  return response.ok ? { data: body as T, position: null } : { error: errorOf(response, body) };
};

/** A new quote (POST /crypto/quotes), or its refusal, as the running form holds it. */
const askQuote = async (
  context: DonationFormContext,
  body: CryptoQuoteRequest,
): Promise<ApiResult<ReceivedQuote>> =>
  quoteOfAnswer(
    await resultOf<unknown>(await context.post('/crypto/quotes', { body })),
    context.now,
  );

/** The same amount and coin in the same currency: the quote the page showed still stands. */
const quoteFits = (quote: CryptoQuoteAnswer, coin: string, amount: number) =>
  quote.crypto_type === coin && quote.amount === amount && quote.currency === 'USD';

/**
 * An Idempotency-Key for the attempt: the same payment ID and input posted again (a second click,
 * a retry after a lost answer) is the same key, so it is recorded once; another input is another.
 */
const attemptKey = async (paymentId: string, body: unknown): Promise<string> => {
  const digest = await globalThis.crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`${paymentId}\n${JSON.stringify(body)}`),
  );
  return [...new Uint8Array(digest)]
    .slice(0, 16)
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
};

/**
 * Answers a donation's crypto form posted without scripts, by the rules and calls of the running
 * form: the amount and e-mail checked as the page checks them; a quote asked for the coin and
 * amount (POST /crypto/quotes) unless the page showed one for them; then, when the visitor asks
 * to pay, the hash and the tick checked, and the payment submitted (POST /transactions) with the
 * quote (none when no quote could be had: staff verify, as in the running form). Submitted, the
 * visitor is sent to the payment's tracking page; anything else draws the form again, with what
 * was typed, the quote, and the refusal to say.
 */
export const answerDonationForm = async (
  form: URLSearchParams,
  context: DonationFormContext,
): Promise<DonationFormAnswer> => {
  const values: DonationFormValues = donationFormValues(form);
  const coin = context.coins.find(({ coin }) => coin === values.coin) ?? context.coins[0];
  const posted: DonationFormPage['posted'] = {
    amount: values.amount,
    email: values.email,
    coin: coin?.coin ?? null,
    txid: values.txid,
    sent: values.sent,
    paying: values.intent === 'pay',
    paymentId: values.paymentId ?? newPaymentId(context.now),
    refusal: null,
  };
  if (!coin || donationAmountProblem(values.amount) !== null) return { posted, quote: null };

  const amount = Number(values.amount.trim());
  const shown = values.quote && quoteFits(values.quote, coin.coin, amount) ? values.quote : null;
  const quote: ApiResult<ReceivedQuote> = shown
    ? { data: receivedQuote(shown, Date.parse(shown.issued_at)), position: null }
    : await askQuote(context, { crypto_type: coin.coin, amount, currency: 'USD' });
  const page = { posted, quote: { result: quote, amount, coin: coin.coin } };
  // A new quote is a new amount to send: the visitor sees it before anything is paid.
  if (values.intent !== 'pay' || (shown === null && !quote.error)) return page;
  if (optionalEmailProblem(values.email, standardEmailCheck) !== undefined) return page;
  if (quote.data && context.now >= quote.data.deadline) return page;
  const txidOk =
    values.txid.trim() !== '' && (!context.hashRuleOn || fitsTxidShape(coin.coin, values.txid));
  if (!txidOk || !values.sent) return page;

  const language = portalLanguages.find((known) => known === context.language) ?? 'en';
  const body = submissionBody(
    {
      type: 'donation',
      method: 'crypto',
      duration: null,
      region: null,
      amount,
      currency: 'USD',
      username: '',
      email: values.email,
      language: language satisfies PortalLanguage,
    },
    {
      payment_method: 'crypto',
      crypto_type: coin.coin,
      txid: values.txid,
      quote: quote.data ? quote.data.answer.quote : null,
    },
    { paymentId: posted.paymentId, reference: '' },
  );
  const answer = await resultOf<{ paymentId: string }>(
    await context.post('/transactions', {
      body,
      headers: { 'idempotency-key': await attemptKey(posted.paymentId, body) },
    }),
  );
  if (answer.data) return { redirect: `/track/${encodeURIComponent(answer.data.paymentId)}` };
  return { ...page, posted: { ...posted, refusal: answer.error satisfies ApiError } };
};
