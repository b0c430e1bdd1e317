import { decimalsOf, toMinor } from '@ghost/events/contract';
import { giftCardCodeProblem, type GiftCardCodeProblem } from './gift-card-code';

/** One card the visitor entered: its normalized code and its face value as typed. */
export interface GiftCardEntry {
  /** Stable key for the list, so removing a card keeps the others' inputs. */
  key: number;
  code: string;
  value: string;
}

export type CardValueProblem = 'required' | 'positive' | 'decimals';

export interface GiftCardProblems {
  code?: GiftCardCodeProblem | 'duplicate';
  value?: CardValueProblem;
}

/** The face value of a card in its region's currency; null when not a valid amount. */
export const cardValue = (value: string, currency: string): number | null => {
  const amount = Number(value.trim());
  if (value.trim() === '' || !(amount > 0)) return null;
  return toMinor(amount, currency) === undefined ? null : amount;
};

const valueProblem = (value: string, currency: string): CardValueProblem | undefined => {
  if (value.trim() === '') return 'required';
  const amount = Number(value.trim());
  if (!(amount > 0)) return 'positive';
  return toMinor(amount, currency) === undefined ? 'decimals' : undefined;
};

/**
 * Each card's problems: its code must be well formed and not entered twice, its
 * face value above 0 in the region's currency (whole yen in Japan).
 */
export const giftCardProblems = (
  cards: readonly GiftCardEntry[],
  currency: string,
): GiftCardProblems[] =>
  cards.map((card, index) => {
    const problems: GiftCardProblems = {};
    const code = giftCardCodeProblem(card.code);
    if (code) problems.code = code;
    else if (cards.findIndex((other) => other.code === card.code) !== index)
      problems.code = 'duplicate';
    const value = valueProblem(card.value, currency);
    if (value) problems.value = value;
    return problems;
  });

/** Total cards and total value, in minor units so the sum is exact. */
export const giftCardTotals = (cards: readonly GiftCardEntry[], currency: string) => {
  let minor = 0;
  for (const card of cards) {
    const value = cardValue(card.value, currency);
    if (value !== null) minor += toMinor(value, currency) ?? 0;
  }
  return { count: cards.length, value: minor / 10 ** decimalsOf(currency) };
};

/** True when the cards' total value is below the price: more cards are needed. */
export const isBelowPrice = (
  cards: readonly GiftCardEntry[],
  currency: string,
  price: number,
): boolean => {
  const total = giftCardTotals(cards, currency).value;
  return (toMinor(total, currency) ?? 0) < (toMinor(price, currency) ?? 0);
};
