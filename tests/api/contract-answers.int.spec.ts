import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  adminTransactionDetailSchema,
  allSettingsSchema,
  bulkPricingAnswerSchema,
  cardQueueAnswerSchema,
  cardWalletAnswerSchema,
  createUserAnswerSchema,
  cryptoAddressesAnswerSchema,
  doneAnswerSchema,
  ethAddressAnswerSchema,
  loginAnswerSchema,
  meAnswerSchema,
  payGateVerifyAnswerSchema,
  priceDeletedAnswerSchema,
  priceSavedAnswerSchema,
  pricingListAnswerSchema,
  pricingMetaAnswerSchema,
  publicSettingsSchema,
  recentTransactionsAnswerSchema,
  settingsAnswerSchema,
  settingsUpdateAnswerSchema,
  revenueByDaySchema,
  statsPeriodSchema,
  statsSummarySchema,
  submissionAnswerSchema,
  subscriptionCheckAnswerSchema,
  trackingViewSchema,
  transactionActionAnswerSchema,
  transactionListAnswerSchema,
  twoFactorDisabledAnswerSchema,
  twoFactorEnabledAnswerSchema,
  twoFactorSetupAnswerSchema,
  twoFactorVerifiedAnswerSchema,
  stepUpAnswerSchema,
  updateUserAnswerSchema,
  userListAnswerSchema,
} from '@ghost/events/contract';
import {
  signedInAdmin,
  stepUp,
  strongPassword,
  totpCode,
  type SignedInAdmin,
} from '../support/admins.js';
import { fakeClock, seconds } from '../support/fake-clock.js';
import { request } from '../support/http.js';
import {
  cryptoDonation,
  cryptoSubscription,
  giftCardSubscription,
  openCardPayment,
  voucherSubscription,
} from '../support/payment-requests.js';
import { addFault, clearFaults } from '../support/sandboxes.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

// Every answer the web reads, from a real portal, parsed by its answer schema of
// @ghost/events/contract. The schemas are strict: a field too many or too few fails.
const clock = fakeClock(new Date());
let portal: TestPortal;
let boss: SignedInAdmin;
beforeAll(async () => {
  portal = await startTestPortal({ clock: clock.now });
  boss = await signedInAdmin(portal, 'super_admin');
  // The super admin's changes below (an address, others' accounts) need a raised session.
  await stepUp(portal, boss);
});
afterAll(async () => {
  await portal.destroy();
});

type Answer = Awaited<ReturnType<typeof request>>;
/** Every answer checked so far, with its schema: the strictness test alters each. */
const checked: { name: string; schema: z.ZodType; body: unknown }[] = [];

/** Parses an answer with its schema; answers what it holds, typed. */
const expectAnswer = <Schema extends z.ZodType>(
  name: string,
  schema: Schema,
  answer: Answer,
  status = 200,
): z.output<Schema> => {
  expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(status);
  const parsed = schema.safeParse(answer.body);
  expect(parsed.error?.issues ?? [], name).toEqual([]);
  checked.push({ name, schema, body: answer.body });
  return parsed.data as z.output<Schema>;
};

const call = (method: string, path: string, body?: unknown, headers = boss.headers) =>
  request(portal.url, method, path, body, headers);
const anonymous = (method: string, path: string, body?: unknown) =>
  request(portal.url, method, path, body);
const submitted = (body: Record<string, unknown>) =>
  anonymous('POST', '/api/transactions', body).then((answer) =>
    expectAnswer(
      `POST /api/transactions (${String(body.payment_method)})`,
      submissionAnswerSchema,
      answer,
      201,
    ),
  );

describe('the payment answers', () => {
  it('POST /api/transactions for each method, and the tracking view', async () => {
    const crypto = await submitted(cryptoSubscription());
    await submitted(cryptoDonation());
    await submitted(giftCardSubscription());
    await submitted(voucherSubscription());
    expectAnswer(
      'GET /api/transactions/track/{id}',
      trackingViewSchema,
      await anonymous('GET', `/api/transactions/track/${crypto.paymentId}`),
    );
  });

  it('POST /api/payments/card/create-wallet', async () => {
    const opened = expectAnswer(
      'POST /api/payments/card/create-wallet',
      cardWalletAnswerSchema,
      await anonymous('POST', '/api/payments/card/create-wallet', {
        amount: 12,
        currency: 'USD',
        provider: 'ramp',
        userInfo: { username: 'player_one', email: 'player@example.com' },
        paymentType: 'ghost-eshop-pro',
        subscriptionDuration: '3_months',
      }),
      201,
    );
    expectAnswer(
      'GET /api/transactions/track/{id} (card)',
      trackingViewSchema,
      await anonymous('GET', `/api/transactions/track/${opened.paymentId}`),
    );
  });
});

