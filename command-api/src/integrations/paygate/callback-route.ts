import Router from '@koa/router';
import type { Context } from 'koa';
import { DomainError, type GlobalPosition, type Logger } from '@ghost/events';
import { maxCallbackValueLength, type CardCallbackAnswer } from '@ghost/events/contract';
import { correlationIdOf } from '@ghost/events/http';
import { exposePosition } from '../../handling/position-header.js';
import type { CardProcessor } from '../../ports/card-processor.js';
import { isOutsideSystemError } from '../outbound/outside-call.js';
import type { CardCallbackTokens } from './callback-links.js';
import {
  confirmWithProcessor,
  verifyCardCallback,
  type CardCallback,
  type CardCallbackRefusal,
  type CardConfirmation,
  type RecordedCardPayment,
} from './verify-card-callback.js';

/** Where the processor calls back (under /api). */
export const cardCallbackPath = '/payments/card/callback';

export interface CallbackReceipt {
  /** The address the callback came from, for the audit trail. */
  from: string;
  receivedAt: Date;
  /** The request's correlation id, which the events recorded for it carry. */
  correlationId: string;
}

export interface CardCallbackRejection extends CallbackReceipt {
  /** The payment the callback named, if it named one. */
  paymentId: string | null;
  /** Whether that payment exists: an unknown one has no stream of its own to record on. */
  known: boolean;
  reason: CardCallbackRefusal;
  detail: string;
  callback: CardCallback;
}

/**
 * What the callback route needs from the payments feature: find the payment a callback names,
 * and record the outcome (the confirmation and the verification it brings, or the refusal).
 * Each answers the log position of what it wrote.
 */
export interface CardCallbackHandler {
  findCardPayment(paymentId: string): Promise<RecordedCardPayment | null>;
  confirm(confirmation: CardConfirmation, receipt: CallbackReceipt): Promise<GlobalPosition | null>;
  reject(rejection: CardCallbackRejection): Promise<GlobalPosition | null>;
}

export interface CardCallbackRouteDeps {
  handler: CardCallbackHandler;
  processor: CardProcessor;
  tokens: CardCallbackTokens;
  toleranceBasisPoints: number;
  clock: () => Date;
  log: Logger;
}

const first = (value: string | string[] | undefined): string | null => {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || text === '') return null;
  return text.slice(0, maxCallbackValueLength);
};

export const readCardCallback = (query: Context['query']): CardCallback => ({
  paymentId: first(query.payment_id)?.toUpperCase() ?? null,
  token: first(query.token),
  valueCoin: first(query.value_coin),
  coin: first(query.coin),
  txidIn: first(query.txid_in),
  txidOut: first(query.txid_out),
});

/**
 * The processor's callback: verified against what we recorded, then against the processor's own
 * status of the payment; a paid callback verifies the payment, anything else is refused (403)
 * and recorded. When the processor cannot be asked, the callback is recorded as refused and
 * answered 503, so the processor tries again later and an admin can check the payment by hand.
 */
export const cardCallbackRoutes = (deps: CardCallbackRouteDeps): Router => {
  const router = new Router();

  router.get(cardCallbackPath, async (ctx) => {
    const receipt: CallbackReceipt = {
      from: ctx.ip,
      receivedAt: deps.clock(),
      correlationId: correlationIdOf(ctx),
    };
    const callback = readCardCallback(ctx.query);
    const recorded = callback.paymentId
      ? await deps.handler.findCardPayment(callback.paymentId)
      : null;

    const refuse = async (reason: CardCallbackRefusal, detail: string): Promise<never> => {
      deps.log.warn(
        { paymentId: callback.paymentId, reason, detail, known: recorded !== null },
        'card callback refused',
      );
      const position = await deps.handler.reject({
        ...receipt,
        paymentId: callback.paymentId,
        known: recorded !== null,
        reason,
        detail,
        callback,
      });
      exposePosition(ctx, position);
      if (reason === 'processor_unreachable') {
        throw new DomainError('SERVICE_UNAVAILABLE', undefined, { reason });
      }
      throw new DomainError('CARD_CALLBACK_REJECTED', undefined, { reason });
    };

    const verdict = verifyCardCallback({
      callback,
      recorded,
      expectedToken: deps.tokens.tokenFor(callback.paymentId ?? ''),
      toleranceBasisPoints: deps.toleranceBasisPoints,
    });
    if (!verdict.accepted) return refuse(verdict.reason, verdict.detail);
    if (!recorded) return refuse('unknown_payment', 'no such payment');

    let status;
    try {
      status = await deps.processor.checkPayment(recorded.ipnToken);
    } catch (error) {
      if (!isOutsideSystemError(error)) throw error;
      return refuse('processor_unreachable', error.message);
    }
    const confirmed = confirmWithProcessor(
      verdict.confirmation,
      status,
      recorded.amount,
      deps.toleranceBasisPoints,
    );
    if (!confirmed.accepted) return refuse(confirmed.reason, confirmed.detail);

    const position = await deps.handler.confirm(confirmed.confirmation, receipt);
    exposePosition(ctx, position);
    ctx.body = { ok: true, paymentId: recorded.paymentId } satisfies CardCallbackAnswer;
  });

  return router;
};
