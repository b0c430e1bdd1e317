import { z } from 'zod';
import { cryptoTypes } from '../../catalogue/payment-constants.js';
import {
  cryptoAddressKey,
  cryptoQrKey,
  publicSettingKeys,
  settingKeys,
  type SettingKey,
} from '../../catalogue/settings.js';

const textMap = <Key extends string>(keys: readonly Key[]) =>
  z.strictObject(
    Object.fromEntries(keys.map((key) => [key, z.string()])) as Record<Key, z.ZodString>,
  );

/**
 * The keys anyone may read: each payment method's switch, name and description, the hash rule
 * and the maximum pending hours (see `publicSettingKeys`).
 */
export type PublicSettingKey = Extract<
  SettingKey,
  `payment_method_${string}` | 'security_require_txid' | 'security_max_pending_hours'
>;

/** GET /api/settings for anyone but a super admin: the 14 public keys. */
export const publicSettingsSchema = textMap(publicSettingKeys as PublicSettingKey[]);
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** GET /api/settings for a super admin: all 30 keys, unset ones at their defaults. */
export const allSettingsSchema = textMap(settingKeys);
export type AllSettings = z.infer<typeof allSettingsSchema>;

/** What GET /api/settings answers: the whole map to a super admin, else the public part. */
export const settingsAnswerSchema = z.union([allSettingsSchema, publicSettingsSchema]);
export type SettingsAnswer = z.infer<typeof settingsAnswerSchema>;

/** GET /api/settings/crypto/addresses: each coin's address and QR image ('' when not offered). */
export const cryptoAddressesAnswerSchema = textMap(
  cryptoTypes.flatMap((coin) => [cryptoAddressKey(coin), cryptoQrKey(coin)]),
);
export type CryptoAddressesAnswer = z.infer<typeof cryptoAddressesAnswerSchema>;

/** GET /api/settings/payment/eth-address: the fallback when the address list fails to load. */
export const ethAddressAnswerSchema = z.strictObject({ address: z.string(), qr: z.string() });
export type EthAddressAnswer = z.infer<typeof ethAddressAnswerSchema>;
