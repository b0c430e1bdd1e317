import useSWR, { preload } from 'swr';
import type { PublicSettings } from '@ghost/events/contract';
import { swrFetcher } from '@/lib/api-client';

export const settingsPath = '/settings';

/**
 * GET /settings: the payment-method switches, names and descriptions. Read once
 * per visit: a method that vanished mid-checkout would move the visitor's choice under them (the
 * server refuses a switched-off method anyway, with its own message).
 */
export const usePaymentSettings = () =>
  useSWR<PublicSettings>(settingsPath, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });

/** Asks for the switches as the payment page's code is fetched, so both arrive together. */
export const preloadPaymentSettings = () => preload(settingsPath, swrFetcher<PublicSettings>);
