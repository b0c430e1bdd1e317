import { describe, it } from 'vitest';
import { deciderSpec } from '../handling/decider-spec.js';
import {
  cardRequest,
  cardStarted,
  cryptoDonation,
  cryptoSubscription,
  giftCardCodes,
  giftCardSubscription,
  price,
  submitted,
  voucherSubscription,
} from './testing/transaction-examples.js';
import { transactionDecider } from './transaction-decider.js';
import type { SubmittedPayment } from './transaction-commands.js';

const spec = deciderSpec(transactionDecider);
const threeMonths = price(1200);
const submit = (
  payment: SubmittedPayment,
  activePrice: typeof threeMonths | null = threeMonths,
  codes?: string[],
) =>
  ({
    kind: 'SubmitPayment',
    payment,
    activePrice,
    ...(payment.giftCards && { giftCardCodes: codes ?? giftCardCodes }),
  }) as const;

describe('submitting a crypto payment', () => {
  it('records a crypto donation of at least 1 as submitted, with no price reference', () => {
    spec
      .given([])
      .when(submit(cryptoDonation, null))
      .then([submitted(cryptoDonation)]);
  });

  it('refuses a donation under 1', () => {
    spec
      .given([])
      .when(submit({ ...cryptoDonation, amount: { minor: 99, currency: 'USD' } }, null))
      .thenRefuses('VALIDATION_ERROR', 'amount');
  });

  it('refuses a donation by any method but cryptocurrency', () => {
    for (const payment of [giftCardSubscription, voucherSubscription]) {
      spec
        .given([])
        .when(submit({ ...payment, type: 'donation' }, null))
        .thenRefuses('VALIDATION_ERROR', 'payment_method');
    }
  });

  it('records a subscription at the active price with its price reference', () => {
    spec
      .given([])
      .when(submit(cryptoSubscription))
      .then([submitted(cryptoSubscription, threeMonths.ref)]);
  });

  it('refuses a subscription whose amount is not the active price: the client is never trusted', () => {
    spec
      .given([])
      .when(submit({ ...cryptoSubscription, amount: { minor: 100, currency: 'USD' } }))
      .thenRefuses('VALIDATION_ERROR', 'amount');
  });

  it('refuses a subscription priced in another currency than the active price', () => {
    spec
      .given([])
      .when(submit({ ...cryptoSubscription, amount: { minor: 1200, currency: 'EUR' } }))
      .thenRefuses('VALIDATION_ERROR', 'amount');
  });

  it('refuses a subscription with no active price for its duration', () => {
    spec
      .given([])
      .when(submit(cryptoSubscription, null))
      .thenRefuses('VALIDATION_ERROR', 'subscriptionDuration');
  });

  it('refuses a subscription without username, e-mail or duration', () => {
    for (const [missing, field] of [
      [{ username: null }, 'userUsername'],
      [{ email: null }, 'userEmail'],
      [{ subscriptionDuration: null }, 'subscriptionDuration'],
    ] as const) {
      spec
        .given([])
        .when(submit({ ...cryptoSubscription, ...missing }))
        .thenRefuses('VALIDATION_ERROR', field);
    }
  });

  it('refuses a payment ID that was used already (DUPLICATE_PAYMENT_REF)', () => {
    spec
      .given([submitted(cryptoDonation)])
      .when(submit({ ...cryptoDonation, txid: 'other' }, null))
      .thenRefuses('DUPLICATE_PAYMENT_REF');
    spec
      .given([cardStarted()])
      .when(submit(cryptoDonation, null))
      .thenRefuses('DUPLICATE_PAYMENT_REF');
  });

  it('refuses a card payment sent as a submission: card payments start with a wallet', () => {
    spec
      .given([])
      .when(submit({ ...cryptoSubscription, method: 'card' }))
      .thenRefuses('VALIDATION_ERROR', 'payment_method');
  });
});

