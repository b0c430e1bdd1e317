import { describe, expect, it } from 'vitest';
import { settingDefaults, type PublicSettings } from '@ghost/events/contract';
import { defaultMethod, enabledMethods, operatorTexts } from './payment-methods';

const publicDefaults = Object.fromEntries(
  Object.entries(settingDefaults).filter(([key]) => key.startsWith('payment_method_')),
) as PublicSettings;

const settings = (off: string[] = [], changes: Partial<PublicSettings> = {}): PublicSettings => ({
  ...publicDefaults,
  ...Object.fromEntries(off.map((name) => [`payment_method_${name}_enabled`, 'false'])),
  ...changes,
});

describe('the default payment method', () => {
  it('is crypto for a donation', () => {
    expect(defaultMethod('donation', settings())).toBe('crypto');
  });

  it('is card for a subscription', () => {
    expect(defaultMethod('ghost-eshop-pro', settings())).toBe('card');
  });

  it('is the first enabled of alternative, crypto and nintendo when card is disabled', () => {
    expect(defaultMethod('ghost-eshop-pro', settings(['card']))).toBe('alternative-rewarble');
    expect(defaultMethod('ghost-eshop-pro', settings(['card', 'alternative']))).toBe('crypto');
    expect(defaultMethod('ghost-eshop-pro', settings(['card', 'alternative', 'crypto']))).toBe(
      'nintendo-eshop',
    );
  });

  it('is card when the payment-method settings fail to load, crypto for a donation', () => {
    expect(defaultMethod('ghost-eshop-pro', undefined)).toBe('card');
    expect(defaultMethod('donation', undefined)).toBe('crypto');
  });

  it('is none when every method the payment accepts is disabled', () => {
    expect(
      defaultMethod('ghost-eshop-pro', settings(['card', 'crypto', 'nintendo', 'alternative'])),
    ).toBeNull();
    expect(defaultMethod('donation', settings(['crypto']))).toBeNull();
  });
});

describe('the methods on offer', () => {
  it('counts only the text true as enabled', () => {
    const odd = settings([], { payment_method_nintendo_enabled: 'TRUE' });
    expect(enabledMethods('ghost-eshop-pro', odd)).toEqual([
      'card',
      'crypto',
      'alternative-rewarble',
    ]);
  });

  it('offers only crypto to a donation', () => {
    expect(enabledMethods('donation', settings())).toEqual(['crypto']);
  });

  it('offers every method when the settings failed to load', () => {
    expect(enabledMethods('ghost-eshop-pro', undefined)).toHaveLength(4);
  });
});

describe("the operator's method texts", () => {
  it('are shown when the operator wrote them', () => {
    const own = settings([], {
      payment_method_card_name: 'Visa & Mastercard',
      payment_method_card_description: 'Any major card',
    });
    expect(operatorTexts('card', own)).toEqual({
      name: 'Visa & Mastercard',
      description: 'Any major card',
    });
  });

  it('give way to the translation when left at their default or blank', () => {
    const blank = settings([], { payment_method_crypto_description: '  ' });
    expect(operatorTexts('crypto', blank)).toEqual({ name: null, description: null });
    expect(operatorTexts('nintendo-eshop', undefined)).toEqual({ name: null, description: null });
  });
});
