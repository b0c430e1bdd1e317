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
 * created within one UTC hour. A transaction counts in the bucket of its creation time with its
 * current status, so a payment verified days later moves from pending to completed in the bucket
 * of the day it was made. The parts of hours at the edges of a period are tallied from the
 * transactions themselves (see `periodCover`): minute buckets would be a document a transaction.
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

const utcInstant = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?Z$/;

/** The buckets of a creation time: totals and its hour. */
export const bucketsOf = (createdAt: string): [string, string] => {
  // Event times are UTC ISO instants already: slicing them is the hot path of a replay.
  const iso = utcInstant.test(createdAt) ? createdAt : new Date(createdAt).toISOString();
  return [totalsKey, `hour:${iso.slice(0, 13)}`];
};

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

/** The start of the minute a time falls in. */
export const floorToMinute = (at: Date): Date => new Date(at.getTime() - (at.getTime() % minuteMs));

/** Creation times from `from` (included) to `to` (left out), as ISO instants. */
export interface CreatedBetween {
  from: string;
  to: string;
}

/**
 * How to read the transactions created in the whole minutes from `first` to `last` (both
 * included): the hour buckets of the whole hours in between, and the parts of hours at the edges
 * (together under two hours of transactions), to be tallied from the transactions. The edges'
 * ends are minute boundaries, so comparing ISO texts is comparing instants.
 */
export const periodCover = (
  first: Date,
  last: Date,
): { hours: string[]; edges: CreatedBetween[] } => {
  const start = floorToMinute(first).getTime();
  const end = floorToMinute(last).getTime() + minuteMs;
  const iso = (at: number) => new Date(at).toISOString();
  const firstHour = Math.ceil(start / hourMs) * hourMs;
  const lastHour = Math.floor(end / hourMs) * hourMs;
  if (firstHour >= lastHour) {
    return { hours: [], edges: start < end ? [{ from: iso(start), to: iso(end) }] : [] };
  }
  const hours: string[] = [];
  for (let at = firstHour; at < lastHour; at += hourMs) hours.push(hourKey(new Date(at)));
  const edges: CreatedBetween[] = [];
  if (start < firstHour) edges.push({ from: iso(start), to: iso(firstHour) });
  if (lastHour < end) edges.push({ from: iso(lastHour), to: iso(end) });
  return { hours, edges };
};
