import { describe, expect, it } from 'vitest';
import { request } from '../support/http.js';
import {
  cardWallet,
  cryptoDonation,
  cryptoSubscription,
  giftCardSubscription,
  voucherCode,
  voucherSubscription,
} from '../support/payment-requests.js';
import { newPaymentId } from '../support/test-portal.js';
import { portalWithAdmin } from '../support/portal-with-admin.js';

// Issue 15: every input is refused before anything is written. Each case is a request the
// schemas of @ghost/events/contract must refuse with 400 VALIDATION_ERROR naming the field,
// while the event log's head stays where it was (no reservation, no release, no wallet).
const given = portalWithAdmin('super_admin');

type Send = () => Promise<{ status: number; body: any }>;

const post = (path: string, body: unknown, headers?: Record<string, string>) =>
  request(given.portal.url, 'POST', path, body, headers);
const submit = (body: unknown) => post('/api/transactions', body);
const openWallet = (body: unknown) => post('/api/payments/card/create-wallet', body);
/** A body whose JSON text says 1e400: JSON.parse reads it as Infinity. */
const withInfinity = (body: Record<string, unknown>, field: string) =>
  JSON.stringify({ ...body, [field]: 0 }).replace(`"${field}":0`, `"${field}":1e400`);

const expectRefused = async (send: Send, field: string) => {
  const before = await given.portal.eventStore.headPosition();
  const answer = await send();
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field });
  expect(typeof answer.body.error.message).toBe('string');
  expect(await given.portal.eventStore.headPosition()).toBe(before);
};

/** Currencies that are not USD, EUR or JPY as the contract spells them. */
const badCurrencies: [string, unknown][] = [
  ['"10"', '10'],
  ['"AB"', 'AB'],
  ['"€"', '€'],
  ['an emoji', '💶'],
  ['a NUL character', '\u0000'],
  ['a lone surrogate', '\ud800'],
  ['"XYZ"', 'XYZ'],
  ['"usd" in lower case', 'usd'],
  ['"$$$"', '$$$'],
  ['" USD" with a space', ' USD'],
  ['a number', 10],
  ['null', null],
];

describe('currencies', () => {
  for (const [what, currency] of badCurrencies) {
    it(`refuses a crypto donation in ${what}, writing nothing`, async () => {
      await expectRefused(() => submit(cryptoDonation({ currency })), 'currency');
    });
    it(`refuses a card wallet in ${what}, opening none`, async () => {
      await expectRefused(() => openWallet(cardWallet({ currency })), 'currency');
    });
    it(`refuses a voucher worth ${what}`, async () => {
      await expectRefused(
        () => submit(voucherSubscription({}, { currency })),
        'paymentCode.currency',
      );
    });
  }

  it("refuses gift cards in another currency than their region's", async () => {
    for (const [region, currency] of [
      ['europe', 'USD'],
      ['us', 'EUR'],
      ['japan', 'USD'],
      ['europe', 'GBP'],
    ]) {
      await expectRefused(() => submit(giftCardSubscription({ region, currency })), 'currency');
    }
  });
});

describe('amounts', () => {
  const cases: [string, Send, string][] = [
    ['an infinite donation', () => submit(withInfinity(cryptoDonation(), 'amount')), 'amount'],
    [
      'a donation of a million and one',
      () => submit(cryptoDonation({ amount: 1_000_001 })),
      'amount',
    ],
    ['a donation of 0', () => submit(cryptoDonation({ amount: 0 })), 'amount'],
    ['a negative donation', () => submit(cryptoDonation({ amount: -1 })), 'amount'],
    ['a donation with three decimals', () => submit(cryptoDonation({ amount: 10.555 })), 'amount'],
    [
      'a yen donation with decimals',
      () => submit(cryptoDonation({ amount: 1500.5, currency: 'JPY' })),
      'amount',
    ],
    ['an amount as text', () => submit(cryptoDonation({ amount: '12' })), 'amount'],
    [
      'a card wallet of a million and one',
      () => openWallet(cardWallet({ amount: 1_000_001 })),
      'amount',
    ],
    ['an infinite card wallet', () => openWallet(withInfinity(cardWallet(), 'amount')), 'amount'],
    [
      'a yen gift-card total with decimals',
      () => submit(giftCardSubscription({ region: 'japan', currency: 'JPY', amount: 1800.5 })),
      'amount',
    ],
    [
      'a voucher worth two million',
      () => submit(voucherSubscription({}, { amount: 2_000_000 })),
      'paymentCode.amount',
    ],
    [
      'a voucher worth 1.234',
      () => submit(voucherSubscription({}, { amount: 1.234 })),
      'paymentCode.amount',
    ],
    [
      'a voucher worth 1e400 as text',
      () => submit(voucherSubscription({}, { amount: '1e400' })),
      'paymentCode.amount',
    ],
    [
      'a yen voucher with decimals',
      () => submit(voucherSubscription({}, { amount: 100.5, currency: 'JPY' })),
      'paymentCode.amount',
    ],
  ];
  for (const [what, send, field] of cases) {
    it(`refuses ${what}, writing nothing`, async () => {
      await expectRefused(send, field);
    });
  }
});

