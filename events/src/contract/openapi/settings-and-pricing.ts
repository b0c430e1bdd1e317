import {
  paymentTypesQuerySchema,
  pricingPathSchema,
  regionsQuerySchema,
} from '../pricing/price-list-queries.js';
import {
  bulkPricingRequestSchema,
  newPriceSchema,
  priceChangeSchema,
  priceIdSchema,
} from '../pricing/price-requests.js';
import {
  bulkPricingAnswerSchema,
  priceDeletedAnswerSchema,
  priceSavedAnswerSchema,
  pricingListAnswerSchema,
  pricingMetaAnswerSchema,
} from '../pricing/pricing-item.js';
import {
  cryptoAddressesAnswerSchema,
  ethAddressAnswerSchema,
  settingsAnswerSchema,
} from '../settings/settings-map.js';
import { settingsUpdateAnswerSchema, settingsUpdateSchema } from '../settings/settings-update.js';
import { anyone, operation, superAdmins, type Operation } from './operation.js';

const category = {
  description: 'A category of the price list.',
  schema: pricingPathSchema.shape.category,
};
const type = { description: 'A payment type.', schema: pricingPathSchema.shape.type.unwrap() };
const region = {
  description: 'A gift-card region.',
  schema: pricingPathSchema.shape.region.unwrap(),
};
const onPrice = {
  id: {
    description: "The entry's id, which names what it prices: `category.type[.region].duration`.",
    schema: priceIdSchema,
  },
} as const;

const activeEntries = {
  status: 200,
  description: 'The active entries, by type, region and months.',
  json: pricingListAnswerSchema,
} as const;
const valuesOnSale = {
  status: 200,
  description: 'The values of the active entries, sorted.',
  json: pricingMetaAnswerSchema,
} as const;

/** The settings (switches, names, crypto addresses, notifications) and the price lists. */
export const settingsOperations: Operation[] = [
  operation({
    id: 'readSettings',
    method: 'GET',
    path: '/api/settings',
    service: 'query',
    area: 'Settings and pricing',
    summary: "The settings: each payment method's switch, name and description",
    access: {
      who: 'anyone',
      moreTo: ['super_admin'],
      more: 'A super admin gets every setting (unset ones at their defaults).',
    },
    answers: [{ status: 200, description: 'The settings.', json: settingsAnswerSchema }],
    errors: [],
  }),
  operation({
    id: 'changeSettings',
    method: 'PUT',
    path: '/api/settings',
    service: 'command',
    area: 'Settings and pricing',
    summary: 'Change settings; only the keys whose value really changes are recorded',
    description:
      "Booleans as `true`/`false` (text or JSON). A crypto address is checked for its coin's " +
      'network and saved in its canonical spelling, with its QR code made by the server; an ' +
      'empty one takes the coin off the payment form. A change of a crypto address or of a ' +
      'notification setting needs a stepped-up session (403 STEP_UP_REQUIRED, nothing saved).',
    access: superAdmins,
    body: settingsUpdateSchema,
    answers: [{ status: 200, description: 'What changed.', json: settingsUpdateAnswerSchema }],
    errors: ['STEP_UP_REQUIRED'],
  }),
  operation({
    id: 'cryptoAddresses',
    method: 'GET',
    path: '/api/settings/crypto/addresses',
    service: 'query',
    area: 'Settings and pricing',
    summary: "Each coin's address and QR image ('' when the coin is not offered)",
    access: anyone,
    answers: [{ status: 200, description: 'The addresses.', json: cryptoAddressesAnswerSchema }],
    errors: [],
  }),
  operation({
    id: 'ethAddress',
    method: 'GET',
    path: '/api/settings/payment/eth-address',
    service: 'query',
    area: 'Settings and pricing',
    summary: 'The Ethereum address: the fallback when the address list fails to load',
    access: anyone,
    answers: [{ status: 200, description: 'The address.', json: ethAddressAnswerSchema }],
    errors: ['NOT_FOUND'],
  }),
];

