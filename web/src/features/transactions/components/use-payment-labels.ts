import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cardProviders,
  cryptoTypes,
  subscriptionDurationNames,
  type AdminTransaction,
  type CardProviderId,
} from '@ghost/events/contract';
import { formatMoney } from '@/lib/format/money';

const regionKeys: Record<string, 'europe' | 'us' | 'japan'> = {
  europe: 'europe',
  eu: 'europe',
  us: 'us',
  japan: 'japan',
  jp: 'japan',
};

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/**
 * The words for a payment's values in the admin's language: type, method, coin, region,
 * duration, provider, amount. Regions come as the pricing side names them (europe, us, japan)
 * or in short (eu, jp); one this screen does not know is shown as sent.
 */
export const usePaymentLabels = () => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      language,
      type: (type: AdminTransaction['type']) => t(`types.${type}`),
      method: (method: AdminTransaction['payment_method'] | 'alternative-paysafe') =>
        t(`methods.${method}`),
      coin: (coin: string) => (isOneOf(cryptoTypes, coin) ? t(`coins.${coin}`) : coin),
      region: (region: string) => {
        const key = regionKeys[region.toLowerCase()];
        return key ? t(`regions.${key}`) : region.toUpperCase();
      },
      duration: (duration: string) =>
        isOneOf(subscriptionDurationNames, duration) ? t(`durations.${duration}`) : duration,
      provider: (provider: CardProviderId) => cardProviders[provider].label,
      money: (amount: number, currency: string) => formatMoney(amount, currency, language),
      number: (value: number) => value.toLocaleString(language),
    }),
    [t, language],
  );
};

export type PaymentLabels = ReturnType<typeof usePaymentLabels>;
