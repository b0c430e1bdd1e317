import {
  methodEnabledKey,
  settingDefaults,
  type PaymentMethodSwitch,
  type PublicSettings,
  type TransactionType,
} from '@ghost/events/contract';

/** The four ways to pay the flow offers, as the API names them. */
export const flowMethods = ['card', 'crypto', 'nintendo-eshop', 'alternative-rewarble'] as const;
export type FlowMethod = (typeof flowMethods)[number];

/** The operator's switch (settings `payment_method_{switch}_*`) that governs each method. */
export const switchOfMethod: Record<FlowMethod, PaymentMethodSwitch> = {
  card: 'card',
  crypto: 'crypto',
  'nintendo-eshop': 'nintendo',
  'alternative-rewarble': 'alternative',
};

/** Donations accept cryptocurrency only. */
export const methodsOffered = (type: TransactionType): readonly FlowMethod[] =>
  type === 'donation' ? ['crypto'] : flowMethods;

/**
 * The methods the operator has switched on: the text 'true' means enabled.
 * Settings that failed to load (`undefined`) leave every method on offer: the server refuses a
 * switched-off one with its own message.
 */
export const enabledMethods = (
  type: TransactionType,
  settings: PublicSettings | undefined,
): FlowMethod[] =>
  methodsOffered(type).filter(
    (method) => !settings || settings[methodEnabledKey(switchOfMethod[method])] === 'true',
  );

/** When card is switched off, the first of these that is on. */
const cardReplacements: readonly FlowMethod[] = [
  'alternative-rewarble',
  'crypto',
  'nintendo-eshop',
];

/**
 * The method chosen before the visitor chooses: crypto for donations, card for
 * subscriptions; card too when the settings failed to load; when card is off, the first enabled
 * of alternative, crypto, nintendo. Null when nothing can be chosen.
 */
export const defaultMethod = (
  type: TransactionType,
  settings: PublicSettings | undefined,
): FlowMethod | null => {
  const enabled = enabledMethods(type, settings);
  if (type === 'donation') return enabled.includes('crypto') ? 'crypto' : null;
  if (enabled.includes('card')) return 'card';
  return cardReplacements.find((method) => enabled.includes(method)) ?? null;
};

export interface MethodTexts {
  /** The operator's name for the method, or null when it is the default (then translated). */
  name: string | null;
  description: string | null;
}

/**
 * The operator's name and description of a method (settings `_name`, `_description`). A text left
 * at its default is returned as null, so the screen shows its translation instead of English.
 */
export const operatorTexts = (
  method: FlowMethod,
  settings: PublicSettings | undefined,
): MethodTexts => {
  const key = switchOfMethod[method];
  const own = (field: 'name' | 'description'): string | null => {
    const setting = `payment_method_${key}_${field}` as const;
    const value = settings ? settings[setting].trim() : '';
    return value === '' || value === settingDefaults[setting] ? null : value;
  };
  return { name: own('name'), description: own('description') };
};
