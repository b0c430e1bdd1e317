import { describe, expect, it } from 'vitest';
import {
  DomainError,
  statusOverrideTargets,
  transactionStatuses,
  type TransactionEvent,
  type TransactionStatus,
} from '@ghost/events';
import { deciderSpec } from '../handling/decider-spec.js';
import {
  cardStarted,
  cryptoDonation,
  failedBy,
  proHistories,
  submitted,
  subscriptionRequested,
  verifiedBy,
  voucherSubscription,
} from './testing/transaction-examples.js';
import { transactionDecider } from './transaction-decider.js';

const spec = deciderSpec(transactionDecider);

const donationAwaiting = [submitted(cryptoDonation)];
const donationCompleted = [...donationAwaiting, verifiedBy('admin')];
const donationFailed = [...donationAwaiting, failedBy('admin', 'no funds')];
const cardAwaiting = [cardStarted()];
const cardVerified = [cardStarted(), verifiedBy('provider'), subscriptionRequested];
const cardFailed = [cardStarted(), failedBy('admin', 'unpaid')];
const verifiedHistories = [
  proHistories.awaitingSubscription,
  proHistories.completed,
  donationCompleted,
];
const failedHistories = [proHistories.failed, donationFailed];

describe('verifying a payment (verify-payment)', () => {
  it('completes a donation awaiting verification', () => {
    spec
      .given(donationAwaiting)
      .when({ kind: 'VerifyPayment', notes: null })
      .then([verifiedBy('admin')]);
  });

  it('moves a PRO payment to awaiting its subscription, and requests the subscription', () => {
    spec
      .given(proHistories.awaitingVerification)
      .when({ kind: 'VerifyPayment', notes: 'seen on chain' })
      .then([verifiedBy('admin', 'seen on chain'), subscriptionRequested]);
  });

  it('verifies a card payment by hand as well', () => {
    spec
      .given(cardAwaiting)
      .when({ kind: 'VerifyPayment', notes: null })
      .then([verifiedBy('admin'), subscriptionRequested]);
  });

  it('refuses to modify a verified payment (PAYMENT_ALREADY_VERIFIED)', () => {
    for (const history of verifiedHistories) {
      spec
        .given(history)
        .when({ kind: 'VerifyPayment', notes: null })
        .thenRefuses('PAYMENT_ALREADY_VERIFIED');
    }
  });

  it('keeps a failed transaction failed (TRANSACTION_ALREADY_FAILED)', () => {
    for (const history of failedHistories) {
      spec
        .given(history)
        .when({ kind: 'VerifyPayment', notes: null })
        .thenRefuses('TRANSACTION_ALREADY_FAILED');
    }
  });

  it('refuses a payment that does not exist (PAYMENT_NOT_FOUND)', () => {
    spec.given([]).when({ kind: 'VerifyPayment', notes: null }).thenRefuses('PAYMENT_NOT_FOUND');
  });
});

describe('marking a payment as failed (mark-failed)', () => {
  it('fails a payment awaiting verification, with its reason', () => {
    spec
      .given(proHistories.awaitingVerification)
      .when({ kind: 'MarkFailed', reason: '  txid not found  ' })
      .then([failedBy('admin', 'txid not found')]);
  });

  it('refuses without a reason', () => {
    spec
      .given(donationAwaiting)
      .when({ kind: 'MarkFailed', reason: '   ' })
      .thenRefuses('VALIDATION_ERROR', 'reason');
  });

  it('refuses to fail a verified payment (PAYMENT_ALREADY_VERIFIED)', () => {
    for (const history of verifiedHistories) {
      spec
        .given(history)
        .when({ kind: 'MarkFailed', reason: 'r' })
        .thenRefuses('PAYMENT_ALREADY_VERIFIED');
    }
  });

  it('keeps a failed transaction failed (TRANSACTION_ALREADY_FAILED)', () => {
    for (const history of failedHistories) {
      spec
        .given(history)
        .when({ kind: 'MarkFailed', reason: 'r' })
        .thenRefuses('TRANSACTION_ALREADY_FAILED');
    }
  });

  it('refuses a payment that does not exist (PAYMENT_NOT_FOUND)', () => {
    spec.given([]).when({ kind: 'MarkFailed', reason: 'r' }).thenRefuses('PAYMENT_NOT_FOUND');
  });
});

