import useSWR from 'swr';
import type { PublicSettings } from '@ghost/events/contract';

/**
 * GET /settings: the payment-method switches, names and descriptions (public spec §7). Read once
 * per visit: a method that vanished mid-checkout would move the visitor's choice under them (the
 * server refuses a switched-off method anyway, with its own message).
 */
export const usePaymentSettings = () =>
  useSWR<PublicSettings>('/settings', {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
