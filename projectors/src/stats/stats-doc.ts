import type { Doc } from '../read-store/read-store.js';

export const statsCollection = 'stats';

/** How many transactions, and their amounts in minor units per currency. */
export interface Tally {
  count: number;
  amounts: Record<string, number>;
}

/** Tallies by status. */
export type StatusTallies = Record<string, Tally>;

/**
 * One bucket of pre-aggregated transaction figures: every transaction ever (`totals`), or those
 * created within one UTC hour or minute. A transaction counts in the bucket of its creation time
 * with its current status, so a payment verified days later moves from pending to completed in
 * the bucket of the day it was made.
 */
export interface StatsDoc extends Doc {
  /** Tallies by group (`all`, `crypto:{coin}`, `method:{method}`), then by status. */
  groups: Record<string, StatusTallies>;
}

export const allGroup = 'all';
export const cryptoGroup = (coin: string): string => `crypto:${coin}`;
export const methodGroup = (method: string): string => `method:${method}`;

export const totalsKey = 'totals';
export const hourKey = (at: Date): string => `hour:${at.toISOString().slice(0, 13)}`;
export const minuteKey = (at: Date): string => `minute:${at.toISOString().slice(0, 16)}`;

const utcInstant = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?Z$/;

/** The buckets of a creation time: totals, its hour, its minute. */
export const bucketsOf = (createdAt: string): [string, string, string] => {
  // Event times are UTC ISO instants already: slicing them is the hot path of a replay.
  const iso = utcInstant.test(createdAt) ? createdAt : new Date(createdAt).toISOString();
  return [totalsKey, `hour:${iso.slice(0, 13)}`, `minute:${iso.slice(0, 16)}`];
};

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

/** The start of the minute a time falls in. */
export const floorToMinute = (at: Date): Date => new Date(at.getTime() - (at.getTime() % minuteMs));

/**
 * The buckets that together hold exactly the transactions created in the whole minutes from
 * `first` to `last` (both included): whole hours where they fit, minutes at the edges. A week
 * is under 300 buckets.
 */
export const bucketsCovering = (first: Date, last: Date): string[] => {
  const keys: string[] = [];
  const end = floorToMinute(last).getTime();
  let at = floorToMinute(first).getTime();
  while (at <= end) {
    if (at % hourMs === 0 && at + hourMs - minuteMs <= end) {
      keys.push(hourKey(new Date(at)));
      at += hourMs;
    } else {
      keys.push(minuteKey(new Date(at)));
      at += minuteMs;
    }
  }
  return keys;
};
