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

/** Checks a prepaid voucher code with its issuer: valid, invalid, or already used. */
export interface VoucherValidator {
  check(voucher: {
    code: string;
    pin: string | null;
    type: string;
    amount: Money;
  }): Promise<VoucherVerdict>;
}
