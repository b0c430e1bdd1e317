import type { z } from 'zod';
import {
  callOutside,
  excerpt,
  OutsideSystemError,
  readJsonAnswer,
} from '../../integrations/outbound/outside-call.js';
import { parsePrice } from './scaled-price.js';

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

/**
 * One GET of a ticker's JSON, read with its schema: an answer of another shape, or one the
 * exchange marks as a refusal (`refused` says why), is a `bad_answer` OutsideSystemError.
 */
export const askTicker = async <T>(
  system: string,
  config: TickerConfig,
  path: string,
  schema: z.ZodType<T>,
  refused: (data: T) => string | null = () => null,
): Promise<T> => {
  const answer = await callOutside(system, `${config.url}${path}`, {
    headers: { accept: 'application/json' },
    timeoutMs: config.timeoutMs,
  });
  const parsed = schema.safeParse(readJsonAnswer(system, answer));
  const problem = parsed.success ? refused(parsed.data) : 'an answer of another shape';
  if (!parsed.success || problem !== null) {
    throw new OutsideSystemError(
      system,
      'bad_answer',
      `${path}: ${problem}`,
      answer.status,
      excerpt(answer.text),
    );
  }
  return parsed.data;
};

/** A ticker's price text as a scaled price, or a `bad_answer` saying what was wrong. */
export const tickerPrice = (system: string, text: string | undefined, what: string): bigint => {
  const price = text === undefined ? null : parsePrice(text);
  if (price === null) {
    throw new OutsideSystemError(
      system,
      'bad_answer',
      `no usable price for ${what}: ${String(text)}`,
    );
  }
  return price;
};
