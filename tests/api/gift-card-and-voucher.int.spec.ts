import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox, sealedSecretSchema } from '@ghost/events';
import { transactionsCollection, type TransactionDoc } from '@ghost/projectors';
import { request } from '../support/http.js';
import {
  cryptoDonation,
  giftCardSubscription,
  newGiftCardCode,
  newVoucherCode,
  voucherCode,
  voucherSubscription,
} from '../support/payment-requests.js';
import { newPaymentId, startTestPortal, type TestPortal } from '../support/test-portal.js';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(async () => {
  await portal.destroy();
});

const post = (body: unknown) => request(portal.url, 'POST', '/api/transactions', body);
const readModel = async (paymentId: string, position: number) => {
  await portal.runner.waitFor(position, 2000);
  return portal.readStore.findOne<TransactionDoc>(transactionsCollection, { _id: paymentId });
};

const expectNothingAppended = async (refused: () => Promise<unknown>) => {
  // Vouchers accepted before are checked with the issuer in the background: let that finish.
  await portal.outboxes.settled();
  const before = await portal.eventStore.headPosition();
  await refused();
  expect(await portal.eventStore.headPosition()).toBe(before);
};

describe('POST /api/transactions with console-store gift cards', () => {
  it('records the cards of a region at its price, each code sealed for the payment, and shows them masked', async () => {
    const second = newGiftCardCode();
    const body = giftCardSubscription({ giftCardCodes: ['abcd-1234-efgh-5678', second] });
    const answer = await post(body);
    expect(answer.status).toBe(201);
    const doc = await readModel(body.payment_id, answer.body.position);
    expect(doc).toMatchObject({
      payment_method: 'nintendo-eshop',
      region: 'europe',
      amount: 12,
      currency: 'EUR',
      gift_card_codes: ['••••••••••••5678', `••••••••••••${second.slice(-4)}`],
      txid: body.txid,
    });
    expect(JSON.stringify(doc)).not.toContain('ABCD1234EFGH5678');

    const stream = `transaction-${body.payment_id}`;
    const [event] = await portal.eventStore.readStream(stream);
    const data = event?.data as { giftCards: { code: unknown }[]; giftCardCodes?: unknown };
    expect(data.giftCardCodes).toBeUndefined();
    const box = new SecretBox(
      Buffer.from(readFileSync(join(portal.dataDir, 'seal.key'), 'utf8'), 'base64'),
    );
    const opened = data.giftCards.map((card) =>
      box.open(sealedSecretSchema.parse(card.code), stream),
    );
    expect(opened).toEqual(['ABCD1234EFGH5678', second]);
    // Bound to its payment: copied into another payment's event, a code does not open.
    expect(() =>
      box.open(sealedSecretSchema.parse(data.giftCards[0]?.code), 'transaction-GHOST-OTHER'),
    ).toThrow();
    for (const file of ['events.db', 'events.db-wal']) {
      const bytes = readFileSync(join(portal.dataDir, file));
      expect(bytes.includes('ABCD1234EFGH5678')).toBe(false);
      expect(bytes.includes(second)).toBe(false);
    }
    const tracked = await request(portal.url, 'GET', `/api/transactions/track/${body.payment_id}`);
    expect(tracked.body).toMatchObject({ paymentMethod: 'nintendo-eshop', region: 'europe' });
    expect(JSON.stringify(tracked.body)).not.toContain('ABCD1234EFGH5678');
  });

  it('prices each region in its currency', async () => {
    for (const [region, currency, amount] of [
      ['us', 'USD', 12],
      ['japan', 'JPY', 1800],
    ] as const) {
      const answer = await post(giftCardSubscription({ region, currency, amount }));
      expect(answer.status).toBe(201);
    }
  });

  it('makes the NINTENDO- reference itself when the client sends none', async () => {
    const body = giftCardSubscription({ txid: undefined });
    const answer = await post(body);
    expect(answer.status).toBe(201);
    expect((await readModel(body.payment_id, answer.body.position))?.txid).toMatch(
      /^NINTENDO-\d+-[A-Z0-9]{22}$/,
    );
  });

  const refusals: [string, Record<string, unknown>, string, string?][] = [
    ['no code', { giftCardCodes: [] }, 'giftCardCodes', 'Please enter your gift card code'],
    [
      'an empty code',
      { giftCardCodes: [''] },
      'giftCardCodes.0',
      'Please enter your gift card code',
    ],
    [
      'a code of 15 characters',
      { giftCardCodes: ['ABCD1234EFGH567'] },
      'giftCardCodes.0',
      'Nintendo eShop codes must be exactly 16 characters',
    ],
    [
      'a code with O, I or Z',
      { giftCardCodes: ['ABCD1234EFGH567Z'] },
      'giftCardCodes.0',
      'Nintendo eShop codes do not use the letters O, I, or Z. Please check your code.',
    ],
    ['a code with punctuation', { giftCardCodes: ['ABCD1234EFGH56.7'] }, 'giftCardCodes.0'],
    ['a code that is not text', { giftCardCodes: [1234] }, 'giftCardCodes.0'],
    ['codes that are not a list', { giftCardCodes: 'ABCD1234EFGH5678' }, 'giftCardCodes'],
    ['no region', { region: undefined }, 'region'],
    ['an unknown region', { region: 'uk' }, 'region'],
    ["a currency that is not the region's", { currency: 'USD' }, 'currency'],
    ['a total that is not the price', { amount: 10 }, 'amount'],
    ['a donation', { type: 'donation', amount: 12 }, 'payment_method'],
    ['a crypto type', { crypto_type: 'btc' }, 'crypto_type'],
  ];
  for (const [what, overrides, field, message] of refusals) {
    it(`answers 400 VALIDATION_ERROR for ${what}, writing nothing`, async () => {
      await expectNothingAppended(async () => {
        const answer = await post(giftCardSubscription(overrides));
        expect(answer.status).toBe(400);
        expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field });
        if (message) expect(answer.body.error.message).toBe(message);
      });
    });
  }
});

