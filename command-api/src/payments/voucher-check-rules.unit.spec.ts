import { describe, it } from 'vitest';
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

const spec = deciderSpec(transactionDecider);
const voucherAwaiting = [submitted(voucherSubscription, 'p')];

describe('the automatic voucher check', () => {
  it('records a valid code and leaves the payment for the team to verify', () => {
    spec
      .given(voucherAwaiting)
      .when({ kind: 'AcceptVoucher', attempt: 1 })
      .then([{ type: 'VoucherAccepted', data: { attempt: 1 } }]);
    spec
      .given([...voucherAwaiting, { type: 'VoucherAccepted', data: { attempt: 1 } }])
      .when({ kind: 'VerifyPayment', notes: null })
      .then([verifiedBy('admin'), subscriptionRequested]);
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

  it('decides nothing once the team has verified or failed the payment', () => {
    for (const history of [
      [...voucherAwaiting, verifiedBy('admin'), subscriptionRequested],
      [...voucherAwaiting, failedBy('admin', 'fake')],
    ]) {
      for (const command of [
        { kind: 'AcceptVoucher', attempt: 1 },
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
      .when({ kind: 'AcceptVoucher', attempt: 1 })
      .thenRefuses('WRONG_PAYMENT_METHOD');
  });
});