describe('card payments: force-verify-card, mark-card-failed, the processor check', () => {
  it('force-verifies a card payment awaiting verification, requesting its subscription', () => {
    spec
      .given(cardAwaiting)
      .when({ kind: 'ForceVerifyCard', notes: 'paid per the provider dashboard' })
      .then([verifiedBy('admin', 'paid per the provider dashboard'), subscriptionRequested]);
  });

  it('marks a card payment failed with its reason', () => {
    spec
      .given(cardAwaiting)
      .when({ kind: 'MarkCardFailed', reason: 'abandoned' })
      .then([failedBy('admin', 'abandoned')]);
  });

  it('refuses card actions on a payment made by another method (WRONG_PAYMENT_METHOD)', () => {
    for (const command of [
      { kind: 'ForceVerifyCard', notes: null },
      { kind: 'MarkCardFailed', reason: 'r' },
      { kind: 'RejectCardCallback', reason: 'bad signature' },
    ] as const) {
      spec.given(donationAwaiting).when(command).thenRefuses('WRONG_PAYMENT_METHOD');
    }
  });

  it('refuses to force-verify or fail a verified card payment (PAYMENT_ALREADY_VERIFIED)', () => {
    spec
      .given(cardVerified)
      .when({ kind: 'ForceVerifyCard', notes: null })
      .thenRefuses('PAYMENT_ALREADY_VERIFIED');
    spec
      .given(cardVerified)
      .when({ kind: 'MarkCardFailed', reason: 'r' })
      .thenRefuses('PAYMENT_ALREADY_VERIFIED');
  });

  it('keeps a failed card payment failed (TRANSACTION_ALREADY_FAILED)', () => {
    spec
      .given(cardFailed)
      .when({ kind: 'ForceVerifyCard', notes: null })
      .thenRefuses('TRANSACTION_ALREADY_FAILED');
    spec
      .given(cardFailed)
      .when({ kind: 'MarkCardFailed', reason: 'r' })
      .thenRefuses('TRANSACTION_ALREADY_FAILED');
  });

  it('refuses without a reason', () => {
    spec
      .given(cardAwaiting)
      .when({ kind: 'MarkCardFailed', reason: '' })
      .thenRefuses('VALIDATION_ERROR', 'reason');
  });

  const confirmation = { valueCoin: '11.9', coin: 'usdc', txidOut: '0xabc' };

  it("verifies a card payment the processor confirmed, recording the processor's answer", () => {
    spec
      .given(cardAwaiting)
      .when({ kind: 'ConfirmCardPayment', confirmation })
      .then([
        { type: 'CardPaymentConfirmedByProvider', data: confirmation },
        verifiedBy('provider'),
        subscriptionRequested,
      ]);
  });

  it('refuses a second confirmation of a verified card payment (PAYMENT_ALREADY_VERIFIED)', () => {
    spec
      .given(cardVerified)
      .when({ kind: 'ConfirmCardPayment', confirmation })
      .thenRefuses('PAYMENT_ALREADY_VERIFIED');
  });

  it('keeps a failed card payment failed even when the processor says paid', () => {
    spec
      .given(cardFailed)
      .when({ kind: 'ConfirmCardPayment', confirmation })
      .thenRefuses('TRANSACTION_ALREADY_FAILED');
  });

  it('refuses to ask the processor about a payment it holds no token for (NO_IPN_TOKEN)', () => {
    spec
      .given(donationAwaiting)
      .when({ kind: 'ConfirmCardPayment', confirmation })
      .thenRefuses('NO_IPN_TOKEN');
  });

  it('records a rejected callback and changes nothing else: the payment can still be verified', () => {
    const rejected = { type: 'CardCallbackRejected', data: { reason: 'bad signature' } } as const;
    spec
      .given(cardAwaiting)
      .when({ kind: 'RejectCardCallback', reason: 'bad signature' })
      .then([rejected]);
    spec
      .given([...cardAwaiting, rejected])
      .when({ kind: 'ConfirmCardPayment', confirmation })
      .then([
        { type: 'CardPaymentConfirmedByProvider', data: confirmation },
        verifiedBy('provider'),
        subscriptionRequested,
      ]);
  });
});

describe('a refused card processor callback', () => {
  it('records why, what the callback claimed, and refuses a payment that is no card payment', () => {
    const callback = { valueCoin: '3.00', coin: 'polygon_usdc', txidIn: '0xin', txidOut: null };
    spec
      .given(cardAwaiting)
      .when({
        kind: 'RejectCardCallback',
        reason: 'wrong_amount',
        detail: 'paid 3.00, expected 12.00 USD',
        callback,
      })
      .then([
        {
          type: 'CardCallbackRejected',
          data: { reason: 'wrong_amount', detail: 'paid 3.00, expected 12.00 USD', callback },
        },
      ]);
    spec
      .given(donationAwaiting)
      .when({ kind: 'RejectCardCallback', reason: 'unknown_token' })
      .thenRefuses('WRONG_PAYMENT_METHOD');
  });

  it('is recorded even after the payment was verified: a replay is a refusal to keep', () => {
    spec
      .given(cardVerified)
      .when({ kind: 'RejectCardCallback', reason: 'replay' })
      .then([{ type: 'CardCallbackRejected', data: { reason: 'replay' } }]);
  });
});