describe('texts', () => {
  const cases: [string, Send, string][] = [
    ['a txid holding a NUL', () => submit(cryptoDonation({ txid: '0xab\u0000cd' })), 'txid'],
    ['a txid holding a lone surrogate', () => submit(cryptoDonation({ txid: 'ab\udc00' })), 'txid'],
    ['a txid of 257 characters', () => submit(cryptoDonation({ txid: 'a'.repeat(257) })), 'txid'],
    [
      'a username holding a line break',
      () => submit(cryptoSubscription({ userUsername: 'player\none' })),
      'userUsername',
    ],
    [
      'a username of 65 characters',
      () => submit(cryptoSubscription({ userUsername: 'p'.repeat(65) })),
      'userUsername',
    ],
    [
      'a payment ID of 81 characters',
      () => submit(cryptoDonation({ payment_id: `GHOST-${'1'.repeat(75)}` })),
      'payment_id',
    ],
    [
      'a gift-card reference holding an escape character',
      () => submit(giftCardSubscription({ txid: 'NINTENDO-1-\u001b[2J' })),
      'txid',
    ],
    [
      'a voucher code holding a bell character',
      () => submit(voucherSubscription({}, { code: 'ABCD1234EFGH567\u0007' })),
      'paymentCode.code',
    ],
    [
      'a voucher PIN holding a NUL',
      () => submit(voucherSubscription({}, { pin: '12\u000034' })),
      'paymentCode.pin',
    ],
    [
      'a paymentCode text of 2,001 characters',
      () =>
        submit(
          voucherSubscription({
            paymentCode: JSON.stringify(voucherCode({ pin: ' '.repeat(1950) })),
          }),
        ),
      'paymentCode',
    ],
    [
      'a card payer named with a tab',
      () =>
        openWallet(cardWallet({ userInfo: { username: 'player\tone', email: 'p@example.com' } })),
      'userInfo.username',
    ],
    [
      'a sign-in name holding a NUL',
      () => post('/api/auth/login', { username: 'admin\u0000', password: 'whatever-1A!' }),
      'username',
    ],
  ];
  for (const [what, send, field] of cases) {
    it(`refuses ${what}, writing nothing`, async () => {
      await expectRefused(send, field);
    });
  }
});

describe("admins' inputs", () => {
  const asSuperAdmin = (method: string, path: string, body: unknown) =>
    request(given.portal.url, method, path, body, given.admin.headers);
  const action = (name: string, body: unknown) =>
    asSuperAdmin('POST', `/api/transactions/${newPaymentId()}/${name}`, body);

  const cases: [string, Send, string][] = [
    ['a note holding a NUL', () => action('verify-payment', { notes: 'ok\u0000' }), 'notes'],
    [
      'a note of 1,001 characters',
      () => action('verify-payment', { notes: 'n'.repeat(1001) }),
      'notes',
    ],
    [
      'a failure reason holding an escape',
      () => action('mark-failed', { reason: 'no\u001b' }),
      'reason',
    ],
    [
      'a method name holding a NUL',
      () => asSuperAdmin('PUT', '/api/settings', { payment_method_card_name: 'Card\u0000' }),
      'payment_method_card_name',
    ],
    [
      'a crypto address holding a line break',
      () => asSuperAdmin('PUT', '/api/settings', { crypto_btc_address: 'bc1q\n' }),
      'crypto_btc_address',
    ],
    [
      'a price of two million',
      () =>
        asSuperAdmin('PUT', '/api/pricing/ghost-eshop-pro.crypto.1_month', { price: 2_000_000 }),
      'price',
    ],
    [
      'an infinite price',
      () =>
        asSuperAdmin(
          'PUT',
          '/api/pricing/ghost-eshop-pro.crypto.1_month',
          withInfinity({}, 'price'),
        ),
      'price',
    ],
  ];
  for (const [what, send, field] of cases) {
    it(`refuses ${what}, writing nothing`, async () => {
      await expectRefused(send, field);
    });
  }
});

describe('what is still taken', () => {
  it('takes every currency of the lists, and the boundaries of the bounds', async () => {
    for (const currency of ['USD', 'EUR', 'JPY']) {
      expect((await submit(cryptoDonation({ currency, amount: 1000 }))).status).toBe(201);
    }
    expect((await submit(cryptoDonation({ amount: 1_000_000 }))).status).toBe(201);
    expect((await submit(cryptoDonation({ amount: 1.01 }))).status).toBe(201);
    expect(
      (await submit(voucherSubscription({}, { currency: 'USD', amount: '999.99' }))).status,
    ).toBe(201);
    const named = cryptoSubscription({ userUsername: 'Jöhn Ñoël 😀', txid: 'f'.repeat(256) });
    expect((await submit(named)).status).toBe(201);
    expect((await submit(voucherSubscription({}, { pin: null }))).status).toBe(201);
  });
});