describe('POST /api/transactions with an alternative voucher', () => {
  it('records the voucher, seals its PIN in the log and never shows it', async () => {
    const pin = `PIN-${newVoucherCode()}`;
    const code = newVoucherCode();
    const body = voucherSubscription({}, { code: code.replace(/(.{4})(?!$)/g, '$1 '), pin });
    const answer = await post(body);
    expect(answer.status).toBe(201);

    const [event] = await portal.eventStore.readStream(`transaction-${body.payment_id}`);
    const data = event?.data as { voucher: { code: string; pin: unknown } };
    expect(data.voucher.code).toBe(code);
    const sealed = sealedSecretSchema.parse(data.voucher.pin);
    const key = Buffer.from(readFileSync(join(portal.dataDir, 'seal.key'), 'utf8'), 'base64');
    expect(new SecretBox(key).open(sealed, `transaction-${body.payment_id}`)).toBe(pin);

    for (const file of ['events.db', 'events.db-wal']) {
      const bytes = readFileSync(join(portal.dataDir, file), { flag: 'r' });
      expect(bytes.includes(pin)).toBe(false);
    }
    const doc = await readModel(body.payment_id, answer.body.position);
    expect(JSON.parse(doc?.payment_code ?? '')).toEqual({
      code,
      type: 'PayPal',
      amount: 12,
      currency: 'USD',
      pin_provided: true,
    });
    expect(JSON.stringify(doc)).not.toContain(pin);
  });

  it('takes a voucher without PIN, as an object as well as a JSON text, any spelling of its type', async () => {
    const body = voucherSubscription({
      paymentCode: voucherCode({ pin: undefined, type: 'bank_transfer', amount: '20.00' }),
    });
    // Worth more than the price (12 USD): taken, the issuer says what it is worth.
    const answer = await post(body);
    expect(answer.status).toBe(201);
    const doc = await readModel(body.payment_id, answer.body.position);
    expect(JSON.parse(doc?.payment_code ?? '')).toMatchObject({
      type: 'Bank Transfer',
      amount: 20,
      pin_provided: false,
    });
  });

  const refusals: [string, Record<string, unknown>, string, string?][] = [
    [
      'a code of 12 characters',
      { paymentCode: JSON.stringify(voucherCode({ code: 'ABCD 1234 EFGH' })) },
      'paymentCode.code',
      'Rewarble code must be exactly 16 characters',
    ],
    [
      'an amount of 0',
      { paymentCode: JSON.stringify(voucherCode({ amount: 0 })) },
      'paymentCode.amount',
      'Amount must be greater than 0',
    ],
    [
      'no code',
      { paymentCode: JSON.stringify(voucherCode({ code: undefined })) },
      'paymentCode.code',
    ],
    [
      'no type',
      { paymentCode: JSON.stringify(voucherCode({ type: undefined })) },
      'paymentCode.type',
    ],
    [
      'an unknown type',
      { paymentCode: JSON.stringify(voucherCode({ type: 'Steam' })) },
      'paymentCode.type',
    ],
    [
      'an unknown currency',
      { paymentCode: JSON.stringify(voucherCode({ currency: 'XYZ' })) },
      'paymentCode.currency',
    ],
    ['a paymentCode that is not JSON', { paymentCode: '{code:' }, 'paymentCode'],
    ['no paymentCode', { paymentCode: undefined }, 'paymentCode'],
    [
      'an unknown field in the paymentCode',
      { paymentCode: JSON.stringify(voucherCode({ cvv: '123' })) },
      'paymentCode.cvv',
    ],
    ['an amount that is not the card price', { amount: 11 }, 'amount'],
    ['a donation', { type: 'donation' }, 'payment_method'],
    ['a subscription without username', { userUsername: undefined }, 'userUsername'],
  ];
  for (const [what, overrides, field, message] of refusals) {
    it(`answers 400 VALIDATION_ERROR for ${what}, writing nothing`, async () => {
      await expectNothingAppended(async () => {
        const answer = await post(voucherSubscription(overrides));
        expect(answer.status).toBe(400);
        expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field });
        if (message) expect(answer.body.error.message).toBe(message);
      });
    });
  }
});

