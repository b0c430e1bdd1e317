import { describe, it } from 'vitest';
import type { SettingsEvent } from '@ghost/events';
import { deciderSpec } from '../handling/decider-spec.js';
import { settingsDecider, type ChangeSettings } from './settings-decider.js';

const spec = deciderSpec(settingsDecider);
const root = { userId: 'u1', username: 'root' };
const eth = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const ethQr = 'data:image/png;base64,RVRI';
const change = (
  values: ChangeSettings['values'],
  qrCodes: ChangeSettings['qrCodes'] = {},
  steppedUp = true,
): ChangeSettings => ({ kind: 'ChangeSettings', values, qrCodes, changedBy: root, steppedUp });
const changed = (changes: { key: string; from: string; to: string }[]) =>
  ({ type: 'SettingsChanged', data: { changes, changedBy: root } }) as SettingsEvent;

describe('changing settings', () => {
  it('refuses a new payout address or notification setting from a session without a step-up', () => {
    for (const values of [
      { crypto_eth_address: eth },
      { notifications_email: 'true' },
      { notifications_payment: 'true', payment_method_card_enabled: 'false' },
    ]) {
      spec
        .given([])
        .when(change(values, { eth: ethQr }, false))
        .thenRefuses('STEP_UP_REQUIRED');
    }
  });

  it('takes the other settings, and addresses sent back unchanged, without a step-up', () => {
    spec
      .given([])
      .when(
        change({ payment_method_card_enabled: 'false', notifications_email: 'false' }, {}, false),
      )
      .then([changed([{ key: 'payment_method_card_enabled', from: 'true', to: 'false' }])]);
  });

  it('records each changed key with its old value (the default when never set) and its new one', () => {
    spec
      .given([])
      .when(
        change({
          payment_method_card_enabled: 'false',
          security_max_pending_hours: '24',
          notifications_email: 'false',
        }),
      )
      .then([
        changed([
          { key: 'payment_method_card_enabled', from: 'true', to: 'false' },
          { key: 'security_max_pending_hours', from: '72', to: '24' },
        ]),
      ]);
  });

  it('records the value a key had before, not its default, once it was set', () => {
    spec
      .given([changed([{ key: 'payment_method_card_enabled', from: 'true', to: 'false' }])])
      .when(change({ payment_method_card_enabled: 'true' }))
      .then([changed([{ key: 'payment_method_card_enabled', from: 'false', to: 'true' }])]);
  });

  it('records nothing when no value changes', () => {
    spec
      .given([changed([{ key: 'security_max_pending_hours', from: '72', to: '24' }])])
      .when(change({ security_max_pending_hours: '24', payment_method_crypto_enabled: 'true' }))
      .then([]);
  });

  it('generates a QR code for a crypto address that changed', () => {
    spec
      .given([])
      .when(change({ crypto_eth_address: eth }, { eth: ethQr }))
      .then([
        changed([{ key: 'crypto_eth_address', from: '', to: eth }]),
        {
          type: 'CryptoQrCodesGenerated',
          data: { codes: [{ coin: 'eth', address: eth, qr: ethQr }] },
        },
      ]);
  });

  it('generates no QR code for an address sent again unchanged, or cleared', () => {
    const set = changed([{ key: 'crypto_eth_address', from: '', to: eth }]);
    spec
      .given([set])
      .when(change({ crypto_eth_address: eth }, { eth: ethQr }))
      .then([]);
    spec
      .given([set])
      .when(change({ crypto_eth_address: '' }))
      .then([changed([{ key: 'crypto_eth_address', from: eth, to: '' }])]);
  });
});
