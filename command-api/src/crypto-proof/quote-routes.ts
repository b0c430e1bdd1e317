import Router from '@koa/router';
import { cryptoAddressKey } from '@ghost/events';
import { cryptoQuoteRequestSchema, type CryptoQuoteAnswer } from '@ghost/events/contract';
import { parseInput } from '@ghost/events/http';
import { readSettings } from '@ghost/projectors';
import type { CommandApiDeps } from '../deps.js';
import { assertPaymentMethodEnabled } from '../settings/payment-method-switches.js';
import {
  CryptoCoinUnavailableError,
  CryptoQuoteAmountsExhaustedError,
  CryptoQuoteUnavailableError,
} from './quotes/quote-refusals.js';

/**
 * POST /api/crypto/quotes: the exact amount to send in a coin, to the coin's address as the
 * Crypto settings hold it, locked for 15 minutes. A quote writes nothing to the log; the payer's
 * submission carries it back and is checked against it.
 */
export const cryptoQuoteRoutes = (deps: CommandApiDeps): Router => {
  const router = new Router();

  router.post('/crypto/quotes', async (ctx) => {
    const request = parseInput(cryptoQuoteRequestSchema, ctx.request.body);
    await assertPaymentMethodEnabled(deps.paymentMethods, 'crypto');
    const settings = await readSettings(deps.readStore);
    const address = settings[cryptoAddressKey(request.crypto_type)];
    const outcome = await deps.cryptoQuotes.quote(request, address);
    switch (outcome.outcome) {
      case 'quoted':
        ctx.status = 200;
        ctx.body = outcome.answer satisfies CryptoQuoteAnswer;
        return;
      case 'no_address':
        throw new CryptoCoinUnavailableError(request.crypto_type);
      case 'rate_unavailable':
        throw new CryptoQuoteUnavailableError(request.crypto_type, outcome.reason, outcome.detail);
      case 'amounts_exhausted':
        throw new CryptoQuoteAmountsExhaustedError(request.crypto_type);
      default: {
        const unexpected: never = outcome;
        throw new Error(`Unexpected quote outcome ${JSON.stringify(unexpected)}`);
      }
    }
  });

  return router;
};
