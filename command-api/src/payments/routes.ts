import Router from '@koa/router';
import type { Context } from 'koa';
import {
  cardWalletRequestSchema,
  submissionRequestSchema,
  type CardWalletAnswer,
  type SubmissionAnswer,
} from '@ghost/events/contract';
import { parseInput } from '@ghost/events/http';
import type { CommandApiDeps } from '../deps.js';
import { visitorContext } from '../handling/context-of.js';
import { exposePosition } from '../handling/position-header.js';
import {
  assertCryptoCoinAvailable,
  assertPaymentMethodEnabled,
  assertTxidFitsCoin,
} from '../settings/payment-method-switches.js';
import { startCardPayment } from './start-card-payment.js';
import { submitPayment, type QuotedCryptoSubmission } from './submit-payment.js';
import {
  holdQuotedAmount,
  prepareQuotedSubmission,
} from '../crypto-proof/submission/quoted-crypto-submission.js';

/** What a visitor may send: a payment made outside the portal, or a card payment to open. */
export const paymentRoutes = (deps: CommandApiDeps): Router => {
  const router = new Router();

  router.post('/transactions', async (ctx) => {
    const request = parseInput(submissionRequestSchema, ctx.request.body);
    await assertPaymentMethodEnabled(deps.paymentMethods, request.payment_method);
    const context = visitorContext(ctx, deps);
    let quoted: QuotedCryptoSubmission | null = null;
    if (request.payment_method === 'crypto') {
      await assertCryptoCoinAvailable(deps.paymentMethods, request.crypto_type);
      await assertTxidFitsCoin(deps.paymentMethods, request.crypto_type, request.txid);
      quoted = await prepareQuotedSubmission(deps, request, context.now);
    }
    const answer = await submitPayment(
      {
        eventStore: deps.eventStore,
        priceBook: deps.priceBook,
        secretBox: deps.secretBox,
        onCompensationFailure: (error, key) => {
          deps.log.error({ err: error, key }, 'a reservation could not be released');
        },
      },
      request,
      context,
      quoted,
    );
    if (quoted && request.payment_method === 'crypto') {
      holdQuotedAmount(deps.amountAllocator, answer.paymentId, request.crypto_type, quoted.quote);
    }
    answerRecorded(ctx, { success: true, ...answer } satisfies SubmissionAnswer);
  });

  router.post('/payments/card/create-wallet', async (ctx) => {
    const request = parseInput(cardWalletRequestSchema, ctx.request.body);
    await assertPaymentMethodEnabled(deps.paymentMethods, 'card');
    const answer = await startCardPayment(
      {
        eventStore: deps.eventStore,
        priceBook: deps.priceBook,
        cardProcessor: deps.cardProcessor,
        callbackLinks: deps.cardCallbacks.links,
        onProcessorFailure: (error) => {
          deps.log.error({ err: error }, 'the card processor did not open a wallet');
        },
      },
      request,
      visitorContext(ctx, deps),
    );
    answerRecorded(ctx, { success: true, ...answer } satisfies CardWalletAnswer);
  });

  return router;
};

/** A payment recorded: 201, where to track it, and the log position of its events. */
const answerRecorded = (ctx: Context, answer: SubmissionAnswer | CardWalletAnswer): void => {
  exposePosition(ctx, answer.position);
  ctx.status = 201;
  ctx.set('Location', `/api/transactions/track/${answer.paymentId}`);
  ctx.body = answer;
};
