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
import { automaticVerificationNotes, coversPrice } from './voucher-check-rules.js';

const spec = deciderSpec(transactionDecider);
const voucherAwaiting = [submitted(voucherSubscription, 'p')];
const voucherDonation = {
  ...voucherSubscription,
  type: 'donation',
  username: null,
  email: null,
  subscriptionDuration: null,
} as const;

const redeemed = (attempt: number, minor: number, coversPrice: boolean, currency = 'USD') =>
  ({
    type: 'VoucherRedeemed',
    data: { attempt, redemptionId: 'RDM-1', value: { minor, currency }, coversPrice },
  }) satisfies TransactionEvent;
const redemption = (attempt: number, autoProcess: boolean, minor = 1200, currency = 'USD') =>
  ({
    kind: 'RecordVoucherRedemption',
    attempt,
    redemptionId: 'RDM-1',
    value: { minor, currency },
    autoProcess,
  }) as const;

describe('the automatic voucher check', () => {
  it('records a redeemed voucher and, with automatic processing off, leaves the payment for the team to verify', () => {
    spec
      .given(voucherAwaiting)
      .when(redemption(1, false))
      .then([redeemed(1, 1200, true)]);
    spec
      .given([...voucherAwaiting, redeemed(1, 1200, true)])
      .when({ kind: 'VerifyPayment', notes: null })
      .then([verifiedBy('admin'), subscriptionRequested]);
  });

  it("with automatic processing on, has the system verify a redeemed voucher's payment at once and request its subscription, as an admin's Verify does", () => {
    spec
      .given(voucherAwaiting)
      .when(redemption(2, true))
      .then([
        redeemed(2, 1200, true),
        verifiedBy('system', automaticVerificationNotes),
        subscriptionRequested,
      ]);
    spec
      .given(voucherAwaiting)
      .when(redemption(1, true, 2500))
      .then([
        redeemed(1, 2500, true),
        verifiedBy('system', automaticVerificationNotes),
        subscriptionRequested,
      ]);
  });

  it('never verifies by itself a voucher redeemed for less than the price, or in another currency: the team decides', () => {
    spec
      .given(voucherAwaiting)
      .when(redemption(1, true, 100))
      .then([redeemed(1, 100, false)]);
    spec
      .given(voucherAwaiting)
      .when(redemption(1, true, 1200, 'JPY'))
      .then([redeemed(1, 1200, false, 'JPY')]);
    expect(coversPrice({ minor: 1199, currency: 'USD' }, { minor: 1200, currency: 'USD' })).toBe(
      false,
    );
    expect(coversPrice({ minor: 1200, currency: 'USD' }, { minor: 1200, currency: 'USD' })).toBe(
      true,
    );
  });

  it('with automatic processing on, completes a donation paid by a redeemed voucher at once', () => {
    const decided: TransactionEvent[] = [
      redeemed(1, 1200, true),
      verifiedBy('system', automaticVerificationNotes),
    ];
    spec
      .given([submitted(voucherDonation)])
      .when(redemption(1, true))
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
        redemption(1, false),
        redemption(1, true),
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
      .when(redemption(1, true))
      .thenRefuses('WRONG_PAYMENT_METHOD');
  });
});
