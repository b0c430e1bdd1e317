import type { Money } from '@ghost/events';

export type VoucherVerdict = { outcome: 'valid' } | { outcome: 'invalid' | 'used'; reason: string };

/** Checks a prepaid voucher code with its issuer: valid, invalid, or already used. */
export interface VoucherValidator {
  check(voucher: {
    code: string;
    pin: string | null;
    type: string;
    amount: Money;
  }): Promise<VoucherVerdict>;
}
