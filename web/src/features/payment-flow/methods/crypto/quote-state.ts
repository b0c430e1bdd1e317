import type { ApiErrorCode, ApiResult } from '@/lib/api-client';
import type { ReceivedQuote } from '@/features/payment-flow/api/create-crypto-quote';

/**
 * What the crypto form shows of the quote:
 * - `waiting`: no amount yet (a donation not typed), nothing asked;
 * - `loading`: asked, no answer yet;
 * - `quoted`: send exactly the quote's amount, `secondsLeft` of its locked rate;
 * - `expired`: the rate ran out; the amount is greyed, a new quote is needed to submit;
 * - `fallback`: no quote could be had (no rate, every amount held, refused, network): the form
 *   shows the price in the payment's currency and staff verify the payment, as before quotes.
 */
export type QuoteState =
  | { kind: 'waiting' }
  | { kind: 'loading' }
  | { kind: 'quoted'; quote: ReceivedQuote; secondsLeft: number }
  | { kind: 'expired'; quote: ReceivedQuote }
  | { kind: 'fallback'; code: ApiErrorCode };

export const quoteState = (
  asked: boolean,
  result: ApiResult<ReceivedQuote> | null | undefined,
  now: number,
): QuoteState => {
  if (!asked) return { kind: 'waiting' };
  if (!result) return { kind: 'loading' };
  if (result.error) return { kind: 'fallback', code: result.error.code };
  // A clock read before the answer arrived (the last second's tick) counts from the arrival.
  const at = Math.max(now, result.data.receivedAt);
  const secondsLeft = Math.ceil((result.data.deadline - at) / 1000);
  return secondsLeft > 0
    ? { kind: 'quoted', quote: result.data, secondsLeft }
    : { kind: 'expired', quote: result.data };
};

/**
 * The quote the submission carries: the one shown, unexpired, and none in the fallback (the
 * payment then goes to staff without a chain check). Null while a submit must wait (loading, or
 * an expired quote): the submit button is disabled then.
 */
export const submittableQuote = (state: QuoteState): { quote: string | null } | null => {
  switch (state.kind) {
    case 'quoted':
      return { quote: state.quote.answer.quote };
    case 'fallback':
    case 'waiting':
      return { quote: null };
    case 'loading':
    case 'expired':
      return null;
    default: {
      const unknown: never = state;
      return unknown;
    }
  }
};

/**
 * What the countdown says to a screen reader (aria-live polite): once when a minute is left and
 * once when the rate ran out, never every second. Null otherwise, an empty live region.
 */
export const countdownAnnouncement = (state: QuoteState): 'minuteLeft' | 'expired' | null =>
  state.kind === 'expired'
    ? 'expired'
    : state.kind === 'quoted' && state.secondsLeft <= 60
      ? 'minuteLeft'
      : null;