describe('the admin actions on a payment', () => {
  const act = (paymentId: string, action: string, body: unknown) =>
    call('POST', `/api/transactions/${paymentId}/${action}`, body);

  it('verify-payment, update-subscription, check-subscription-status, mark-failed, PATCH status', async () => {
    // The fulfilment service refuses at first, so the payment waits for its subscription.
    await addFault(portal, 'fulfilment', { status: 503 });
    try {
      const { paymentId } = await submitted(cryptoSubscription());
      expectAnswer(
        'verify-payment',
        transactionActionAnswerSchema,
        await act(paymentId, 'verify-payment', { notes: 'seen on the chain' }),
      );
      expectAnswer(
        'check-subscription-status',
        subscriptionCheckAnswerSchema,
        await call('POST', `/api/payments/check-subscription-status/${paymentId}`),
      );
      expectAnswer(
        'update-subscription',
        transactionActionAnswerSchema,
        await act(paymentId, 'update-subscription', {}),
      );
    } finally {
      await clearFaults(portal, 'fulfilment');
    }
    const failed = await submitted(cryptoDonation());
    expectAnswer(
      'mark-failed',
      transactionActionAnswerSchema,
      await act(failed.paymentId, 'mark-failed', { reason: 'no such transaction on the chain' }),
    );
    const overridden = await submitted(cryptoDonation());
    expectAnswer(
      'PATCH status',
      transactionActionAnswerSchema,
      await call('PATCH', `/api/transactions/${overridden.paymentId}/status`, {
        status: 'failed',
        notes: 'the payer asked to cancel it',
      }),
    );
  });

  it('paygate-verify, force-verify-card and mark-card-failed', async () => {
    const checkedCard = await openCardPayment(portal.url);
    expectAnswer(
      'paygate-verify',
      payGateVerifyAnswerSchema,
      await call('POST', `/api/payments/card/paygate-verify/${checkedCard.paymentId}`),
    );
    expectAnswer(
      'force-verify-card',
      transactionActionAnswerSchema,
      await act(checkedCard.paymentId, 'force-verify-card', { notes: 'paid, says the provider' }),
    );
    const refused = await openCardPayment(portal.url);
    expectAnswer(
      'mark-card-failed',
      transactionActionAnswerSchema,
      await act(refused.paymentId, 'mark-card-failed', { reason: 'the card was declined' }),
    );
  });
});

