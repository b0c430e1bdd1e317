import { describe, expect, it } from 'vitest';
import { resolveSettings, settingKeys, switchOfPaymentMethod } from './settings.js';

describe('loading settings', () => {
  it('answers every settings key, each with its default', () => {
    const settings = resolveSettings({});
    expect(Object.keys(settings).sort()).toEqual([...settingKeys].sort());
    expect(settings).toMatchObject({
      payment_method_card_enabled: 'true',
      payment_method_alternative_enabled: 'true',
      notifications_email: 'false',
      security_require_txid: 'false',
      security_max_pending_hours: '72',
      crypto_btc_address: '',
      crypto_btc_qr: '',
    });
    expect(settings.payment_method_alternative_description).toMatch(/voucher/i);
  });

  it('turns a payment method off only when it is stored as the text false', () => {
    const settings = resolveSettings({
      payment_method_card_enabled: 'false',
      payment_method_crypto_enabled: 'no',
      payment_method_nintendo_enabled: '',
    });
    expect(settings.payment_method_card_enabled).toBe('false');
    expect(settings.payment_method_crypto_enabled).toBe('true');
    expect(settings.payment_method_nintendo_enabled).toBe('true');
  });

  it('turns notification and security flags on only when stored as the text true', () => {
    const settings = resolveSettings({ notifications_email: 'true', security_auto_process: 'yes' });
    expect(settings.notifications_email).toBe('true');
    expect(settings.security_auto_process).toBe('false');
  });

  it('reads the maximum pending hours as 72 unless a whole number from 1 to 168 is stored', () => {
    const hours = (value: string) =>
      resolveSettings({ security_max_pending_hours: value }).security_max_pending_hours;
    expect(hours('24')).toBe('24');
    expect(hours('168')).toBe('168');
    expect(hours('1')).toBe('1');
    expect(hours('0')).toBe('72');
    expect(hours('169')).toBe('72');
    expect(hours('twelve')).toBe('72');
    expect(hours('1.5')).toBe('72');
  });

  it('knows which switch governs each payment method', () => {
    expect(switchOfPaymentMethod('card')).toBe('card');
    expect(switchOfPaymentMethod('crypto')).toBe('crypto');
    expect(switchOfPaymentMethod('nintendo-eshop')).toBe('nintendo');
    expect(switchOfPaymentMethod('alternative-rewarble')).toBe('alternative');
    expect(switchOfPaymentMethod('alternative-paysafe')).toBe('alternative');
    expect(switchOfPaymentMethod('cash')).toBeNull();
  });
});
