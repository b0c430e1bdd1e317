import { DomainError, cryptoAddressKey, cryptoTypes, type CryptoType } from '@ghost/events';
import { settingsUpdateSchema, type SettingsUpdate } from '@ghost/events/contract';
import { parseInput } from '@ghost/events/http';
import { checkCryptoAddress, coinLabels } from './crypto-address.js';

const checkAddress = (coin: CryptoType, sent: string): string => {
  if (sent === '') return sent;
  const check = checkCryptoAddress(coin, sent);
  if (check.valid) return check.address;
  throw new DomainError(
    'VALIDATION_ERROR',
    `This is not a valid ${coinLabels[coin]} address: ${check.reason}.`,
    { field: cryptoAddressKey(coin), coin },
  );
};

/**
 * The body of PUT /api/settings: the contract's schema, then each crypto address checked for its
 * coin's network (a refusal names the coin) and kept in its saved spelling; an empty address
 * removes the coin from the payment form.
 */
export const parseSettingsUpdate = (body: unknown): SettingsUpdate => {
  const update: SettingsUpdate = parseInput(settingsUpdateSchema, body);
  for (const coin of cryptoTypes) {
    const sent = update[cryptoAddressKey(coin)];
    if (sent !== undefined) update[cryptoAddressKey(coin)] = checkAddress(coin, sent);
  }
  return update;
};
