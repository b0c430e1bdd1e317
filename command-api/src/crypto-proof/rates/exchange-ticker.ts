/** The coins whose price is asked of an exchange (stablecoins are 1:1 to USD). */
export const pricedAssets = ['BTC', 'ETH', 'BNB', 'SOL'] as const;
export type PricedAsset = (typeof pricedAssets)[number];

/** The payment currencies other than USD, reached through a USD cross rate. */
export const foreignCurrencies = ['EUR', 'JPY'] as const;
export type ForeignCurrency = (typeof foreignCurrencies)[number];

/**
 * One exchange's public ticker. Every price is in 10^-8 units (see scaled-price.ts). A ticker
 * that cannot be asked, or answers something unreadable, throws an OutsideSystemError.
 */
export interface ExchangeTicker {
  readonly name: string;
  /** USD for one whole coin. */
  usdPrice(asset: PricedAsset): Promise<bigint>;
  /** Units of `currency` for one USD. */
  usdIn(currency: ForeignCurrency): Promise<bigint>;
}

export interface TickerConfig {
  /** The API's base address, without a trailing slash. */
  url: string;
  timeoutMs: number;
}
