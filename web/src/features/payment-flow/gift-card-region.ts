import type { GiftCardRegion } from '@ghost/events/contract';

/**
 * The gift-card region offered first, from the visitor's language and country: Japan for
 * Japanese, the United States for a US locale, Europe otherwise. The visitor can change it.
 */
export const likelyRegion = (locale: string): GiftCardRegion => {
  const [language, country] = locale.split('-');
  if (language === 'ja' || country === 'JP') return 'japan';
  if (country === 'US' || (language === 'en' && country === undefined)) return 'us';
  return 'europe';
};
