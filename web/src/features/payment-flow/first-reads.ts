import { transactionTypes, type PublicSettings } from '@ghost/events/contract';
import type { FirstAnswers } from '@/lib/first-answers';
import { coinAddressesPath, ethAddressPath } from './api/get-crypto-addresses';
import { settingsPath } from './api/get-payment-settings';
import { planPricesPath } from './api/get-plan-prices';
import { likelyRegion } from './gift-card-region';
import { defaultMethod } from './payment-methods';

/**
 * The API reads the payment page at /payment/{type} draws its first step from, in `language`,
 * given the answers read so far (the server reads until this asks nothing new): the method
 * switches first, as the flow's choices follow them; then a subscription's prices for the method
 * chosen by default, in the region the page's language suggests (the browser's locale is not
 * known before the page runs); or a donation's coin addresses, and the Ethereum address when
 * they fail. Nothing for an unknown type, whose page says it is not found.
 */
export const paymentFirstReads = (
  type: string | undefined,
  language: string,
  answers: FirstAnswers,
): string[] => {
  const known = transactionTypes.find((name) => name === type);
  if (known === undefined) return [];
  const settings = answers[settingsPath];
  if (settings === undefined) return [settingsPath];
  // Settings that failed to load leave every method on offer, as the flow does.
  const method = defaultMethod(
    known,
    'data' in settings ? (settings.data as PublicSettings) : undefined,
  );
  if (method === null) return [settingsPath];
  if (known === 'ghost-eshop-pro')
    return [settingsPath, planPricesPath(method, likelyRegion(language))];
  const addresses = answers[coinAddressesPath];
  return addresses !== undefined && 'error' in addresses
    ? [settingsPath, coinAddressesPath, ethAddressPath]
    : [settingsPath, coinAddressesPath];
};
