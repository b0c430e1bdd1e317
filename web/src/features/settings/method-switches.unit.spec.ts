import { describe, expect, it } from 'vitest';
import { allMethodsOff, enabledCount } from './method-switches';
import { loadSettings, type SettingsDraft } from './settings-draft';

const withMethods = (flags: Record<string, string>): SettingsDraft => ({
  ...loadSettings({}).values,
  ...flags,
});

describe('the payment method switches', () => {
  it('counts card, crypto and gift cards out of 3, never the voucher', () => {
    expect(enabledCount(withMethods({}))).toBe(3);
    expect(enabledCount(withMethods({ payment_method_crypto_enabled: 'false' }))).toBe(2);
    expect(
      enabledCount(
        withMethods({
          payment_method_card_enabled: 'false',
          payment_method_crypto_enabled: 'false',
          payment_method_nintendo_enabled: 'false',
          payment_method_alternative_enabled: 'true',
        }),
      ),
    ).toBe(0);
  });

  it('says all methods are off only when the voucher is off too', () => {
    const threeOff = {
      payment_method_card_enabled: 'false',
      payment_method_crypto_enabled: 'false',
      payment_method_nintendo_enabled: 'false',
    };
    expect(allMethodsOff(withMethods(threeOff))).toBe(false);
    expect(
      allMethodsOff(withMethods({ ...threeOff, payment_method_alternative_enabled: 'false' })),
    ).toBe(true);
  });
});
