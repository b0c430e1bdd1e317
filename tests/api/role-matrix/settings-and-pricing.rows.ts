import { expect } from 'vitest';
import { anyone, superAdmins, type MatrixRow } from './matrix-row.js';

/**
 * The keys anyone reads: each payment method's switch, name and description, the hash rule and
 * the maximum pending hours.
 */
const publicSettings = 14;
const allSettings = 30;

/** Settings: the public part for anyone, the whole and its changes for super admins only. */
export const settingsRows: MatrixRow[] = [
  {
    method: 'GET',
    route: '/api/settings',
    expect: anyone(),
    check: (body, kind) => {
      expect(Object.keys(body)).toHaveLength(kind === 'super_admin' ? allSettings : publicSettings);
    },
  },
  {
    method: 'PUT',
    route: '/api/settings',
    body: { notifications_failure: 'true' },
    expect: superAdmins(),
  },
  { method: 'GET', route: '/api/settings/crypto/addresses', expect: anyone() },
  { method: 'GET', route: '/api/settings/payment/eth-address', expect: anyone() },
];

/** Pricing: anyone reads what is on sale; super admins read every entry and manage them. */
export const pricingRows: MatrixRow[] = [
  { method: 'GET', route: '/api/pricing/all', expect: anyone() },
  {
    method: 'GET',
    route: '/api/pricing/category/:category',
    path: '/api/pricing/category/ghost-eshop-pro',
    expect: anyone(),
  },
  {
    method: 'GET',
    route: '/api/pricing/category/:category/type/:type',
    path: '/api/pricing/category/ghost-eshop-pro/type/card',
    expect: anyone(),
  },
  {
    method: 'GET',
    route: '/api/pricing/category/:category/type/:type/region/:region',
    path: '/api/pricing/category/ghost-eshop-pro/type/nintendo-eshop/region/japan',
    expect: anyone(),
  },
  { method: 'GET', route: '/api/pricing/meta/categories', expect: anyone() },
  {
    method: 'GET',
    route: '/api/pricing/meta/payment-types',
    path: '/api/pricing/meta/payment-types?category=ghost-eshop-pro',
    expect: anyone(),
  },
  {
    method: 'GET',
    route: '/api/pricing/meta/regions',
    path: '/api/pricing/meta/regions?payment_type=nintendo-eshop',
    expect: anyone(),
  },
  { method: 'GET', route: '/api/settings/pricing/all', expect: superAdmins() },
  {
    method: 'POST',
    route: '/api/pricing',
    bodyOf: ({ targets }) => ({ ...targets.unpricedEntry(), price: 7 }),
    expect: superAdmins('201'),
  },
  {
    method: 'PUT',
    route: '/api/pricing/:id',
    path: ({ targets }) => `/api/pricing/${targets.existingPrice().id}`,
    body: { price: 1234 },
    expect: superAdmins(),
  },
  {
    method: 'DELETE',
    route: '/api/pricing/:id',
    path: ({ targets }) => `/api/pricing/${targets.existingPrice().id}`,
    expect: superAdmins(),
  },
  {
    method: 'PUT',
    route: '/api/pricing/bulk/update',
    bodyOf: ({ targets }) => {
      const item = targets.existingPrice();
      return [{ ...item, price: item.price + 1 }];
    },
    expect: superAdmins(),
  },
];
