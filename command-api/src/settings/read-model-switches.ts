import { cryptoAddressKey, methodEnabledKey, switchOfPaymentMethod } from '@ghost/events';
import { readSettings, type ReadStore } from '@ghost/projectors';
import type { PaymentMethodSwitches } from './payment-method-switches.js';

/** The payment-method switches and the hash rule as the settings read model holds them. */
export const readModelPaymentMethodSwitches = (readStore: ReadStore): PaymentMethodSwitches => ({
  isEnabled: async (method) => {
    const switchOf = switchOfPaymentMethod(method);
    if (switchOf === null) return true;
    const settings = await readSettings(readStore);
    return settings[methodEnabledKey(switchOf)] !== 'false';
  },
  hasAddress: async (coin) => {
    const settings = await readSettings(readStore);
    return settings[cryptoAddressKey(coin)] !== '';
  },
  requiresTxidShape: async () => {
    const settings = await readSettings(readStore);
    return settings.security_require_txid === 'true';
  },
});
