import {
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
import type { VoucherValidator, VoucherVerdict } from '../../ports/voucher-validator.js';
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

/** The issuer's verdict; `unchecked` (no verdict) is worth asking again later. */
export interface VoucherCheckAnswer extends DeliveryOutcome {
  verdict: VoucherVerdict;
}

type Of<T extends TransactionEvent['type']> = Extract<TransactionEvent, { type: T }>['data'];

const answerOf = (verdict: VoucherVerdict): VoucherCheckAnswer => ({
  verdict,
  delivered: verdict.outcome !== 'unchecked',
  retryable: verdict.outcome === 'unchecked',
  error: verdict.outcome === 'unchecked' ? verdict.reason : null,
});

const amountOf = (voucher: NonNullable<Of<'PaymentSubmitted'>['voucher']>): Money => ({
  minor: toMinor(voucher.amount, voucher.currency) ?? Math.round(voucher.amount * 100),
  currency: voucher.currency,
});

/**
 * The automatic voucher check as an outbox channel, so it is driven by the log and survives a
 * restart: a voucher submission asks for a check; the issuer's verdict is recorded (valid:
 * VoucherAccepted, the payment stays for the team, or with `security_auto_process` on is
 * verified by the system at once; invalid or used: VoucherRejected and PaymentFailed); no verdict
 * (issuer unreachable) is VoucherCheckDeferred with the next attempt. A payment the team verified
 * or failed first needs no check any more.
 */
export const voucherCheckChannel = (deps: {
  eventStore: EventStore;
  validator: VoucherValidator;
  secretBox: SecretBox;
  log: Logger;
}): OutboxChannel<VoucherCheckRequest, VoucherCheckAnswer> => {
  /**
   * Whether automatic processing is on as the settings stream stands now, when the verdict is
   * recorded (on only when the text 'true', admin spec §4): read from the log, not the read model,
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
        case 'VoucherRejected':
        case 'PaymentVerified':
        case 'PaymentFailed':
        case 'StatusOverridden':
          return { key: paymentId, attempt: null, nextAttemptAt: null };
        default:
          return null;
      }
    },

    deliver: async (request) =>
      answerOf(
        await deps.validator.check({
          code: request.code,
          // Opened here only, for the issuer: the PIN is never kept in clear.
          pin: request.pin ? deps.secretBox.open(request.pin) : null,
          type: request.type,
          amount: request.amount,
        }),
      ),

    unanswered: (error) =>
      answerOf({
        outcome: 'unchecked',
        reason: error instanceof Error ? error.message : String(error),
      }),

    record: async (attempt) => {
      const { verdict } = attempt.answer;
      const context = workerContext(voucherCheckOutboxName, attempt);
      const record = (command: Parameters<typeof recordOnPayment>[2]) =>
        recordOnPayment(deps, attempt.request.paymentId, command, context);
      switch (verdict.outcome) {
        case 'valid':
          return record({
            kind: 'AcceptVoucher',
            attempt: attempt.attempt,
            autoProcess: await autoProcessOn(),
          });
        case 'invalid':
        case 'used':
          return record({
            kind: 'RejectVoucher',
            outcome: verdict.outcome,
            reason: verdict.reason,
          });
        case 'unchecked':
          return record({
            kind: 'DeferVoucherCheck',
            attempt: attempt.attempt,
            reason: verdict.reason,
            nextAttemptAt: attempt.nextAttemptAt,
          });
        default: {
          const unknown: never = verdict;
          return unknown;
        }
      }
    },
  };
};
