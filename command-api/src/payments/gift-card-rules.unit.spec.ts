import { describe, it } from 'vitest';
import { deciderSpec } from '../handling/decider-spec.js';
import {
  cryptoSubscription,
  failedBy,
  giftCardSubscription,
  submitted,
  verifiedBy,
} from './testing/transaction-examples.js';
import { transactionDecider } from './transaction-decider.js';

const spec = deciderSpec(transactionDecider);
const reveal = (count: number) => ({ kind: 'RevealGiftCardCodes', count }) as const;

describe("revealing a gift-card payment's codes", () => {
  it('records that the codes were shown, in any status', () => {
    for (const history of [
      [submitted(giftCardSubscription, 'p')],
      [submitted(giftCardSubscription, 'p'), verifiedBy('admin')],
      [submitted(giftCardSubscription, 'p'), failedBy('admin', 'empty card')],
    ]) {
      spec
        .given(history)
        .when(reveal(2))
        .then([{ type: 'GiftCardCodesRevealed', data: { count: 2 } }]);
    }
  });

  it('refuses a payment that holds no gift-card codes (WRONG_PAYMENT_METHOD)', () => {
    spec
      .given([submitted(cryptoSubscription, 'p')])
      .when(reveal(0))
      .thenRefuses('WRONG_PAYMENT_METHOD');
  });

  it('refuses a payment that does not exist (PAYMENT_NOT_FOUND)', () => {
    spec.given([]).when(reveal(0)).thenRefuses('PAYMENT_NOT_FOUND');
  });
});
