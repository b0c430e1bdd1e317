import type { Money } from '@ghost/events';

/**
 * The issuer's word on a code: valid, invalid (unknown, wrong PIN, other amount) or already used.
 * `unchecked`: the issuer could not be asked (timeout, outage, refusal of our request); the code
 * is neither accepted nor failed, and the payment waits for the team's check.
 */
export type VoucherVerdict =
  | { outcome: 'valid' }
  | { outcome: 'invalid' | 'used'; reason: string }
  | { outcome: 'unchecked'; reason: string };

/**
 * A redemption's outcome: the voucher was spent for the payment (`redemptionId`, the issuer's
 * reference, and `value`, what it was worth), or refused (invalid, already used), or the issuer
 * could not be asked (`unchecked`: nothing is known to be spent, ask again later).
 */
export type VoucherRedemption =
  | { outcome: 'redeemed'; redemptionId: string; value: Money }
  | { outcome: 'invalid' | 'used'; reason: string }
  | { outcome: 'unchecked'; reason: string };

/** A voucher as the payer described it: the code, its PIN, its type and its face value. */
export interface VoucherClaim {
  code: string;
  pin: string | null;
  type: string;
  amount: Money;
}

/**
 * A prepaid voucher's issuer. `check` looks at a code without spending it: does it exist, is the
 * PIN right, is it worth what the payer said, is it unused. `redeem` spends it for one payment
 * (`reference`, the payment ID), and says what it was worth; asked again with the same reference
 * (an answer lost to a timeout), the issuer answers the same redemption, so a retry never spends
 * a voucher twice nor refuses the payment that spent it. A code redeemed is used for ever.
 */
export interface VoucherIssuer {
  check(voucher: VoucherClaim): Promise<VoucherVerdict>;
  redeem(voucher: VoucherClaim & { reference: string }): Promise<VoucherRedemption>;
}
