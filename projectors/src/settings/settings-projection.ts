import {
  cryptoQrKey,
  settingsEvents,
  typesOf,
  type SettingsEvent,
  type StoredEvent,
} from '@ghost/events';
import type { Projection } from '../runner/projection.js';
import { settingsCollection, settingsDocId, type SettingsDoc } from './settings-doc.js';

const addressKey = /^crypto_(\w+)_address$/;

const applyEvent = (values: Record<string, string>, event: SettingsEvent) => {
  switch (event.type) {
    case 'SettingsChanged':
      for (const { key, to } of event.data.changes) {
        values[key] = to;
        // A QR image of the old address must never be shown next to the new one.
        const coin = addressKey.exec(key)?.[1];
        if (coin) values[`crypto_${coin}_qr`] = '';
      }
      return;
    case 'CryptoQrCodesGenerated':
      for (const { coin, qr } of event.data.codes) values[cryptoQrKey(coin)] = qr;
      return;
    default: {
      const unknown: never = event;
      throw new Error(`Unknown settings event ${JSON.stringify(unknown)}`);
    }
  }
};

/** Folds the `settings` stream into one document of recorded values. */
export const settingsProjection: Projection<SettingsDoc> = {
  collection: settingsCollection,
  canHandle: typesOf(settingsEvents),

  keysOf: (event) => (event.streamId === 'settings' ? [settingsDocId] : []),

  evolve(doc, stored) {
    const event = stored as unknown as StoredEvent & SettingsEvent;
    const values = { ...(doc?.values ?? {}) };
    applyEvent(values, event);
    return {
      _id: settingsDocId,
      values,
      updated_at: stored.metadata.occurredAt,
      updated_by:
        event.type === 'SettingsChanged'
          ? event.data.changedBy.username
          : (doc?.updated_by ?? null),
    };
  },
};
