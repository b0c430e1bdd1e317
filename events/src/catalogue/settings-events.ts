import { z } from 'zod';
import { defineEvent, type EventOf } from './define-event.js';
import { cryptoTypes } from './payment-constants.js';
import { editableSettingKeys } from './settings.js';

/** A super admin changed settings: each changed key with the value it had and the one it has. */
export const SettingsChanged = defineEvent(
  'SettingsChanged',
  1,
  z.strictObject({
    changes: z
      .array(z.strictObject({ key: z.enum(editableSettingKeys), from: z.string(), to: z.string() }))
      .min(1),
    changedBy: z.strictObject({ userId: z.string(), username: z.string() }),
  }),
);

/** QR images (PNG data URLs) were made for crypto addresses that were just set. */
export const CryptoQrCodesGenerated = defineEvent(
  'CryptoQrCodesGenerated',
  1,
  z.strictObject({
    codes: z
      .array(
        z.strictObject({
          coin: z.enum(cryptoTypes),
          address: z.string().min(1),
          qr: z.string().startsWith('data:image/'),
        }),
      )
      .min(1),
  }),
);

export const settingsEvents = [SettingsChanged, CryptoQrCodesGenerated] as const;
export type SettingsEvent = EventOf<(typeof settingsEvents)[number]>;