describe('the read side', () => {
  it('the list (filtered, searched), a detail with its history, the recent list and the card queue', async () => {
    const { paymentId, position } = await submitted(cryptoSubscription({ crypto_type: 'sol' }));
    const headers = { ...boss.headers, 'x-log-position': String(position) };
    const list = expectAnswer(
      'GET /api/transactions',
      transactionListAnswerSchema,
      await call('GET', '/api/transactions?page=1&limit=100', undefined, headers),
    );
    expect(list.transactions.map((row) => row.payment_method)).toEqual(
      expect.arrayContaining(['crypto', 'card', 'nintendo-eshop', 'alternative-rewarble']),
    );
    expectAnswer(
      'GET /api/transactions (filtered)',
      transactionListAnswerSchema,
      await call('GET', '/api/transactions?status=failed&type=all&payment_method=card&search=G'),
    );
    for (const row of list.transactions) {
      const detail = expectAnswer(
        `GET /api/transactions/{id} (${row.payment_method}, ${row.status})`,
        adminTransactionDetailSchema,
        await call('GET', `/api/transactions/${row.id}`),
      );
      expect(detail.logs.length).toBeGreaterThan(0);
    }
    expectAnswer(
      'GET /api/transactions/{id} (lower case)',
      adminTransactionDetailSchema,
      await call('GET', `/api/transactions/${paymentId.toLowerCase()}`),
    );
    expectAnswer(
      'GET /api/transactions/recent/list',
      recentTransactionsAnswerSchema,
      await call('GET', '/api/transactions/recent/list?limit=50'),
    );
    await openCardPayment(portal.url);
    expectAnswer(
      'GET /api/transactions/card-payments/awaiting',
      cardQueueAnswerSchema,
      await call('GET', '/api/transactions/card-payments/awaiting?page=1&limit=10'),
    );
  });

  it('the stats', async () => {
    expectAnswer(
      'GET /api/transactions/stats/summary',
      statsSummarySchema,
      await call('GET', '/api/transactions/stats/summary'),
    );
    const period = expectAnswer(
      'GET /api/transactions/stats/period',
      statsPeriodSchema,
      await call('GET', '/api/transactions/stats/period'),
    );
    expect(period.cryptoBreakdown.length).toBeGreaterThan(0);
    expectAnswer(
      'GET /api/transactions/stats/revenue',
      revenueByDaySchema,
      await call('GET', '/api/transactions/stats/revenue?days=7'),
    );
  });

  it('the settings, public and whole, the crypto addresses and the Ethereum fallback', async () => {
    expectAnswer(
      'GET /api/settings (anyone)',
      publicSettingsSchema,
      await anonymous('GET', '/api/settings'),
    );
    expectAnswer(
      'GET /api/settings (super admin)',
      allSettingsSchema,
      await call('GET', '/api/settings'),
    );
    expectAnswer(
      'GET /api/settings (either)',
      settingsAnswerSchema,
      await anonymous('GET', '/api/settings'),
    );
    expectAnswer(
      'GET /api/settings/crypto/addresses',
      cryptoAddressesAnswerSchema,
      await anonymous('GET', '/api/settings/crypto/addresses'),
    );
    expectAnswer(
      'GET /api/settings/payment/eth-address',
      ethAddressAnswerSchema,
      await anonymous('GET', '/api/settings/payment/eth-address'),
    );
  });

  it('the price lists and their values on sale', async () => {
    for (const path of [
      '/api/pricing/all',
      '/api/pricing/category/ghost-eshop-pro',
      '/api/pricing/category/ghost-eshop-pro/type/nintendo-eshop',
      '/api/pricing/category/ghost-eshop-pro/type/nintendo-eshop/region/japan',
    ]) {
      expectAnswer(`GET ${path}`, pricingListAnswerSchema, await anonymous('GET', path));
    }
    for (const path of [
      '/api/pricing/meta/categories',
      '/api/pricing/meta/payment-types?category=ghost-eshop-pro',
      '/api/pricing/meta/regions?payment_type=nintendo-eshop',
    ]) {
      expectAnswer(`GET ${path}`, pricingMetaAnswerSchema, await anonymous('GET', path));
    }
    expectAnswer(
      'GET /api/settings/pricing/all',
      pricingListAnswerSchema,
      await call('GET', '/api/settings/pricing/all'),
    );
  });
});

describe("a super admin's changes", () => {
  it('PUT /api/settings', async () => {
    expectAnswer(
      'PUT /api/settings',
      settingsUpdateAnswerSchema,
      await call('PUT', '/api/settings', {
        notifications_email: true,
        crypto_btc_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      }),
    );
  });

  it('POST, PUT and DELETE /api/pricing, and the bulk save', async () => {
    const created = expectAnswer(
      'POST /api/pricing',
      priceSavedAnswerSchema,
      await call('POST', '/api/pricing', {
        category: 'ghost-eshop-pro',
        payment_type: 'crypto',
        duration: '4_months',
        price: 15.5,
      }),
      201,
    );
    expectAnswer(
      'PUT /api/pricing/{id}',
      priceSavedAnswerSchema,
      await call('PUT', `/api/pricing/${created.item.id}`, { price: 16, is_active: false }),
    );
    expectAnswer(
      'PUT /api/pricing/bulk/update',
      bulkPricingAnswerSchema,
      await call('PUT', '/api/pricing/bulk/update', [{ ...created.item, price: 17 }, { id: 'x' }]),
    );
    expectAnswer(
      'DELETE /api/pricing/{id}',
      priceDeletedAnswerSchema,
      await call('DELETE', `/api/pricing/${created.item.id}`),
    );
  });
});