describe('DUPLICATE_TXID per method, across every transaction', () => {
  it('refuses a gift card code used by another payment, with the Nintendo message', async () => {
    const code = newGiftCardCode();
    expect(
      (await post(giftCardSubscription({ giftCardCodes: [newGiftCardCode(), code] }))).status,
    ).toBe(201);
    await expectNothingAppended(async () => {
      const answer = await post(giftCardSubscription({ giftCardCodes: [code.toLowerCase()] }));
      expect(answer.status).toBe(409);
      expect(answer.body.error).toEqual({
        code: 'DUPLICATE_TXID',
        message: 'This Nintendo transaction has already been registered. Please check your code.',
      });
    });
  });

  it('refuses a NINTENDO- reference used by another payment', async () => {
    const first = giftCardSubscription();
    expect((await post(first)).status).toBe(201);
    const answer = await post(giftCardSubscription({ txid: first.txid }));
    expect(answer.body.error.code).toBe('DUPLICATE_TXID');
  });

  it('refuses a voucher code used by another payment, whatever its spacing, with the Rewarble message', async () => {
    const code = newVoucherCode();
    expect((await post(voucherSubscription({}, { code }))).status).toBe(201);
    const answer = await post(
      voucherSubscription({}, { code: code.replace(/(.{4})(?!$)/g, '$1 ').toLowerCase() }),
    );
    expect(answer.status).toBe(409);
    expect(answer.body.error).toEqual({
      code: 'DUPLICATE_TXID',
      message: 'This Rewarble transaction has already been registered. Please check your code.',
    });
  });

  it('keeps the methods apart: a crypto hash equal to a gift card code is not a duplicate', async () => {
    const code = newGiftCardCode();
    expect((await post(giftCardSubscription({ giftCardCodes: [code] }))).status).toBe(201);
    expect((await post(cryptoDonation({ txid: `code:${code}` }))).status).toBe(201);
  });

  it('releases the codes of a refused submission, so they can be submitted again', async () => {
    const taken = newGiftCardCode();
    const free = newGiftCardCode();
    expect((await post(giftCardSubscription({ giftCardCodes: [taken] }))).status).toBe(201);
    const refused = await post(giftCardSubscription({ giftCardCodes: [free, taken] }));
    expect(refused.body.error.code).toBe('DUPLICATE_TXID');
    expect((await post(giftCardSubscription({ giftCardCodes: [free] }))).status).toBe(201);
  });

  it('accepts exactly one of 50 concurrent submissions of one txid and refuses 49', async () => {
    const { txid } = cryptoDonation();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(cryptoDonation({ txid }))),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(
      answers.filter((a) => a.status === 409 && a.body.error.code === 'DUPLICATE_TXID'),
    ).toHaveLength(49);
  });

  it('accepts exactly one of 50 concurrent submissions sharing a gift card code', async () => {
    const shared = newGiftCardCode();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        post(giftCardSubscription({ giftCardCodes: [newGiftCardCode(), shared] })),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.body.error?.code === 'DUPLICATE_TXID')).toHaveLength(49);
  });

  it("accepts exactly one of concurrent submissions of one payment ID, and frees the others' txids", async () => {
    const payment_id = newPaymentId();
    const bodies = Array.from({ length: 10 }, () => cryptoDonation({ payment_id }));
    const answers = await Promise.all(bodies.map((body) => post(body)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.body.error?.code === 'DUPLICATE_PAYMENT_REF')).toHaveLength(9);
    const losers = bodies.filter((_, index) => answers[index]?.status !== 201);
    for (const body of losers) {
      expect((await post({ ...body, payment_id: newPaymentId() })).status).toBe(201);
    }
  });
});
