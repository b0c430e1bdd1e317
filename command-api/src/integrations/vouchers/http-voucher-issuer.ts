import { decimalsOf, toMajor, toMinor } from '@ghost/events';
import type {
  VoucherClaim,
  VoucherIssuer,
  VoucherRedemption,
  VoucherVerdict,
} from '../../ports/voucher-issuer.js';
import { callOutside, isOutsideSystemError, readJsonAnswer } from '../outbound/outside-call.js';
import {
  normalizeVoucherCode,
  voucherCheckAnswerSchema,
  voucherRedeemAnswerSchema,
  type VoucherCheckRequest,
  type VoucherRedeemRequest,
} from './voucher-issuer-api.js';

export interface VoucherIssuerConfig {
  /** Where codes are checked (VOUCHER_CHECK_URL). */
  url: string;
  /** Where codes are redeemed (VOUCHER_REDEEM_URL). */
  redeemUrl: string;
  /** Sent as a bearer token when set. */
  apiKey: string | null;
  timeoutMs: number;
}

const defaultReasons = {
  invalid: 'The voucher code is not valid.',
  used: 'The voucher code has already been used.',
} as const;

const system = 'voucher issuer';

const claimOf = (voucher: VoucherClaim): VoucherCheckRequest => ({
  code: normalizeVoucherCode(voucher.code),
  pin: voucher.pin,
  type: voucher.type,
  amount: toMajor(voucher.amount).toFixed(decimalsOf(voucher.amount.currency)),
  currency: voucher.amount.currency,
});

/**
 * The voucher issuer over HTTP. Only the issuer's own word can fail a payment: when it cannot be
 * asked, or answers something we cannot read, the verdict is `unchecked` and asked again later.
 */
export class HttpVoucherIssuer implements VoucherIssuer {
  constructor(private readonly config: VoucherIssuerConfig) {}

  private async post(url: string, body: VoucherCheckRequest | VoucherRedeemRequest) {
    const answer = await callOutside(system, url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}),
      },
      body: JSON.stringify(body),
      timeoutMs: this.config.timeoutMs,
    });
    return readJsonAnswer(system, answer);
  }

  async check(voucher: VoucherClaim): Promise<VoucherVerdict> {
    try {
      const parsed = voucherCheckAnswerSchema.safeParse(
        await this.post(this.config.url, claimOf(voucher)),
      );
      if (!parsed.success) {
        return { outcome: 'unchecked', reason: `${system}: answered an unknown verdict` };
      }
      const verdict = parsed.data;
      if (verdict.status === 'valid') return { outcome: 'valid' };
      return { outcome: verdict.status, reason: verdict.reason ?? defaultReasons[verdict.status] };
    } catch (error) {
      if (!isOutsideSystemError(error)) throw error;
      return { outcome: 'unchecked', reason: error.message };
    }
  }

  async redeem(voucher: VoucherClaim & { reference: string }): Promise<VoucherRedemption> {
    try {
      const parsed = voucherRedeemAnswerSchema.safeParse(
        await this.post(this.config.redeemUrl, {
          ...claimOf(voucher),
          reference: voucher.reference,
        }),
      );
      if (!parsed.success) {
        return { outcome: 'unchecked', reason: `${system}: answered an unknown redemption` };
      }
      const answer = parsed.data;
      if (answer.status !== 'redeemed') {
        return { outcome: answer.status, reason: answer.reason ?? defaultReasons[answer.status] };
      }
      const minor = toMinor(Number(answer.value), answer.currency);
      if (minor === undefined) {
        return {
          outcome: 'unchecked',
          reason: `${system}: answered a value of ${answer.value} ${answer.currency}, which has too many decimals`,
        };
      }
      return {
        outcome: 'redeemed',
        redemptionId: answer.redemptionId,
        value: { minor, currency: answer.currency },
      };
    } catch (error) {
      if (!isOutsideSystemError(error)) throw error;
      return { outcome: 'unchecked', reason: error.message };
    }
  }
}