describe('an account from its creation to its deletion', () => {
  it('users, sign-in, two-factor, /auth/me, password change and sign-out', async () => {
    const password = strongPassword();
    const created = expectAnswer(
      'POST /api/users',
      createUserAnswerSchema,
      await call('POST', '/api/users', {
        username: `contract_${Date.now()}`,
        email: 'contract@example.com',
        password,
        role: 'admin',
      }),
      201,
    );
    const { user } = created;
    expectAnswer(
      'PUT /api/users/{id}',
      updateUserAnswerSchema,
      await call('PUT', `/api/users/${user.id}`, { email: null }),
    );

    const login = expectAnswer(
      'POST /api/auth/login',
      loginAnswerSchema,
      await anonymous('POST', '/api/auth/login', { username: user.username, password }),
    );
    const own = { authorization: `Bearer ${login.accessToken}` };
    expectAnswer(
      'GET /api/auth/me (a one-time password)',
      meAnswerSchema,
      await call('GET', '/api/auth/me', undefined, own),
    );
    // A password a super admin set is one-time: its holder chooses their own first.
    const chosen = strongPassword();
    expectAnswer(
      'POST /api/auth/change-password (the one-time password)',
      doneAnswerSchema,
      await call(
        'POST',
        '/api/auth/change-password',
        { currentPassword: password, newPassword: chosen },
        own,
      ),
    );
    expectAnswer(
      'GET /api/auth/me (no two-factor)',
      meAnswerSchema,
      await call('GET', '/api/auth/me', undefined, own),
    );
    const setup = expectAnswer(
      'GET /api/auth/2fa/setup',
      twoFactorSetupAnswerSchema,
      await call('GET', '/api/auth/2fa/setup', undefined, own),
    );
    const code = async () => {
      clock.advance(seconds(30));
      return { token: await totpCode(setup.manualEntry, clock.now()) };
    };
    expectAnswer(
      'POST /api/auth/2fa/enable',
      twoFactorEnabledAnswerSchema,
      await call('POST', '/api/auth/2fa/enable', await code(), own),
    );
    expectAnswer(
      'POST /api/auth/2fa/verify',
      twoFactorVerifiedAnswerSchema,
      await call('POST', '/api/auth/2fa/verify', await code(), own),
    );
    expectAnswer(
      'GET /api/auth/me',
      meAnswerSchema,
      await call('GET', '/api/auth/me', undefined, own),
    );
    expectAnswer(
      'GET /api/users',
      userListAnswerSchema,
      await call('GET', '/api/users', undefined, own),
    );
    expectAnswer(
      'POST /api/auth/step-up',
      stepUpAnswerSchema,
      await call(
        'POST',
        '/api/auth/step-up',
        { password: chosen, twofa_token: (await code()).token },
        own,
      ),
    );
    expectAnswer(
      'POST /api/auth/change-password',
      doneAnswerSchema,
      await call(
        'POST',
        '/api/auth/change-password',
        { currentPassword: chosen, newPassword: strongPassword() },
        own,
      ),
    );
    expectAnswer(
      'POST /api/auth/2fa/disable',
      twoFactorDisabledAnswerSchema,
      await call('POST', '/api/auth/2fa/disable', await code(), own),
    );
    expectAnswer(
      'POST /api/auth/logout',
      doneAnswerSchema,
      await call('POST', '/api/auth/logout', undefined, own),
    );
    await stepUp(portal, boss);
    expectAnswer(
      'DELETE /api/users/{id}',
      doneAnswerSchema,
      await call('DELETE', `/api/users/${user.id}`),
    );
  });
});

describe('the answer schemas', () => {
  it('are strict: each answer above with a field too many or one missing is refused', () => {
    expect(checked.length).toBeGreaterThan(40);
    for (const { name, schema, body } of checked) {
      const sample = Array.isArray(body) ? body[0] : body;
      if (typeof sample !== 'object' || sample === null) continue;
      const withExtra = { ...sample, unexpected: true };
      const [firstKey] = Object.keys(sample);
      const withoutFirst = Object.fromEntries(
        Object.entries(sample).filter(([key]) => key !== firstKey),
      );
      const asBody = (value: object) => (Array.isArray(body) ? [value] : value);
      expect(schema.safeParse(asBody(withExtra)).success, `${name} with a field too many`).toBe(
        false,
      );
      expect(
        schema.safeParse(asBody(withoutFirst)).success,
        `${name} without ${String(firstKey)}`,
      ).toBe(false);
    }
  });
});
