import { useEffect, useRef } from 'react';
import { isPayableAmount, type CryptoType } from '@ghost/events/contract';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useNow } from '@/hooks/use-now';
import { useCryptoQuote } from '@/features/payment-flow/api/create-crypto-quote';
import type { Order } from '@/features/payment-flow/order';
import { quoteState, type QuoteState } from './quote-state';

/**
 * A donation's amount is typed: it is quoted once the payer stops typing, so "25.50" asks one
 * quote, not five (each quote holds an amount on the server, and they are rate limited).
 */
export const typedAmountSettleMs = 600;

/**
 * The quote of the chosen coin for the order's amount, and its state renewed every second for
 * the countdown. `renew` asks a new one (a new amount) for the same coin and amount: after the
 * rate ran out, or to try again after a refusal. Coming back to a coin whose quote ran out
 * meanwhile asks a new one at once.
 */
export const useCoinQuote = (order: Order, coin: CryptoType | null) => {
  const settledAmount = useDebouncedValue(order.amount, typedAmountSettleMs);
  const { currency } = order;
  const payable = isPayableAmount(settledAmount, currency);
  const typing = settledAmount !== order.amount;
  const asked = coin !== null && (typing || payable);
  const quote = useCryptoQuote(
    coin !== null && !typing && payable
      ? { crypto_type: coin, amount: settledAmount, currency }
      : null,
  );
  const now = useNow(1000);
  const state: QuoteState =
    asked && typing ? { kind: 'loading' } : quoteState(asked, quote.data, now.getTime());

  const { mutate } = quote;
  const expired = useRef(false);
  expired.current = state.kind === 'expired';
  useEffect(() => {
    if (expired.current) void mutate();
  }, [coin, settledAmount, order.currency, mutate]);

  return {
    state,
    renew: () => {
      void mutate();
    },
    renewing: quote.isValidating,
  };
};
