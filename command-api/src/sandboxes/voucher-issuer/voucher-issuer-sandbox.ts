import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import Koa from 'koa';
import { errorMiddleware, jsonBody, parseInput } from '@ghost/events/http';
import {
  normalizeVoucherCode,
  voucherCheckRequestSchema,
  voucherRedeemRequestSchema,
  type VoucherCheckAnswer,
  type VoucherCheckRequest,
  type VoucherRedeemAnswer,
  type VoucherRedeemRequest,
} from '../../integrations/vouchers/voucher-issuer-api.js';
import { actOutFaults, faultControlRoutes, FaultPlan } from '../faults/fault-plan.js';

/** Where the sandbox issuer takes checks and redemptions. */
export const voucherCheckPath = '/vouchers/check';
export const voucherRedeemPath = '/vouchers/redeem';

/**
 * A code the sandbox issuer knows. Amount and currency, when given, are its face value: a claim
 * of another value is invalid. Without them it is worth whatever the payer claims.
 */
export interface SandboxVoucher {
  code: string;
  pin?: string;
  amount?: string;
  currency?: string;
  used?: boolean;
}

/** What a tester can use without configuring anything; any other code is invalid. */
export const defaultSandboxVouchers: SandboxVoucher[] = [
  { code: 'SANDBOXVALID0001' },
  { code: 'SANDBOXVALID0002' },
  { code: 'SANDBOXPIN000001', pin: '1234' },
  { code: 'SANDBOXUSED00001', used: true },
  { code: 'SANDBOXFIVEUSD01', amount: '5', currency: 'USD' },
];

interface Redemption {
  reference: string;
  redemptionId: string;
  value: string;
  currency: string;
}

export interface VoucherIssuerSandbox {
  app: Koa;
  checks: { request: VoucherCheckRequest; answer: VoucherCheckAnswer }[];
  redemptions: { request: VoucherRedeemRequest; answer: VoucherRedeemAnswer }[];
  faults: FaultPlan;
}

/**
 * A local voucher issuer knowing good, bad and used codes. It redeems a code once, for one
 * reference (asked again for the same one, it answers the same redemption), and a code redeemed
 * is used from then on. `/__sandbox/faults` makes it fail or hang; `/__sandbox/checks` and
 * `/__sandbox/redemptions` list what it answered.
 */
export const createVoucherIssuerSandbox = (
  options: { vouchers?: SandboxVoucher[]; apiKey?: string } = {},
): VoucherIssuerSandbox => {
  const known = new Map(
    (options.vouchers ?? defaultSandboxVouchers).map((voucher) => [
      normalizeVoucherCode(voucher.code),
      voucher,
    ]),
  );
  const redeemed = new Map<string, Redemption>();
  const checks: VoucherIssuerSandbox['checks'] = [];
  const redemptions: VoucherIssuerSandbox['redemptions'] = [];
  const faults = new FaultPlan();
  const router = new Router();

  /** The verdict on a claim, whatever is asked of it; null when it is good and unused. */
  const refusalOf = (request: VoucherCheckRequest, reference: string | null) => {
    const code = normalizeVoucherCode(request.code);
    const voucher = known.get(code);
    if (!voucher) return { status: 'invalid', reason: 'Unknown voucher code.' } as const;
    if (voucher.pin !== undefined && voucher.pin !== request.pin) {
      return { status: 'invalid', reason: 'Wrong PIN for this voucher code.' } as const;
    }
    if (
      (voucher.amount !== undefined && Number(voucher.amount) !== Number(request.amount)) ||
      (voucher.currency !== undefined && voucher.currency !== request.currency)
    ) {
      return {
        status: 'invalid',
        reason: "The amount does not match the voucher's value.",
      } as const;
    }
    const redemption = redeemed.get(code);
    if (voucher.used || (redemption && redemption.reference !== reference)) {
      return { status: 'used', reason: 'This voucher code was already redeemed.' } as const;
    }
    return null;
  };

  const authorized = (ctx: Koa.Context): boolean => {
    if (options.apiKey === undefined || ctx.get('authorization') === `Bearer ${options.apiKey}`) {
      return true;
    }
    ctx.status = 401;
    ctx.body = { error: 'unknown API key' };
    return false;
  };

  router.post(voucherCheckPath, (ctx) => {
    if (!authorized(ctx)) return;
    const request = parseInput(voucherCheckRequestSchema, ctx.request.body);
    const answer: VoucherCheckAnswer = refusalOf(request, null) ?? { status: 'valid' };
    checks.push({ request, answer });
    ctx.body = answer;
  });

  router.post(voucherRedeemPath, (ctx) => {
    if (!authorized(ctx)) return;
    const request = parseInput(voucherRedeemRequestSchema, ctx.request.body);
    const code = normalizeVoucherCode(request.code);
    const refusal = refusalOf(request, request.reference);
    let answer: VoucherRedeemAnswer;
    if (refusal) answer = refusal;
    else {
      const voucher = known.get(code);
      const redemption = redeemed.get(code) ?? {
        reference: request.reference,
        redemptionId: `RDM-${randomUUID()}`,
        value: voucher?.amount ?? request.amount,
        currency: voucher?.currency ?? request.currency,
      };
      redeemed.set(code, redemption);
      answer = {
        status: 'redeemed',
        redemptionId: redemption.redemptionId,
        value: redemption.value,
        currency: redemption.currency,
      };
    }
    redemptions.push({ request, answer });
    ctx.body = answer;
  });

  router.get('/__sandbox/checks', (ctx) => {
    ctx.body = checks;
  });
  router.get('/__sandbox/redemptions', (ctx) => {
    ctx.body = redemptions;
  });

  const app = new Koa();
  app.use(errorMiddleware(() => undefined));
  app.use(jsonBody());
  app.use(actOutFaults(faults, (path) => path === voucherCheckPath || path === voucherRedeemPath));
  app.use(faultControlRoutes(faults).routes());
  app.use(router.routes());
  app.use(router.allowedMethods());
  return { app, checks, redemptions, faults };
};
