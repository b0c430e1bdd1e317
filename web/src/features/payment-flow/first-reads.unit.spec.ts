import { describe, expect, it } from 'vitest';
import { settingDefaults, type PublicSettings } from '@ghost/events/contract';
import type { FirstAnswers } from '@/lib/first-answers';
import { paymentFirstReads } from './first-reads';

const switches = (off: string[] = []): PublicSettings =>
  ({
    ...Object.fromEntries(
      Object.entries(settingDefaults).filter(([key]) => key.startsWith('payment_method_')),
    ),
    ...Object.fromEntries(off.map((name) => [`payment_method_${name}_enabled`, 'false'])),
  }) as PublicSettings;

const answered = (data: unknown) => ({ data });
const refused = { error: { code: 'SERVICE_UNAVAILABLE', status: 503, message: '' } } as const;

/** The reads a page asks, round after round, each read answered by `answer`. */
const readsOf = (type: string, language: string, answer: (path: string) => object) => {
  const answers: FirstAnswers = {};
  const rounds: string[][] = [];
  for (;;) {
    const next = paymentFirstReads(type, language, answers).filter((path) => !(path in answers));
    if (next.length === 0) return rounds;
    rounds.push(next);
    for (const path of next) answers[path] = answer(path) as FirstAnswers[string];
  }
};

describe('the first reads of the payment page', () => {
  it('are the switches, then the prices of the method they choose by default', () => {
    expect(readsOf('ghost-eshop-pro', 'en', () => answered(switches()))).toEqual([
      ['/settings'],
      ['/pricing/category/ghost-eshop-pro/type/card'],
    ]);
    expect(readsOf('ghost-eshop-pro', 'en', () => answered(switches(['card'])))).toEqual([
      ['/settings'],
      // The voucher is charged from the card prices.
      ['/pricing/category/ghost-eshop-pro/type/card'],
    ]);
  });

  it('read the gift-card prices of the region the page’s language suggests', () => {
    const giftCardsOnly = () => answered(switches(['card', 'alternative', 'crypto']));
    const region = (language: string) =>
      readsOf('ghost-eshop-pro', language, giftCardsOnly)[1]?.[0];
    expect(region('ja')).toBe('/pricing/category/ghost-eshop-pro/type/nintendo-eshop/region/japan');
    expect(region('en')).toBe('/pricing/category/ghost-eshop-pro/type/nintendo-eshop/region/us');
    expect(region('de')).toBe(
      '/pricing/category/ghost-eshop-pro/type/nintendo-eshop/region/europe',
    );
  });

  it('read the card prices when the switches fail, as every method is then on offer', () => {
    expect(readsOf('ghost-eshop-pro', 'en', () => refused)).toEqual([
      ['/settings'],
      ['/pricing/category/ghost-eshop-pro/type/card'],
    ]);
  });

  it('are the coin addresses for a donation, and the Ethereum address when they fail', () => {
    expect(readsOf('donation', 'en', () => answered(switches()))).toEqual([
      ['/settings'],
      ['/settings/crypto/addresses'],
    ]);
    expect(
      readsOf('donation', 'en', (path) => (path === '/settings' ? answered(switches()) : refused)),
    ).toEqual([['/settings'], ['/settings/crypto/addresses'], ['/settings/payment/eth-address']]);
  });

  it('stop at the switches when nothing can be paid, and are none for an unknown type', () => {
    expect(readsOf('donation', 'en', () => answered(switches(['crypto'])))).toEqual([
      ['/settings'],
    ]);
    expect(readsOf('nonsense', 'en', () => answered(switches()))).toEqual([]);
  });
});
