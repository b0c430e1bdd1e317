import type { CryptoType } from './payment-constants.js';

/**
 * The portal's settings: string keys with string values, booleans as
 * the text true/false. Unset keys read as these defaults.
 */
export const settingDefaults = {
  crypto_btc_address: '',
  crypto_btc_qr: '',
  crypto_eth_address: '',
  crypto_eth_qr: '',
  crypto_usdt_address: '',
  crypto_usdt_qr: '',
  crypto_bnb_address: '',
  crypto_bnb_qr: '',
  crypto_sol_address: '',
  crypto_sol_qr: '',
  crypto_usdc_address: '',
  crypto_usdc_qr: '',
  notifications_email: 'false',
  notifications_payment: 'false',
  notifications_failure: 'false',
  security_require_txid: 'false',
  security_auto_process: 'false',
  security_max_pending_hours: '72',
  payment_method_card_enabled: 'true',
  payment_method_card_name: 'Card Payment',
  payment_method_card_description: 'Pay by card through a trusted processor of your choice.',
  payment_method_crypto_enabled: 'true',
  payment_method_crypto_name: 'Cryptocurrency',
  payment_method_crypto_description: 'Pay with BTC, ETH, USDT, BNB, SOL or USDC.',
  payment_method_nintendo_enabled: 'true',
  payment_method_nintendo_name: 'Nintendo eShop Gift Card',
  payment_method_nintendo_description:
    'Pay with Nintendo eShop gift cards from Europe, the United States or Japan.',
  payment_method_alternative_enabled: 'true',
  payment_method_alternative_name: 'Rewarble Voucher',
  payment_method_alternative_description:
    'Pay with a prepaid code from Rewarble, the code voucher service: no identity check needed.',
} as const satisfies Record<string, string>;

export type SettingKey = keyof typeof settingDefaults;
export type SettingsMap = Record<SettingKey, string>;
export const settingKeys = Object.keys(settingDefaults) as [SettingKey, ...SettingKey[]];

export const cryptoAddressKey = (coin: CryptoType) => `crypto_${coin}_address` as const;
export const cryptoQrKey = (coin: CryptoType) => `crypto_${coin}_qr` as const;

/** QR images are made by the server from the addresses; every other key is set by an admin. */
export const editableSettingKeys = settingKeys.filter((key) => !key.endsWith('_qr')) as [
  SettingKey,
  ...SettingKey[],
];

/**
 * The keys whose change needs a session raised by a step-up (STEP_UP_REQUIRED otherwise): where
 * crypto payments are paid to (`crypto_{coin}_address`), and who is told of payments
 * (`notifications_email` and the notification switches). A stolen session must not redirect the
 * money or silence the warnings.
 */
export const isStepUpSettingKey = (key: string): boolean =>
  /^crypto_[a-z]+_address$/.test(key) || key.startsWith('notifications_');

/** The four switches of the Payment Methods tab. */
export const paymentMethodSwitches = ['card', 'crypto', 'nintendo', 'alternative'] as const;
export type PaymentMethodSwitch = (typeof paymentMethodSwitches)[number];

export const methodEnabledKey = (method: PaymentMethodSwitch) =>
  `payment_method_${method}_enabled` as const;

/** The switch that governs a payment method of a transaction; null for one no switch covers. */
export const switchOfPaymentMethod = (method: string): PaymentMethodSwitch | null => {
  if (method === 'card' || method === 'crypto') return method;
  if (method === 'nintendo-eshop') return 'nintendo';
  if (method.startsWith('alternative-')) return 'alternative';
  return null;
};

/**
 * What an anonymous visitor may read: the payment-method flags, names and descriptions; whether
 * a crypto payment needs a hash in its coin's format (the payment form checks it as typed); and
 * the maximum pending hours (the admin panel marks a payment waiting longer as overdue, for every
 * staff role). No address, QR code or notification switch.
 */
export const publicSettingKeys = settingKeys.filter(
  (key) =>
    key.startsWith('payment_method_') ||
    key === 'security_require_txid' ||
    key === 'security_max_pending_hours',
);

export const maxPendingHours = { default: 72, min: 1, max: 168 } as const;

/** Parses a maximum-pending-hours value; undefined when it is not a whole number. */
export const parsePendingHours = (value: string | number): number | undefined => {
  const text = String(value).trim();
  return /^\d{1,6}$/.test(text) ? Number(text) : undefined;
};

/** The maximum pending hours a stored value stands for: 1 to 168 as stored, anything else 72. */
export const resolvePendingHours = (value: string | undefined): number => {
  const hours = value === undefined ? undefined : parsePendingHours(value);
  const inRange =
    hours !== undefined && hours >= maxPendingHours.min && hours <= maxPendingHours.max;
  return inRange ? hours : maxPendingHours.default;
};

const isMethodFlag = (key: SettingKey) => /^payment_method_.+_enabled$/.test(key);
const isOptInFlag = (key: SettingKey) =>
  key.startsWith('notifications_') ||
  key === 'security_require_txid' ||
  key === 'security_auto_process';

/**
 * The load rules of the settings: notification and security flags are on only
 * when stored as the text true, payment methods are on unless stored as the text false, and the
 * maximum pending hours is 72 unless a whole number from 1 to 168 is stored.
 */
export const resolveSettings = (stored: Readonly<Record<string, string>>): SettingsMap => {
  const resolved = { ...settingDefaults } as SettingsMap;
  for (const key of settingKeys) {
    const value = stored[key];
    if (isMethodFlag(key)) resolved[key] = value === 'false' ? 'false' : 'true';
    else if (isOptInFlag(key)) resolved[key] = value === 'true' ? 'true' : 'false';
    else if (key === 'security_max_pending_hours')
      resolved[key] = String(resolvePendingHours(value));
    else if (value !== undefined) resolved[key] = value;
  }
  return resolved;
};
