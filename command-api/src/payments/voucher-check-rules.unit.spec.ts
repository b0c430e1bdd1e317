import { describe, expect, it } from 'vitest';
import type { TransactionEvent } from '@ghost/events';
import { deciderSpec } from '../handling/decider-spec.js';
import {
  cryptoSubscription,
  failedBy,
  submitted,
  subscriptionRequested,
  verifiedBy,
  voucherSubscription,
} from './testing/transaction-examples.js';
import { transactionDecider } from './transaction-decider.js';
import { automaticVerificationNotes } from './voucher-check-rules.js';

const spec = deciderSpec(transactionDecider);
const voucherAwaiting = [submitted(voucherSubscription, 'p')];
const voucherDonation = {
  ...voucherSubscription,
  type: 'donation',
  username: null,
  email: null,
  subscriptionDuration: null,
} as const;

describe('the automatic voucher check', () => {
  it('records a valid code and, with automatic processing off, leaves the payment for the team to verify', () => {
    spec
      .given(voucherAwaiting)
      .when({ kind: 'AcceptVoucher', attempt: 1, autoProcess: false })
      .then([{ type: 'VoucherAccepted', data: { attempt: 1 } }]);
    spec
      .given([...voucherAwaiting, { type: 'VoucherAccepted', data: { attempt: 1 } }])
      .when({ kind: 'VerifyPayment', notes: null })
      .then([verifiedBy('admin'), subscriptionRequested]);
  });

  it("with automatic processing on, has the system verify a valid code's payment at once and request its subscription, as an admin's Verify does", () => {
    spec
      .given(voucherAwaiting)
      .when({ kind: 'AcceptVoucher', attempt: 2, autoProcess: true })
      .then([
        { type: 'VoucherAccepted', data: { attempt: 2 } },
        verifiedBy('system', automaticVerificationNotes),
        subscriptionRequested,
      ]);
  });

  it('with automatic processing on, completes a donation paid by a valid voucher at once', () => {
    const decided: TransactionEvent[] = [
      { type: 'VoucherAccepted', data: { attempt: 1 } },
      verifiedBy('system', automaticVerificationNotes),
    ];
    spec
      .given([submitted(voucherDonation)])
      .when({ kind: 'AcceptVoucher', attempt: 1, autoProcess: true })
      .then(decided);
    const after = [submitted(voucherDonation), ...decided].reduce(
      transactionDecider.evolve,
      transactionDecider.initialState(),
    );
    expect(after).toMatchObject({ status: 'completed' });
  });

  it('records that the issuer could not be asked, and when it is asked again', () => {
    spec
      .given(voucherAwaiting)
      .when({
        kind: 'DeferVoucherCheck',
        attempt: 2,
        reason: 'voucher issuer: answered HTTP 503',
        nextAttemptAt: new Date('2025-03-01T10:02:00Z'),
      })
      .then([
        {
          type: 'VoucherCheckDeferred',
          data: {
            attempt: 2,
            reason: 'voucher issuer: answered HTTP 503',
            nextAttemptAt: '2025-03-01T10:02:00.000Z',
          },
        },
      ]);
  });

  it('records the last check left to the team with no next attempt', () => {
    spec
      .given(voucherAwaiting)
      .when({ kind: 'DeferVoucherCheck', attempt: 10, reason: 'timeout', nextAttemptAt: null })
      .then([
        {
          type: 'VoucherCheckDeferred',
          data: { attempt: 10, reason: 'timeout', nextAttemptAt: null },
        },
      ]);
  });

  it('decides nothing once the team has verified or failed the payment, whether automatic processing is on or off', () => {
    for (const history of [
      [...voucherAwaiting, verifiedBy('admin'), subscriptionRequested],
      [...voucherAwaiting, failedBy('admin', 'fake')],
    ]) {
      for (const command of [
        { kind: 'AcceptVoucher', attempt: 1, autoProcess: false },
        { kind: 'AcceptVoucher', attempt: 1, autoProcess: true },
        { kind: 'DeferVoucherCheck', attempt: 1, reason: 'r', nextAttemptAt: null },
        { kind: 'RejectVoucher', outcome: 'used', reason: 'r' },
      ] as const) {
        spec
          .given(history)
          .when(command)
          .thenRefuses(
            history.length === 2 ? 'TRANSACTION_ALREADY_FAILED' : 'PAYMENT_ALREADY_VERIFIED',
          );
      }
    }
  });

  it('is refused for a payment that is not a voucher (WRONG_PAYMENT_METHOD)', () => {
    spec
      .given([submitted(cryptoSubscription, 'p')])
      .when({ kind: 'AcceptVoucher', attempt: 1, autoProcess: true })
      .thenRefuses('WRONG_PAYMENT_METHOD');
  });
});
