import {
  streams,
  toMinor,
  type EventStore,
  type Logger,
  type Money,
  type SealedSecret,
  type SecretBox,
  type StoredEvent,
  type TransactionEvent,
} from '@ghost/events';
import type { DeliveryOutcome, OutboxChannel } from '../../integrations/outbox/outbox-channel.js';
import type { VoucherIssuer, VoucherRedemption } from '../../ports/voucher-issuer.js';
import { settingsFold } from '../../settings/settings-fold.js';
import { paymentIdOf, recordOnPayment, workerContext } from './recording.js';

export const voucherCheckOutboxName = 'voucher-check';

/** A submitted voucher to check with its issuer; its PIN stays sealed until the check. */
export interface VoucherCheckRequest {
  paymentId: string;
  code: string;
  pin: SealedSecret | null;
  type: string;
  amount: Money;
}

/**
 * What the issuer said: the voucher redeemed for the payment, refused (invalid or used), or
 * nothing (`unchecked`: it could not be asked), which is worth asking again later.
 */
export interface VoucherCheckAnswer extends DeliveryOutcome {
  redemption: VoucherRedemption;
}

type Of<T extends TransactionEvent['type']> = Extract<TransactionEvent, { type: T }>['data'];

const answerOf = (redemption: VoucherRedemption): VoucherCheckAnswer => ({
  redemption,
  delivered: redemption.outcome !== 'unchecked',
  retryable: redemption.outcome === 'unchecked',
  error: redemption.outcome === 'unchecked' ? redemption.reason : null,
});

const amountOf = (voucher: NonNullable<Of<'PaymentSubmitted'>['voucher']>): Money => ({
  minor: toMinor(voucher.amount, voucher.currency) ?? Math.round(voucher.amount * 100),
  currency: voucher.currency,
});

/**
 * The automatic voucher check as an outbox channel, so it is driven by the log and survives a
 * restart: a voucher submission asks for a check. The issuer first checks the payer's claim (the
 * code, its PIN, its face value) without spending it, then redeems it for the payment, so it can
 * pay for nothing else. A redemption is recorded with what the voucher was worth
 * (VoucherRedeemed: the payment stays for the team, or with `security_auto_process` on and a
 * value that covers the price is verified by the system at once); invalid or used:
 * VoucherRejected and PaymentFailed; no answer (issuer unreachable) is VoucherCheckDeferred with
 * the next attempt, whose redemption the issuer recognises by the payment's reference. A payment
 * the team verified or failed first needs no check any more.
 */
export const voucherCheckChannel = (deps: {
  eventStore: EventStore;
  issuer: VoucherIssuer;
  secretBox: SecretBox;
  log: Logger;
}): OutboxChannel<VoucherCheckRequest, VoucherCheckAnswer> => {
  /**
   * Whether automatic processing is on as the settings stream stands now, when the verdict is
   * recorded (on only when the text 'true'): read from the log, not the read model,
   * which may not have caught up with a change just saved.
   */
  const autoProcessOn = async (): Promise<boolean> => {
    const settings = settingsFold(deps.eventStore, ['security_auto_process']);
    await settings.readUpTo('head');
    return settings.values.security_auto_process === 'true';
  };

  return {
    name: voucherCheckOutboxName,

    requestIn: (event: StoredEvent) => {
      const paymentId = paymentIdOf(event);
      if (!paymentId || event.type !== 'PaymentSubmitted') return null;
      const { voucher } = event.data as Of<'PaymentSubmitted'>;
      if (!voucher) return null;
      return {
        key: paymentId,
        request: {
          paymentId,
          code: voucher.code,
          pin: voucher.pin,
          type: voucher.type,
          amount: amountOf(voucher),
        },
      };
    },

    progressIn: (event: StoredEvent) => {
      const paymentId = paymentIdOf(event);
      if (!paymentId) return null;
      switch (event.type) {
        case 'VoucherCheckDeferred': {
          const data = event.data as Of<'VoucherCheckDeferred'>;
          return {
            key: paymentId,
            attempt: data.attempt,
            nextAttemptAt: data.nextAttemptAt ? new Date(data.nextAttemptAt) : null,
          };
        }
        case 'VoucherAccepted':
        case 'VoucherRedeemed':
        case 'VoucherRejected':
        case 'PaymentVerified':
        case 'PaymentFailed':
        case 'StatusOverridden':
          return { key: paymentId, attempt: null, nextAttemptAt: null };
        default:
          return null;
      }
    },

    deliver: async (request) => {
      const claim = {
        code: request.code,
        // Opened here only, for the issuer: the PIN is never kept in clear.
        pin: request.pin
          ? deps.secretBox.open(request.pin, streams.transaction(request.paymentId))
          : null,
        type: request.type,
        amount: request.amount,
      };
      const verdict = await deps.issuer.check(claim);
      if (verdict.outcome !== 'valid') return answerOf(verdict);
      return answerOf(await deps.issuer.redeem({ ...claim, reference: request.paymentId }));
    },

    unanswered: (error) =>
      answerOf({
        outcome: 'unchecked',
        reason: error instanceof Error ? error.message : String(error),
      }),

    record: async (attempt) => {
      const { redemption } = attempt.answer;
      const context = workerContext(voucherCheckOutboxName, attempt);
      const record = (command: Parameters<typeof recordOnPayment>[2]) =>
        recordOnPayment(deps, attempt.request.paymentId, command, context);
      switch (redemption.outcome) {
        case 'redeemed':
          return record({
            kind: 'RecordVoucherRedemption',
            attempt: attempt.attempt,
            redemptionId: redemption.redemptionId,
            value: redemption.value,
            autoProcess: await autoProcessOn(),
          });
        case 'invalid':
        case 'used':
          return record({
            kind: 'RejectVoucher',
            outcome: redemption.outcome,
            reason: redemption.reason,
          });
        case 'unchecked':
          return record({
            kind: 'DeferVoucherCheck',
            attempt: attempt.attempt,
            reason: redemption.reason,
            nextAttemptAt: attempt.nextAttemptAt,
          });
        default: {
          const unknown: never = redemption;
          return unknown;
        }
      }
    },
  };
};
