import useSWR from 'swr';
import type { CryptoQuoteAnswer, CryptoQuoteRequest } from '@ghost/events/contract';
import { request, type ApiResult } from '@/lib/api-client';

/**
 * A quote as the form holds it: the server's answer, and when its rate stops being locked by
 * this browser's clock. The deadline is the quote's own lifetime (`expires_at - issued_at`)
 * counted from the moment the answer arrived, so a phone whose clock is minutes off still counts
 * the 15 minutes the server gave, not a skewed difference to `expires_at`.
 */
export interface ReceivedQuote {
  answer: CryptoQuoteAnswer;
  /** Milliseconds since the epoch, on this browser's clock. */
  receivedAt: number;
  /** Milliseconds since the epoch, on this browser's clock. */
  deadline: number;
}

export const receivedQuote = (answer: CryptoQuoteAnswer, receivedAt: number): ReceivedQuote => ({
  answer,
  receivedAt,
  deadline: receivedAt + (Date.parse(answer.expires_at) - Date.parse(answer.issued_at)),
});

/**
 * POST /crypto/quotes: the exact amount to send in a coin. Answers `{data}` or `{error}` with the
 * server's code (403 CRYPTO_COIN_UNAVAILABLE, 503 CRYPTO_QUOTE_UNAVAILABLE, 503
 * CRYPTO_QUOTE_AMOUNTS_EXHAUSTED, 429 when asked too often, NETWORK_ERROR); an answer that does
 * not have the contract's shape is an HTTP_ERROR, never shown as an amount to send.
 */
export const createCryptoQuote = async (
  body: CryptoQuoteRequest,
): Promise<ApiResult<ReceivedQuote>> =>
  quoteOfAnswer(await request<unknown>('/crypto/quotes', { method: 'POST', body }), Date.now());

/**
 * The quote an answer of POST /crypto/quotes holds, received at `receivedAt`: its refusal as it
 * is, and an answer without the contract's shape an HTTP_ERROR (the server's form answers use it
 * too).
 */
export const quoteOfAnswer = async (
  answer: ApiResult<unknown>,
  receivedAt: number,
): Promise<ApiResult<ReceivedQuote>> => {
  if (answer.error) return answer;
  const { cryptoQuoteAnswerSchema } = await import('./crypto-quote-answer');
  const parsed = cryptoQuoteAnswerSchema.safeParse(answer.data);
  if (!parsed.success) {
    return { error: { code: 'HTTP_ERROR', status: 200, message: 'Malformed quote answer' } };
  }
  return { data: receivedQuote(parsed.data, receivedAt), position: answer.position };
};

/**
 * The SWR key of a coin's quote for an amount: the server seeds a quote it asked for a form posted
 * without scripts under it, so the running page shows that very quote.
 */
export const cryptoQuoteKey = (body: CryptoQuoteRequest) =>
  ['payment-flow/crypto-quote', body.crypto_type, body.amount, body.currency] as const;

/**
 * The quote for a coin and an amount; none asked while `body` is null (no amount yet). A changed
 * coin or amount is another key, so it asks a new quote; the same one again shows the quote it
 * had (the form asks a new one when that one ran out). Never revalidated on its own: a quote is
 * a reservation of an amount, asked for when the payer needs one.
 */
export const useCryptoQuote = (body: CryptoQuoteRequest | null) =>
  useSWR(body && cryptoQuoteKey(body), () => (body ? createCryptoQuote(body) : null), {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    dedupingInterval: 0,
  });
