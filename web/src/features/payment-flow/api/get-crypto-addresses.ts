import useSWR from 'swr';
import {
  cryptoAddressKey,
  cryptoTypes,
  type CryptoAddressesAnswer,
  type CryptoType,
  type EthAddressAnswer,
} from '@ghost/events/contract';
import { ApiRequestError, request } from '@/lib/api-client';

export interface CoinAddress {
  coin: CryptoType;
  address: string;
}

/** Only coins with a configured address are offered. */
export const offeredCoins = (answer: CryptoAddressesAnswer): CoinAddress[] =>
  cryptoTypes
    .map((coin) => ({ coin, address: answer[cryptoAddressKey(coin)].trim() }))
    .filter(({ address }) => address !== '');

/**
 * GET /settings/crypto/addresses, and when that fails the Ethereum address of
 * GET /settings/payment/eth-address. Throws when both fail: the form then says
 * no address is available.
 */
export const fetchCoinAddresses = async (): Promise<CoinAddress[]> => {
  const list = await request<CryptoAddressesAnswer>('/settings/crypto/addresses');
  if (list.data) return offeredCoins(list.data);
  const eth = await request<EthAddressAnswer>('/settings/payment/eth-address');
  if (eth.error) throw new ApiRequestError(eth.error);
  const address = eth.data.address.trim();
  return address === '' ? [] : [{ coin: 'eth', address }];
};

export const useCoinAddresses = () =>
  useSWR('payment-flow/coin-addresses', fetchCoinAddresses, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