describe('submitting console-store gift cards', () => {
  const eur = price(1200, 'EUR');
  /** The codes as typed, each recorded sealed (one sealed card per code). */
  const withCodes = (codes: string[]) =>
    submit(
      { ...giftCardSubscription, giftCards: codes.map(() => giftCardSubscription.giftCards![0]!) },
      eur,
      codes,
    );

  it('records one or more gift cards of a region, at the region price, with their codes sealed', () => {
    spec
      .given([])
      .when(submit(giftCardSubscription, eur))
      .then([submitted(giftCardSubscription, eur.ref)]);
  });

  it('never records a gift-card code in the clear, nor a code it was not given sealed', () => {
    spec
      .given([])
      .when(submit({ ...giftCardSubscription, giftCardCodes }, eur))
      .thenRefuses('INTERNAL_ERROR');
    spec
      .given([])
      .when(submit(giftCardSubscription, eur, [...giftCardCodes, 'QRST2345UVWX6789']))
      .thenRefuses('INTERNAL_ERROR');
  });

  it('refuses a submission with no gift card code', () => {
    spec
      .given([])
      .when(submit({ ...giftCardSubscription, giftCards: undefined }, eur, []))
      .thenRefuses('VALIDATION_ERROR', 'giftCardCodes');
  });

  it('refuses an empty gift card code', () => {
    spec
      .given([])
      .when(withCodes(['ABCD1234EFGH5678', '']))
      .thenRefuses('VALIDATION_ERROR', 'giftCardCodes.1');
  });

  it('refuses a gift card code that is not exactly 16 characters', () => {
    spec
      .given([])
      .when(withCodes(['ABCD1234EFGH567']))
      .thenRefuses('VALIDATION_ERROR', 'giftCardCodes.0');
    spec
      .given([])
      .when(withCodes(['ABCD1234EFGH56789']))
      .thenRefuses('VALIDATION_ERROR', 'giftCardCodes.0');
  });

  it('refuses a gift card code containing O, I or Z', () => {
    for (const code of ['ABCD1234EFGH567O', 'ABCD1234EFGH567I', 'ABCD1234EFGH567Z']) {
      spec
        .given([])
        .when(withCodes([code]))
        .thenRefuses('VALIDATION_ERROR', 'giftCardCodes.0');
    }
  });

  it('refuses a gift card code with anything but letters and digits', () => {
    spec
      .given([])
      .when(withCodes(['ABCD1234EFGH567!']))
      .thenRefuses('VALIDATION_ERROR', 'giftCardCodes.0');
  });

  it('refuses the same gift card code twice in one submission', () => {
    spec
      .given([])
      .when(withCodes(['ABCD1234EFGH5678', 'ABCD1234EFGH5678']))
      .thenRefuses('VALIDATION_ERROR', 'giftCardCodes.1');
  });

  it("refuses an amount in another currency than the region's", () => {
    spec
      .given([])
      .when(submit({ ...giftCardSubscription, region: 'japan' }, eur))
      .thenRefuses('VALIDATION_ERROR', 'currency');
  });

  it('refuses a region that sells no gift cards', () => {
    spec
      .given([])
      .when(submit({ ...giftCardSubscription, region: 'mars' }, eur))
      .thenRefuses('VALIDATION_ERROR', 'region');
  });

  it("refuses a total that is not the region's price", () => {
    spec
      .given([])
      .when(submit({ ...giftCardSubscription, amount: { minor: 500, currency: 'EUR' } }, eur))
      .thenRefuses('VALIDATION_ERROR', 'amount');
  });
});

describe('submitting an alternative voucher', () => {
  const voucher = voucherSubscription.voucher!;

  it('records a voucher at the card price, its PIN sealed', () => {
    spec
      .given([])
      .when(submit(voucherSubscription))
      .then([submitted(voucherSubscription, threeMonths.ref)]);
  });

  it('records a voucher without PIN', () => {
    const noPin = { ...voucherSubscription, voucher: { ...voucher, pin: null } };
    spec
      .given([])
      .when(submit(noPin))
      .then([submitted(noPin, threeMonths.ref)]);
  });

  it('refuses a voucher code that is not 16 characters once spaces are removed', () => {
    spec
      .given([])
      .when(submit({ ...voucherSubscription, voucher: { ...voucher, code: 'RWBL1234' } }))
      .thenRefuses('VALIDATION_ERROR', 'paymentCode.code');
  });

  it('refuses a voucher without code', () => {
    spec
      .given([])
      .when(submit({ ...voucherSubscription, voucher: { ...voucher, code: '' } }))
      .thenRefuses('VALIDATION_ERROR', 'paymentCode.code');
  });

  it('refuses a voucher amount that is not greater than 0', () => {
    spec
      .given([])
      .when(submit({ ...voucherSubscription, voucher: { ...voucher, amount: 0 } }))
      .thenRefuses('VALIDATION_ERROR', 'paymentCode.amount');
  });

  it('refuses a voucher worth less than the price: a 1 USD voucher buys no 170 USD plan', () => {
    const lifetime = price(17000);
    const lifetimeVoucher = {
      ...voucherSubscription,
      amount: { minor: 17000, currency: 'USD' },
      subscriptionDuration: 'lifetime',
    } as const;
    spec
      .given([])
      .when(submit({ ...lifetimeVoucher, voucher: { ...voucher, amount: 1 } }, lifetime))
      .thenRefuses('VOUCHER_VALUE_TOO_LOW', 'paymentCode.amount');
    spec
      .given([])
      .when(submit({ ...lifetimeVoucher, voucher: { ...voucher, amount: 169.99 } }, lifetime))
      .thenRefuses('VOUCHER_VALUE_TOO_LOW', 'paymentCode.amount');
  });

  it("refuses a voucher in another currency than the price's, whatever its face value", () => {
    spec
      .given([])
      .when(
        submit({ ...voucherSubscription, voucher: { ...voucher, amount: 170, currency: 'JPY' } }),
      )
      .thenRefuses('VOUCHER_CURRENCY_MISMATCH', 'paymentCode.currency');
    spec
      .given([])
      .when(
        submit({ ...voucherSubscription, voucher: { ...voucher, amount: 500, currency: 'Other' } }),
      )
      .thenRefuses('VOUCHER_CURRENCY_MISMATCH', 'paymentCode.currency');
  });

  it('records a voucher worth the price or more', () => {
    const more = { ...voucherSubscription, voucher: { ...voucher, amount: 25 } };
    spec
      .given([])
      .when(submit(more))
      .then([submitted(more, threeMonths.ref)]);
  });
});

