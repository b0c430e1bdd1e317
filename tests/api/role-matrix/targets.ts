import {
  priceIdOf,
  pricingCategories,
  pricingPaymentTypes,
  pricingRegions,
  subscriptionDurationNames,
} from '@ghost/events';
import type { PricingItem } from '@ghost/events/contract';
import type { SignedInAdmin } from '../../support/admins.js';
import { request } from '../../support/http.js';
import {
  cardWallet,
  cryptoSubscription,
  giftCardSubscription,
} from '../../support/payment-requests.js';
import { addFault } from '../../support/sandboxes.js';
import type { TestPortal } from '../../support/test-portal.js';

/** Where a new payment stands when a row acts on it. */
export type PaymentState =
  | 'awaiting_verification'
  | 'awaiting_subscription'
  | 'card_awaiting_verification'
  /** Paid with gift cards, awaiting verification: its codes can be revealed. */
  | 'gift_cards';

export interface PriceEntry {
  category: string;
  payment_type: string;
  region: string | null;
  duration: string;
}

/**
 * What the rows act on, all real: payments made through the public API (and verified by a super
 * admin where a row needs one further on), the seeded price list, and the settings. A row that
 * may change its target takes a fresh one per call, so every caller meets the same state.
 */
export interface Targets {
  /** A payment already in the read models, for the reads. */
  readonly projectedPaymentId: string;
  payment(state: PaymentState): Promise<string>;
  /** An existing price entry, as listed, that no other call touches. */
  existingPrice(): PricingItem;
  /** A price entry the list does not have yet (a different one per call). */
  unpricedEntry(): PriceEntry;
}

const expectAnswer = (what: string, answer: { status: number; body: unknown }, status: number) => {
  if (answer.status !== status) {
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
};

const takeFrom = <T>(pool: T[], what: string): T => {
  const taken = pool.shift();
  if (taken === undefined) throw new Error(`the role matrix ran out of ${what}`);
  return taken;
};

/** Every entry the price list could hold: each type, its regions, each duration. */
const everyEntry = (): PriceEntry[] =>
  pricingCategories.flatMap((category) =>
    pricingPaymentTypes.flatMap((paymentType) =>
      (paymentType === 'nintendo-eshop' ? pricingRegions : [null]).flatMap((region) =>
        subscriptionDurationNames.map((duration) => ({
          category,
          payment_type: paymentType,
          region,
          duration,
        })),
      ),
    ),
  );

const idOf = (entry: PriceEntry) =>
  priceIdOf({
    category: entry.category as (typeof pricingCategories)[number],
    paymentType: entry.payment_type as (typeof pricingPaymentTypes)[number],
    region: entry.region as (typeof pricingRegions)[number] | null,
    duration: entry.duration as (typeof subscriptionDurationNames)[number],
  });

/** An address with a valid EIP-55 checksum, so the public Ethereum address call has one. */
const ethAddress = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** The prices the targets' payments are made at (3 months by crypto, card, gift cards): left alone. */
const pricesPaidAt = [
  'ghost-eshop-pro.crypto.3_months',
  'ghost-eshop-pro.card.3_months',
  'ghost-eshop-pro.nintendo-eshop.europe.3_months',
];

/**
 * Makes the targets with a super admin of their own (`setup`), so the callers' sessions are left
 * as the rows expect them.
 */
export const prepareTargets = async (
  portal: TestPortal,
  setup: SignedInAdmin,
): Promise<Targets> => {
  const submit = async () => {
    const body = cryptoSubscription();
    expectAnswer(
      'POST /api/transactions',
      await request(portal.url, 'POST', '/api/transactions', body),
      201,
    );
    return body.payment_id;
  };

  // A verified subscription is delivered to the fulfilment service at once: refused here, so a
  // payment stays awaiting its subscription for the rows that act on one (the outbox retries
  // later, well after the matrix is done).
  await addFault(portal, 'fulfilment', { status: 503 });
  const settings = await request(
    portal.url,
    'PUT',
    '/api/settings',
    { crypto_eth_address: ethAddress },
    setup.headers,
  );
  expectAnswer('PUT /api/settings', settings, 200);
  const projected = await request(portal.url, 'POST', '/api/transactions', cryptoSubscription());
  expectAnswer('POST /api/transactions', projected, 201);
  const position = projected.headers.get('x-log-position');
  if (position === null || !(await portal.runner.waitFor(Number(position), 5_000))) {
    throw new Error('the read models did not reach the payment of the role matrix');
  }

  const list = await request(
    portal.url,
    'GET',
    '/api/settings/pricing/all',
    undefined,
    setup.headers,
  );
  expectAnswer('GET /api/settings/pricing/all', list, 200);
  const items = list.body as PricingItem[];
  const listed = new Set(items.map((item) => item.id));
  const spare = items.filter((item) => !pricesPaidAt.includes(item.id));
  const unpriced = everyEntry().filter((entry) => !listed.has(idOf(entry)));

  return {
    projectedPaymentId: String(projected.body.paymentId),
    payment: async (state) => {
      switch (state) {
        case 'awaiting_verification':
          return submit();
        case 'awaiting_subscription': {
          const paymentId = await submit();
          expectAnswer(
            'verify-payment',
            await request(
              portal.url,
              'POST',
              `/api/transactions/${paymentId}/verify-payment`,
              {},
              setup.headers,
            ),
            200,
          );
          return paymentId;
        }
        case 'card_awaiting_verification': {
          const wallet = await request(
            portal.url,
            'POST',
            '/api/payments/card/create-wallet',
            cardWallet(),
          );
          expectAnswer('POST /api/payments/card/create-wallet', wallet, 201);
          return String(wallet.body.paymentId);
        }
        case 'gift_cards': {
          const body = giftCardSubscription();
          expectAnswer(
            'POST /api/transactions',
            await request(portal.url, 'POST', '/api/transactions', body),
            201,
          );
          return body.payment_id;
        }
      }
    },
    existingPrice: () => takeFrom(spare, 'existing price entries'),
    unpricedEntry: () => takeFrom(unpriced, 'unpriced entries'),
  };
};
