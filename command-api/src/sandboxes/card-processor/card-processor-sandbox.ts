import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import { z } from 'zod';
import { errorMiddleware, parseInput } from '@ghost/events/http';
import { providerOfPayGateCode } from '../../integrations/paygate/provider-codes.js';
import {
  callOutside,
  excerpt,
  isOutsideSystemError,
} from '../../integrations/outbound/outside-call.js';
import { actOutFaults, faultControlRoutes, FaultPlan } from '../faults/fault-plan.js';
import { abandonedPage, checkoutPage, paidPage, problemPage } from './checkout-pages.js';
import { SandboxWallets, type CheckoutOrder, type SandboxWallet } from './sandbox-wallets.js';

export interface CardProcessorSandboxOptions {
  clock?: () => Date;
  /** Bound on the call to the shop's callback URL. */
  callbackTimeoutMs?: number;
  /** USD per unit of other checkout currencies, to work out the USDC forwarded by default. */
  usdRates?: Record<string, number>;
}

export interface CardProcessorSandbox {
  app: Koa;
  wallets: SandboxWallets;
  faults: FaultPlan;
}

const evmAddress = /^0x[0-9a-fA-F]{40}$/;
const amountText = /^\d{1,12}(\.\d{1,8})?$/;

const walletQuery = z.object({
  address: z.string().regex(evmAddress, 'must be a 0x address of 40 hex digits'),
  callback: z.url({ protocol: /^https?$/ }),
});

const checkoutQuery = z.object({
  address: z.string().min(1),
  amount: z.string().regex(amountText, 'must be an amount'),
  provider: z.string().min(1),
  email: z.string().optional(),
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be a currency code'),
});

const payForm = checkoutQuery.extend({
  value_coin: z.string().trim().regex(amountText, 'must be an amount'),
});

const statusQuery = z.object({ ipn_token: z.string().min(1) });

const defaultUsdRates: Record<string, number> = { USD: 1, EUR: 1.08, GBP: 1.27, JPY: 0.0067 };

const orderOf = (input: z.infer<typeof checkoutQuery>): CheckoutOrder => ({
  amount: input.amount,
  currency: input.currency,
  provider: input.provider,
  email: input.email ?? null,
});

/**
 * A local stand-in for the PayGate-compatible card processor, speaking its HTTP API:
 * `GET /control/wallet.php`, `GET /process-payment.php` (a real checkout page where a tester pays
 * or abandons), `GET /control/payment-status.php`. Paying calls the shop's callback URL the way
 * PayGate does: a GET with the shop's own parameters plus value_coin, coin, txid_in, txid_out.
 * `/__sandbox/faults` makes the API calls fail or hang; `/__sandbox/wallets` lists what it issued.
 */
