import {
  methodEnabledKey,
  paymentMethodSwitches,
  type PaymentMethodSwitch,
} from '@ghost/events/contract';
import type { SettingsDraft } from './settings-draft';

/** The methods the "/3 enabled" count covers: card, crypto and gift cards, not vouchers. */
export const countedMethods = [
  'card',
  'crypto',
  'nintendo',
] as const satisfies readonly PaymentMethodSwitch[];

export const isMethodOn = (draft: SettingsDraft, method: PaymentMethodSwitch): boolean =>
  draft[methodEnabledKey(method)] === 'true';

/** How many of card, crypto and gift cards are on ("/3 enabled"). */
export const enabledCount = (draft: SettingsDraft): number =>
  countedMethods.filter((method) => isMethodOn(draft, method)).length;

/** Every method off, the voucher too: nobody can pay (the red warning). */
export const allMethodsOff = (draft: SettingsDraft): boolean =>
  paymentMethodSwitches.every((method) => !isMethodOn(draft, method));