export const pricingOperations: Operation[] = [
  operation({
    id: 'priceList',
    method: 'GET',
    path: '/api/pricing/all',
    service: 'query',
    area: 'Settings and pricing',
    summary: 'Every active price',
    access: anyone,
    answers: [activeEntries],
    errors: [],
  }),
  operation({
    id: 'pricesOfCategory',
    method: 'GET',
    path: '/api/pricing/category/{category}',
    service: 'query',
    area: 'Settings and pricing',
    summary: 'The active prices of a category',
    access: anyone,
    params: { category },
    answers: [activeEntries],
    errors: [],
  }),
  operation({
    id: 'pricesOfType',
    method: 'GET',
    path: '/api/pricing/category/{category}/type/{type}',
    service: 'query',
    area: 'Settings and pricing',
    summary: 'The active prices of a category and payment type',
    access: anyone,
    params: { category, type },
    answers: [activeEntries],
    errors: [],
  }),
  operation({
    id: 'pricesOfRegion',
    method: 'GET',
    path: '/api/pricing/category/{category}/type/{type}/region/{region}',
    service: 'query',
    area: 'Settings and pricing',
    summary: 'The active prices of a category, payment type and region',
    access: anyone,
    params: { category, type, region },
    answers: [activeEntries],
    errors: [],
  }),
  operation({
    id: 'categoriesOnSale',
    method: 'GET',
    path: '/api/pricing/meta/categories',
    service: 'query',
    area: 'Settings and pricing',
    summary: 'The categories on sale',
    access: anyone,
    answers: [valuesOnSale],
    errors: [],
  }),
  operation({
    id: 'paymentTypesOnSale',
    method: 'GET',
    path: '/api/pricing/meta/payment-types',
    service: 'query',
    area: 'Settings and pricing',
    summary: 'The payment types on sale, in a category or all',
    access: anyone,
    query: paymentTypesQuerySchema,
    answers: [valuesOnSale],
    errors: [],
  }),
  operation({
    id: 'regionsOnSale',
    method: 'GET',
    path: '/api/pricing/meta/regions',
    service: 'query',
    area: 'Settings and pricing',
    summary: 'The regions on sale, for a payment type or all',
    access: anyone,
    query: regionsQuerySchema,
    answers: [valuesOnSale],
    errors: [],
  }),
  operation({
    id: 'everyPrice',
    method: 'GET',
    path: '/api/settings/pricing/all',
    service: 'query',
    area: 'Settings and pricing',
    summary: 'Every price entry, active or not (pricing management)',
    access: superAdmins,
    answers: [
      {
        status: 200,
        description: 'Every entry, by type, region and months.',
        json: pricingListAnswerSchema,
      },
    ],
    errors: [],
  }),
  operation({
    id: 'createPrice',
    method: 'POST',
    path: '/api/pricing',
    service: 'command',
    area: 'Settings and pricing',
    summary: 'Add a price entry; its id is made from what it prices',
    access: superAdmins,
    body: newPriceSchema,
    answers: [{ status: 201, description: 'The entry as saved.', json: priceSavedAnswerSchema }],
    errors: ['PRICE_ALREADY_EXISTS'],
  }),
  operation({
    id: 'changePrice',
    method: 'PUT',
    path: '/api/pricing/{id}',
    service: 'command',
    area: 'Settings and pricing',
    summary: "Change an entry's price, currency or active flag",
    access: superAdmins,
    params: onPrice,
    body: priceChangeSchema,
    answers: [{ status: 200, description: 'The entry as saved.', json: priceSavedAnswerSchema }],
    errors: ['PRICE_NOT_FOUND'],
  }),
  operation({
    id: 'deletePrice',
    method: 'DELETE',
    path: '/api/pricing/{id}',
    service: 'command',
    area: 'Settings and pricing',
    summary: 'Delete a price entry',
    access: superAdmins,
    params: onPrice,
    answers: [{ status: 200, description: 'Deleted.', json: priceDeletedAnswerSchema }],
    errors: ['PRICE_NOT_FOUND'],
  }),
  operation({
    id: 'savePrices',
    method: 'PUT',
    path: '/api/pricing/bulk/update',
    service: 'command',
    area: 'Settings and pricing',
    summary: 'Save the pricing form: every entry decided first, then each one changed',
    access: superAdmins,
    body: bulkPricingRequestSchema,
    answers: [{ status: 200, description: 'What was saved.', json: bulkPricingAnswerSchema }],
    errors: ['PRICE_NOT_FOUND'],
  }),
];