describe('an invalid or already used voucher', () => {
  const voucherAwaiting = [submitted(voucherSubscription, 'p')];

  it('fails automatically and grants no subscription', () => {
    spec
      .given(voucherAwaiting)
      .when({ kind: 'RejectVoucher', outcome: 'used', reason: 'already redeemed' })
      .then([
        { type: 'VoucherRejected', data: { outcome: 'used', reason: 'already redeemed' } },
        failedBy('system', 'already redeemed'),
      ]);
  });

  it('is refused for a payment that is not a voucher (WRONG_PAYMENT_METHOD)', () => {
    spec
      .given(donationAwaiting)
      .when({ kind: 'RejectVoucher', outcome: 'invalid', reason: 'r' })
      .thenRefuses('WRONG_PAYMENT_METHOD');
  });

  it('cannot fail a voucher payment already verified', () => {
    spec
      .given([...voucherAwaiting, verifiedBy('admin'), subscriptionRequested])
      .when({ kind: 'RejectVoucher', outcome: 'invalid', reason: 'r' })
      .thenRefuses('PAYMENT_ALREADY_VERIFIED');
  });
});

describe('setting the status by hand (PATCH status)', () => {
  const override = (to: TransactionStatus, notes = 'checked with the provider') =>
    ({ kind: 'OverrideStatus', to, notes }) as const;
  const overridden = (from: TransactionStatus, to: TransactionStatus) =>
    ({
      type: 'StatusOverridden',
      data: { from, to, notes: 'checked with the provider' },
    }) satisfies TransactionEvent;

  it('moves a payment awaiting verification to failed or completed', () => {
    spec
      .given(donationAwaiting)
      .when(override('failed'))
      .then([overridden('pending_payment_verification', 'failed')]);
    spec
      .given(donationAwaiting)
      .when(override('completed'))
      .then([overridden('pending_payment_verification', 'completed')]);
  });

  it('moves a PRO payment to awaiting its subscription, and requests the subscription', () => {
    spec
      .given(proHistories.awaitingVerification)
      .when(override('pending_subscription_update'))
      .then([
        overridden('pending_payment_verification', 'pending_subscription_update'),
        subscriptionRequested,
      ]);
  });

  it('refuses to put a donation in awaiting subscription (NOT_A_SUBSCRIPTION)', () => {
    spec
      .given(donationAwaiting)
      .when(override('pending_subscription_update'))
      .thenRefuses('NOT_A_SUBSCRIPTION');
  });

  it('completes or fails a payment awaiting its subscription', () => {
    spec
      .given(proHistories.awaitingSubscription)
      .when(override('completed'))
      .then([overridden('pending_subscription_update', 'completed')]);
    spec
      .given(proHistories.awaitingSubscription)
      .when(override('failed'))
      .then([overridden('pending_subscription_update', 'failed')]);
  });

  it('refuses to send a verified payment back to awaiting verification (PAYMENT_ALREADY_VERIFIED)', () => {
    spec
      .given(proHistories.awaitingSubscription)
      .when(override('pending_payment_verification'))
      .thenRefuses('PAYMENT_ALREADY_VERIFIED');
  });

  it('refuses any change to a completed payment (PAYMENT_ALREADY_VERIFIED)', () => {
    for (const to of [
      'pending_payment_verification',
      'pending_subscription_update',
      'failed',
    ] as const) {
      spec.given(proHistories.completed).when(override(to)).thenRefuses('PAYMENT_ALREADY_VERIFIED');
    }
  });

  it('keeps a failed transaction failed (TRANSACTION_ALREADY_FAILED)', () => {
    for (const to of [
      'pending_payment_verification',
      'pending_subscription_update',
      'completed',
    ] as const) {
      spec.given(proHistories.failed).when(override(to)).thenRefuses('TRANSACTION_ALREADY_FAILED');
    }
  });

  it('refuses the status the payment already has', () => {
    spec
      .given(donationAwaiting)
      .when(override('pending_payment_verification'))
      .thenRefuses('VALIDATION_ERROR', 'status');
  });

  it('takes exactly the statuses the screens offer (statusOverrideTargets), from every status', () => {
    const histories = {
      'PRO awaiting verification': proHistories.awaitingVerification,
      'PRO awaiting subscription': proHistories.awaitingSubscription,
      'PRO completed': proHistories.completed,
      'PRO failed': proHistories.failed,
      'donation awaiting verification': donationAwaiting,
      'donation completed': donationCompleted,
      'donation failed': donationFailed,
      'card awaiting verification': cardAwaiting,
    };
    for (const [what, history] of Object.entries(histories)) {
      const state = history.reduce(transactionDecider.evolve, transactionDecider.initialState());
      if (!state.exists) throw new Error(`${what}: no payment`);
      const offered = statusOverrideTargets(state.status, state.type);
      const taken = transactionStatuses.filter((to) => {
        try {
          transactionDecider.decide(override(to), state);
          return true;
        } catch (error) {
          if (error instanceof DomainError) return false;
          throw error;
        }
      });
      expect(taken, what).toEqual(offered);
    }
  });

  it('refuses an override that does not say why', () => {
    spec
      .given(donationAwaiting)
      .when(override('failed', ' '))
      .thenRefuses('VALIDATION_ERROR', 'notes');
  });

  it('refuses a payment that does not exist (PAYMENT_NOT_FOUND)', () => {
    spec.given([]).when(override('failed')).thenRefuses('PAYMENT_NOT_FOUND');
  });
});
