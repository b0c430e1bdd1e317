import { decimalsOf, toMajor } from '@ghost/events';
import type { VoucherValidator, VoucherVerdict } from '../../ports/voucher-validator.js';
import { callOutside, isOutsideSystemError, readJsonAnswer } from '../outbound/outside-call.js';
import {
  normalizeVoucherCode,
  voucherCheckAnswerSchema,
  type VoucherCheckRequest,
} from './voucher-check-api.js';

export interface VoucherCheckConfig {
  url: string;
  /** Sent as a bearer token when set. */
  apiKey: string | null;
  timeoutMs: number;
}

const defaultReasons = {
  invalid: 'The voucher code is not valid.',
  used: 'The voucher code has already been used.',
} as const;

/**
 * Asks the voucher issuer about a code. Only the issuer's own verdict can fail a payment: when it
 * cannot be asked, or answers something we cannot read, the verdict is `unchecked`.
 */
export class HttpVoucherValidator implements VoucherValidator {
  constructor(private readonly config: VoucherCheckConfig) {}

  async check(voucher: Parameters<VoucherValidator['check']>[0]): Promise<VoucherVerdict> {
    const body: VoucherCheckRequest = {
      code: normalizeVoucherCode(voucher.code),
      pin: voucher.pin,
      type: voucher.type,
      amount: toMajor(voucher.amount).toFixed(decimalsOf(voucher.amount.currency)),
      currency: voucher.amount.currency,
    };
    try {
      const answer = await callOutside('voucher issuer', this.config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        timeoutMs: this.config.timeoutMs,
      });
      const parsed = voucherCheckAnswerSchema.safeParse(readJsonAnswer('voucher issuer', answer));
      if (!parsed.success) {
        return { outcome: 'unchecked', reason: 'voucher issuer: answered an unknown verdict' };
      }
      const verdict = parsed.data;
      if (verdict.status === 'valid') return { outcome: 'valid' };
      return { outcome: verdict.status, reason: verdict.reason ?? defaultReasons[verdict.status] };
    } catch (error) {
      if (!isOutsideSystemError(error)) throw error;
      return { outcome: 'unchecked', reason: error.message };
    }
  }
}
