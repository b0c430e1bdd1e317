import { describe, expect, it } from 'vitest';
import { resolveSettings, type StoredEvent } from '@ghost/events';
import { applyEvent } from '../runner/projection.js';
import type { SettingsDoc } from './settings-doc.js';
import { settingsProjection } from './settings-projection.js';
import { storedEvent } from '../testing/stored-event.js';

const at = (position: number, type: string, data: unknown): StoredEvent =>
  storedEvent(
    'settings',
    position,
    { type, data },
    {
      occurredAt: `2026-11-22T10:00:0${position}.000Z`,
      actor: { kind: 'admin', id: 'u1', username: 'root' },
    },
  );

const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const changed = at(1, 'SettingsChanged', {
  changes: [
    { key: 'payment_method_card_enabled', from: 'true', to: 'false' },
    { key: 'crypto_eth_address', from: '', to: address },
  ],
  changedBy: { userId: 'u1', username: 'root' },
});
const qr = at(2, 'CryptoQrCodesGenerated', {
  codes: [{ coin: 'eth', address, qr: 'data:image/png;base64,AAAA' }],
});
const fold = (events: StoredEvent[]) =>
  events.reduce<SettingsDoc | null>(
    (doc, event) => applyEvent(settingsProjection, doc, event, 'current'),
    null,
  );

describe('the settings read model', () => {
  it('keeps one document for the settings stream and ignores every other stream', () => {
    expect(settingsProjection.keysOf(changed)).toEqual(['current']);
    expect(settingsProjection.keysOf({ ...changed, streamId: 'pricing-x' })).toEqual([]);
  });

  it('records each changed value and who changed it', () => {
    const doc = fold([changed]);
    expect(doc).toMatchObject({
      _position: 1,
      values: { payment_method_card_enabled: 'false', crypto_eth_address: address },
      updated_by: 'root',
    });
    expect(resolveSettings(doc?.values ?? {}).payment_method_card_enabled).toBe('false');
  });

  it('shows the QR code generated for a new address, and drops it when the address changes', () => {
    expect(fold([changed, qr])?.values.crypto_eth_qr).toBe('data:image/png;base64,AAAA');
    const cleared = at(3, 'SettingsChanged', {
      changes: [{ key: 'crypto_eth_address', from: address, to: '' }],
      changedBy: { userId: 'u1', username: 'root' },
    });
    expect(fold([changed, qr, cleared])?.values).toMatchObject({
      crypto_eth_address: '',
      crypto_eth_qr: '',
    });
  });

  it('changes nothing when an event is applied twice', () => {
    const once = fold([changed, qr]);
    expect(applyEvent(settingsProjection, once, qr, 'current')).toEqual(once);
    expect(applyEvent(settingsProjection, once, changed, 'current')).toEqual(once);
  });
});