export const createCardProcessorSandbox = (
  options: CardProcessorSandboxOptions = {},
): CardProcessorSandbox => {
  const clock = options.clock ?? (() => new Date());
  const callbackTimeoutMs = options.callbackTimeoutMs ?? 10_000;
  const usdRates = { ...defaultUsdRates, ...options.usdRates };
  const wallets = new SandboxWallets();
  const faults = new FaultPlan();
  const router = new Router();

  const html = (ctx: Koa.Context, status: number, body: string) => {
    ctx.status = status;
    ctx.type = 'html';
    ctx.body = body;
  };

  /** The input, or a 400 page saying what is wrong with it (and null). */
  const parsedOrProblem = <Schema extends z.ZodType>(
    ctx: Koa.Context,
    schema: Schema,
    input: unknown,
    title: string,
  ): { data: z.infer<Schema> } | null => {
    const parsed = schema.safeParse(input);
    if (parsed.success) return { data: parsed.data };
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'input';
    html(ctx, 400, problemPage(title, `${where}: ${issue?.message ?? 'invalid'}`));
    return null;
  };

  router.get('/control/wallet.php', (ctx) => {
    const query = parseInput(walletQuery, ctx.query, 'query');
    const wallet = wallets.issue(query.address, query.callback, clock());
    ctx.body = {
      address_in: wallet.addressIn,
      polygon_address_in: wallet.polygonAddressIn,
      callback_url: wallet.callbackUrl,
      ipn_token: wallet.ipnToken,
    };
  });

  router.get('/control/payment-status.php', (ctx) => {
    const { ipn_token: ipnToken } = parseInput(statusQuery, ctx.query, 'query');
    const wallet = wallets.byIpnToken(ipnToken);
    if (!wallet) {
      ctx.status = 404;
      ctx.body = { status: 'error', message: 'Unknown ipn_token' };
      return;
    }
    const payment = wallet.payment?.outcome === 'paid' ? wallet.payment : null;
    ctx.body = payment
      ? {
          status: 'paid',
          value_coin: payment.valueCoin,
          coin: payment.coin,
          txid_out: payment.txidOut,
        }
      : { status: 'unpaid' };
  });

  const openWallet = (ctx: Koa.Context, address: string): SandboxWallet | null => {
    const wallet = wallets.byCheckoutAddress(address);
    if (!wallet) {
      html(ctx, 404, problemPage('Unknown payment', 'This payment link is not known here.'));
      return null;
    }
    if (wallet.payment) {
      html(
        ctx,
        409,
        problemPage('Payment closed', `This payment was already ${wallet.payment.outcome}.`),
      );
      return null;
    }
    return wallet;
  };

  router.get('/process-payment.php', (ctx) => {
    const parsed = parsedOrProblem(ctx, checkoutQuery, ctx.query, 'Invalid payment link');
    if (!parsed) return;
    const wallet = openWallet(ctx, parsed.data.address);
    if (!wallet) return;
    const order = orderOf(parsed.data);
    const rate = usdRates[order.currency];
    const forwarded = rate === undefined ? order.amount : (Number(order.amount) * rate).toFixed(2);
    html(ctx, 200, checkoutPage(wallet, order, providerOfPayGateCode(order.provider), forwarded));
  });

  /** Calls the shop back as PayGate does: its own URL, plus the payment's data, with GET. */
  const callBack = async (wallet: SandboxWallet): Promise<void> => {
    const payment = wallet.payment;
    if (!payment) return;
    const url = new URL(wallet.callbackUrl);
    url.searchParams.set('value_coin', payment.valueCoin ?? '0');
    url.searchParams.set('value_forwarded_coin', payment.valueCoin ?? '0');
    url.searchParams.set('coin', payment.coin ?? '');
    url.searchParams.set('txid_in', payment.txidIn ?? '');
    url.searchParams.set('txid_out', payment.txidOut ?? '');
    url.searchParams.set('address_in', wallet.polygonAddressIn);
    try {
      const answer = await callOutside('shop callback', url, { timeoutMs: callbackTimeoutMs });
      payment.callback = {
        url: url.toString(),
        status: answer.status,
        body: excerpt(answer.text),
        error: null,
      };
    } catch (error) {
      if (!isOutsideSystemError(error)) throw error;
      payment.callback = { url: url.toString(), status: null, body: null, error: error.message };
    }
  };

  router.post('/checkout/pay', async (ctx) => {
    const parsed = parsedOrProblem(ctx, payForm, ctx.request.body, 'Payment not made');
    if (!parsed) return;
    const wallet = openWallet(ctx, parsed.data.address);
    if (!wallet) return;
    wallet.payment = {
      outcome: 'paid',
      order: orderOf(parsed.data),
      valueCoin: parsed.data.value_coin,
      coin: 'polygon_usdc',
      txidIn: SandboxWallets.newTxid(),
      txidOut: SandboxWallets.newTxid(),
      at: clock(),
      callback: null,
    };
    await callBack(wallet);
    html(ctx, 200, paidPage(wallet));
  });

  router.post('/checkout/abandon', (ctx) => {
    const parsed = checkoutQuery.safeParse(ctx.request.body);
    if (!parsed.success) {
      html(ctx, 400, problemPage('Unknown payment', 'The form did not name a payment.'));
      return;
    }
    const wallet = openWallet(ctx, parsed.data.address);
    if (!wallet) return;
    wallet.payment = {
      outcome: 'abandoned',
      order: orderOf(parsed.data),
      valueCoin: null,
      coin: null,
      txidIn: null,
      txidOut: null,
      at: clock(),
      callback: null,
    };
    html(ctx, 200, abandonedPage());
  });

  router.get('/__sandbox/wallets', (ctx) => {
    ctx.body = wallets.all();
  });

  const app = new Koa();
  app.use(errorMiddleware(() => undefined));
  app.use(bodyParser({ enableTypes: ['json', 'form'], formLimit: '16kb', jsonLimit: '16kb' }));
  app.use(actOutFaults(faults, (path) => path.startsWith('/control/')));
  app.use(faultControlRoutes(faults).routes());
  app.use(router.routes());
  app.use(router.allowedMethods());
  return { app, wallets, faults };
};
