import useSWR from 'swr';
import {
  cryptoAddressKey,
  cryptoTypes,
  type CryptoAddressesAnswer,
  type CryptoType,
  type EthAddressAnswer,
} from '@ghost/events/contract';
import type { ApiRequestError } from '@/lib/api-client';

export interface CoinAddress {
  coin: CryptoType;
  address: string;
}

/** GET /settings/crypto/addresses: every coin's receiving address. */
export const coinAddressesPath = '/settings/crypto/addresses';
/** GET /settings/payment/eth-address: the Ethereum address, read when the list fails. */
export const ethAddressPath = '/settings/payment/eth-address';

/** Only coins with a configured address are offered. */
export const offeredCoins = (answer: CryptoAddressesAnswer): CoinAddress[] =>
  cryptoTypes
    .map((coin) => ({ coin, address: answer[cryptoAddressKey(coin)].trim() }))
    .filter(({ address }) => address !== '');

const once = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/**
 * The coins on offer, from GET /settings/crypto/addresses, and when that fails the Ethereum
 * address of GET /settings/payment/eth-address. `error` when both fail: the form then says no
 * address is available. Each read is keyed by its API path and holds its answer as sent, so the
 * server renders the form from the same reads (entry-server.tsx).
 */
export const useCoinAddresses = (): {
  data: CoinAddress[] | undefined;
  error: ApiRequestError | undefined;
  isLoading: boolean;
} => {
  const list = useSWR<CryptoAddressesAnswer, ApiRequestError>(coinAddressesPath, once);
  const eth = useSWR<EthAddressAnswer, ApiRequestError>(list.error ? ethAddressPath : null, once);
  if (list.data) return { data: offeredCoins(list.data), error: undefined, isLoading: false };
  if (!list.error) return { data: undefined, error: undefined, isLoading: true };
  if (eth.data) {
    const address = eth.data.address.trim();
    return {
      data: address === '' ? [] : [{ coin: 'eth', address }],
      error: undefined,
      isLoading: false,
    };
  }
  return { data: undefined, error: eth.error, isLoading: eth.error === undefined };
};
