import Router from '@koa/router';
import Koa from 'koa';
import { errorMiddleware, jsonBody, parseInput } from '@ghost/events/http';
import {
  normalizeVoucherCode,
  voucherCheckRequestSchema,
  type VoucherCheckAnswer,
  type VoucherCheckRequest,
} from '../../integrations/vouchers/voucher-check-api.js';
import { actOutFaults, faultControlRoutes, FaultPlan } from '../faults/fault-plan.js';

/** Where the sandbox issuer takes checks. */
export const voucherCheckPath = '/vouchers/check';

/** A code the sandbox issuer knows. Amount and currency, when given, must match the claim. */
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
];

export interface VoucherIssuerSandbox {
  app: Koa;
  checks: { request: VoucherCheckRequest; answer: VoucherCheckAnswer }[];
  faults: FaultPlan;
}

/**
 * A local voucher issuer knowing good, bad and used codes. `/__sandbox/faults` makes it fail or
 * hang; `/__sandbox/checks` lists the checks it answered.
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
  const checks: VoucherIssuerSandbox['checks'] = [];
  const faults = new FaultPlan();
  const router = new Router();

  const verdictOf = (request: VoucherCheckRequest): VoucherCheckAnswer => {
    const voucher = known.get(normalizeVoucherCode(request.code));
    if (!voucher) return { status: 'invalid', reason: 'Unknown voucher code.' };
    if (voucher.pin !== undefined && voucher.pin !== request.pin) {
      return { status: 'invalid', reason: 'Wrong PIN for this voucher code.' };
    }
    if (
      (voucher.amount !== undefined && Number(voucher.amount) !== Number(request.amount)) ||
      (voucher.currency !== undefined && voucher.currency !== request.currency)
    ) {
      return { status: 'invalid', reason: "The amount does not match the voucher's value." };
    }
    if (voucher.used) return { status: 'used', reason: 'This voucher code was already redeemed.' };
    return { status: 'valid' };
  };

  router.post(voucherCheckPath, (ctx) => {
    if (options.apiKey !== undefined && ctx.get('authorization') !== `Bearer ${options.apiKey}`) {
      ctx.status = 401;
      ctx.body = { error: 'unknown API key' };
      return;
    }
    const request = parseInput(voucherCheckRequestSchema, ctx.request.body);
    const answer = verdictOf(request);
    checks.push({ request, answer });
    ctx.body = answer;
  });

  router.get('/__sandbox/checks', (ctx) => {
    ctx.body = checks;
  });

  const app = new Koa();
  app.use(errorMiddleware(() => undefined));
  app.use(jsonBody());
  app.use(actOutFaults(faults, (path) => path === voucherCheckPath));
  app.use(faultControlRoutes(faults).routes());
  app.use(router.routes());
  app.use(router.allowedMethods());
  return { app, checks, faults };
};
