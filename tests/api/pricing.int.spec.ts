import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PricingItem } from '@ghost/events/contract';
import { request } from '../support/http.js';
import { signInStaff, type Staff } from '../support/staff.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

let portal: TestPortal;
let staff: Staff;
beforeAll(async () => {
  portal = await startTestPortal();
  staff = await signInStaff(portal);
});
afterAll(async () => {
  await portal.destroy();
});

type Headers_ = Record<string, string>;
const call = (
  method: string,
  path: string,
  body?: unknown,
  headers: Headers_ = staff.superAdmin.headers,
) => request(portal.url, method, path, body, headers);
const get = (path: string, headers: Headers_ = {}) =>
  request(portal.url, 'GET', path, undefined, headers);
const after = (written: { headers: Headers }, headers: Headers_ = {}): Headers_ => {
  const position = written.headers.get('x-log-position');
  return position === null ? headers : { ...headers, 'x-log-position': position };
};

const usdList = [5, 9, 12, 22, 40, 70, 170];
const durations = ['1_month', '2_months', '3_months', '6_months', '1_year', '2_years', 'lifetime'];

describe('the price list of the first start', () => {
  it('has card and crypto at the built-in USD price list', async () => {
    for (const type of ['card', 'crypto']) {
      const answer = await get(`/api/pricing/category/ghost-eshop-pro/type/${type}`);
      expect(answer.status).toBe(200);
      expect(
        (answer.body as PricingItem[]).map((item) => [item.duration, item.price, item.currency]),
      ).toEqual(durations.map((duration, index) => [duration, usdList[index], 'USD']));
      expect(answer.body[0]).toEqual({
        id: `ghost-eshop-pro.${type}.1_month`,
        category: 'ghost-eshop-pro',
        payment_type: type,
        region: null,
        duration: '1_month',
        price: 5,
        currency: 'USD',
        is_active: true,
      });
    }
  });

  it('prices gift cards per region: Europe in EUR, the United States in USD, Japan in JPY', async () => {
    for (const [region, currency] of [
      ['europe', 'EUR'],
      ['us', 'USD'],
      ['japan', 'JPY'],
    ]) {
      const answer = await get(
        `/api/pricing/category/ghost-eshop-pro/type/nintendo-eshop/region/${region}`,
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toHaveLength(7);
      for (const item of answer.body) expect(item).toMatchObject({ region, currency });
    }
  });
});

describe('the public price reads', () => {
  it('lists every active entry in /pricing/all and per category', async () => {
    const all = await get('/api/pricing/all');
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThanOrEqual(35);
    const category = await get('/api/pricing/category/ghost-eshop-pro');
    expect(category.body).toEqual(all.body);
  });

  it('answers the categories, payment types and regions on sale', async () => {
    expect((await get('/api/pricing/meta/categories')).body).toEqual(['ghost-eshop-pro']);
    expect((await get('/api/pricing/meta/payment-types?category=ghost-eshop-pro')).body).toEqual([
      'card',
      'crypto',
      'nintendo-eshop',
    ]);
    expect((await get('/api/pricing/meta/regions?payment_type=nintendo-eshop')).body).toEqual([
      'europe',
      'japan',
      'us',
    ]);
    expect((await get('/api/pricing/meta/regions?payment_type=card')).body).toEqual([]);
  });

  it('refuses an unknown category, type, region or filter naming it', async () => {
    for (const [path, field] of [
      ['/api/pricing/category/donation', 'category'],
      ['/api/pricing/category/ghost-eshop-pro/type/paypal', 'type'],
      ['/api/pricing/category/ghost-eshop-pro/type/nintendo-eshop/region/mars', 'region'],
      ['/api/pricing/meta/regions?payment_type=paypal', 'payment_type'],
      ['/api/pricing/meta/payment-types?category=x', 'category'],
    ]) {
      const answer = await get(path!);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
  });
});

describe('GET /api/settings/pricing/all', () => {
  it('is for super admins only', async () => {
    expect((await get('/api/settings/pricing/all')).status).toBe(401);
    expect((await get('/api/settings/pricing/all', staff.admin.headers)).status).toBe(403);
    const answer = await get('/api/settings/pricing/all', staff.superAdmin.headers);
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeGreaterThanOrEqual(35);
  });
});

describe('pricing writes', () => {
  const newEntry = {
    category: 'ghost-eshop-pro',
    payment_type: 'crypto',
    region: null,
    duration: '4_months',
    price: 15.5,
  };

  it('are refused without a session and to an admin', async () => {
    const id = 'ghost-eshop-pro.card.1_month';
    for (const [method, path, body] of [
      ['POST', '/api/pricing', newEntry],
      ['PUT', `/api/pricing/${id}`, { price: 1 }],
      ['DELETE', `/api/pricing/${id}`, undefined],
      ['PUT', '/api/pricing/bulk/update', [{ id, price: 1 }]],
    ] as const) {
      expect((await call(method, path, body, {})).status).toBe(401);
      const admin = await call(method, path, body, staff.admin.headers);
      expect(admin.status).toBe(403);
      expect(admin.body.error.code).toBe('FORBIDDEN');
    }
  });

  it('creates an entry (USD by default, active), shows it, and refuses it twice', async () => {
    const created = await call('POST', '/api/pricing', newEntry);
    expect(created.status).toBe(201);
    expect(created.body.item).toEqual({
      id: 'ghost-eshop-pro.crypto.4_months',
      category: 'ghost-eshop-pro',
      payment_type: 'crypto',
      region: null,
      duration: '4_months',
      price: 15.5,
      currency: 'USD',
      is_active: true,
    });
    const list = await get('/api/pricing/category/ghost-eshop-pro/type/crypto', after(created));
    expect((list.body as PricingItem[]).map((item) => item.duration)).toEqual([
      '1_month',
      '2_months',
      '3_months',
      '4_months',
      '6_months',
      '1_year',
      '2_years',
      'lifetime',
    ]);
    const again = await call('POST', '/api/pricing', newEntry);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('PRICE_ALREADY_EXISTS');
  });

  it('creates a gift-card entry in its region currency and refuses another currency', async () => {
    const entry = { ...newEntry, payment_type: 'nintendo-eshop', region: 'japan', price: 2400 };
    const created = await call('POST', '/api/pricing', entry);
    expect(created.status).toBe(201);
    expect(created.body.item).toMatchObject({ currency: 'JPY', price: 2400 });
    const usd = await call('POST', '/api/pricing', {
      ...entry,
      region: 'europe',
      currency: 'USD',
    });
    expect(usd.status).toBe(400);
    expect(usd.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'currency' });
  });

  it('changes a price, and hides an inactive entry from the public but not from super admins', async () => {
    const id = 'ghost-eshop-pro.crypto.4_months';
    const changed = await call('PUT', `/api/pricing/${id}`, { price: 14, is_active: false });
    expect(changed.status).toBe(200);
    expect(changed.body.item).toMatchObject({ price: 14, is_active: false });
    const events = await portal.eventStore.readStream(`pricing-${id}`);
    expect(events.at(-1)).toMatchObject({
      type: 'PriceChanged',
      data: {
        from: { price: { minor: 1550, currency: 'USD' }, isActive: true },
        to: { price: { minor: 1400, currency: 'USD' }, isActive: false },
      },
    });
    const visible = await get('/api/pricing/all', after(changed));
    expect((visible.body as PricingItem[]).map((item) => item.id)).not.toContain(id);
    const admin = await get('/api/settings/pricing/all', after(changed, staff.superAdmin.headers));
    expect((admin.body as PricingItem[]).find((item) => item.id === id)).toMatchObject({
      is_active: false,
    });
  });

  it('refuses to change the duration of an entry, or an id that does not exist', async () => {
    const fixed = await call('PUT', '/api/pricing/ghost-eshop-pro.card.1_month', {
      duration: '1_year',
      price: 3,
    });
    expect(fixed.status).toBe(400);
    expect(fixed.body.error.field).toBe('duration');
    const missing = await call('PUT', '/api/pricing/ghost-eshop-pro.card.13_months', {
      price: 3,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('PRICE_NOT_FOUND');
  });

  it('refuses a negative price, a price with 3 decimals and a price that is no number', async () => {
    for (const price of [-1, 9.999, '9.99']) {
      const answer = await call('PUT', '/api/pricing/ghost-eshop-pro.card.1_month', { price });
      expect(answer.status).toBe(400);
      expect(answer.body.error.field).toBe('price');
    }
  });

  it('deletes an entry, which then leaves every list and cannot be deleted again', async () => {
    const id = 'ghost-eshop-pro.nintendo-eshop.japan.4_months';
    const deleted = await call('DELETE', `/api/pricing/${id}`);
    expect(deleted.status).toBe(200);
    const list = await get('/api/settings/pricing/all', after(deleted, staff.superAdmin.headers));
    expect((list.body as PricingItem[]).map((item) => item.id)).not.toContain(id);
    expect((await call('DELETE', `/api/pricing/${id}`)).status).toBe(404);
  });
});

describe('PUT /api/pricing/bulk/update', () => {
  const item = (duration: string, price: unknown, more: Record<string, unknown> = {}) => ({
    id: `ghost-eshop-pro.nintendo-eshop.europe.${duration}`,
    category: 'ghost-eshop-pro',
    payment_type: 'nintendo-eshop',
    region: 'europe',
    duration,
    price,
    currency: 'EUR',
    is_active: true,
    ...more,
  });

  it('saves the complete items and leaves out those lacking an id, a field or a numeric price', async () => {
    const answer = await call('PUT', '/api/pricing/bulk/update', [
      item('1_month', 6),
      item('2_months', 10.5),
      item('3_months', 12),
      { ...item('6_months', 20), id: undefined },
      { ...item('1_year', 30), duration: '' },
      item('2_years', 'cheap'),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, saved: 2, unchanged: 1, skipped: 3 });
    const europe = await get(
      '/api/pricing/category/ghost-eshop-pro/type/nintendo-eshop/region/europe',
      after(answer),
    );
    expect((europe.body as PricingItem[]).slice(0, 4).map((i) => i.price)).toEqual([
      6, 10.5, 12, 22,
    ]);
  });

  it('takes a missing is_active as true', async () => {
    const off = await call('PUT', '/api/pricing/bulk/update', [
      item('1_month', 6, { is_active: false }),
    ]);
    expect(off.body.items[0].is_active).toBe(false);
    const withoutFlag: Record<string, unknown> = item('1_month', 6);
    delete withoutFlag.is_active;
    const on = await call('PUT', '/api/pricing/bulk/update', [withoutFlag]);
    expect(on.body.items[0].is_active).toBe(true);
  });

  it('says no valid pricing item was found when no item is complete', async () => {
    const answer = await call('PUT', '/api/pricing/bulk/update', [{ id: 'x' }, { price: 3 }]);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(
      'No valid pricing items found to save. Please check that items have proper IDs and required fields.',
    );
  });

  it('says the pricing data is corrupted when it is not an array', async () => {
    const answer = await call('PUT', '/api/pricing/bulk/update', { items: [] });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('Pricing data is corrupted. Please refresh the page.');
  });

  it('refuses the whole save when one complete item is bad, writing nothing', async () => {
    for (const [bad, field] of [
      [item('1_month', -2), '[1].price'],
      [item('1_month', 3.333), '[1].price'],
      [item('1_month', 5, { currency: 'JPY' }), '[1].currency'],
      [item('1_month', 5, { duration: '1_year', id: item('1_month', 5).id }), '[1].duration'],
      [item('1_month', 5, { comment: 'x' }), '[1].comment'],
    ] as const) {
      const before = await portal.eventStore.headPosition();
      const answer = await call('PUT', '/api/pricing/bulk/update', [item('3_months', 1), bad]);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field });
      expect(await portal.eventStore.headPosition()).toBe(before);
    }
    const unknown = await call('PUT', '/api/pricing/bulk/update', [
      item('3_months', 1),
      item('13_months', 1),
    ]);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({
      code: 'PRICE_NOT_FOUND',
      id: 'ghost-eshop-pro.nintendo-eshop.europe.13_months',
    });
  });
});