describe('starting a card payment', () => {
  const start = (
    payment: typeof cardRequest = cardRequest,
    activePrice: typeof threeMonths | null = threeMonths,
  ) =>
    ({
      kind: 'StartCardPayment',
      payment,
      activePrice,
      wallet: { processor: 'paygate', ipnToken: 'ipn-token-1' },
    }) as const;

  it('records the card payment, awaiting verification, with the processor token', () => {
    spec
      .given([])
      .when(start())
      .then([{ ...cardStarted(), data: { ...cardStarted().data, priceRef: threeMonths.ref } }]);
  });

  it('refuses a provider whose minimum is above the amount', () => {
    spec
      .given([])
      .when(
        start(
          { ...cardRequest, provider: 'bitnovo', amount: { minor: 900, currency: 'USD' } },
          price(900),
        ),
      )
      .thenRefuses('VALIDATION_ERROR', 'provider');
    spec
      .given([])
      .when(start({ ...cardRequest, provider: 'banxa' }))
      .thenRefuses('VALIDATION_ERROR', 'provider');
  });

  it('takes each provider from its minimum', () => {
    for (const [provider, minor] of [
      ['ramp', 500],
      ['stripe_usa', 500],
      ['bitnovo', 1200],
      ['alchemy', 4000],
    ] as const) {
      const payment = { ...cardRequest, provider, amount: { minor, currency: 'USD' } };
      spec
        .given([])
        .when(start(payment, price(minor)))
        .then([
          {
            type: 'CardPaymentStarted',
            data: {
              ...payment,
              priceRef: price(minor).ref,
              processor: 'paygate',
              ipnToken: 'ipn-token-1',
            },
          },
        ]);
    }
  });

  it('refuses a card donation: donations accept cryptocurrency only', () => {
    spec
      .given([])
      .when(start({ ...cardRequest, type: 'donation' }))
      .thenRefuses('VALIDATION_ERROR', 'paymentType');
  });

  it('refuses an amount that is not the card price', () => {
    spec
      .given([])
      .when(start({ ...cardRequest, amount: { minor: 2300, currency: 'USD' } }))
      .thenRefuses('VALIDATION_ERROR', 'amount');
  });

  it('refuses a card payment in another currency than USD', () => {
    spec
      .given([])
      .when(start({ ...cardRequest, amount: { minor: 1200, currency: 'EUR' } }))
      .thenRefuses('VALIDATION_ERROR', 'currency');
  });

  it('refuses a card subscription without username or e-mail', () => {
    spec
      .given([])
      .when(start({ ...cardRequest, username: null }))
      .thenRefuses('VALIDATION_ERROR', 'userInfo.username');
    spec
      .given([])
      .when(start({ ...cardRequest, email: null }))
      .thenRefuses('VALIDATION_ERROR', 'userInfo.email');
  });

  it('refuses a payment ID that was used already', () => {
    spec.given([cardStarted()]).when(start()).thenRefuses('DUPLICATE_PAYMENT_REF');
  });
});
