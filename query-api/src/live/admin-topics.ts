import type { GlobalPosition } from '@ghost/events';
import type { LiveAdminChange, LiveTopic } from '@ghost/events/contract';
import {
  adminUsersCollection,
  cardAwaitingCollection,
  pricingCollection,
  settingsCollection,
  statsCollection,
  transactionsCollection,
} from '@ghost/projectors';
import type { CollectionsChange } from './live-feed.js';

/** The read models behind each topic an admin screen follows. */
const collectionsOf: Record<LiveTopic, readonly string[]> = {
  transactions: [transactionsCollection],
  'card-payments': [cardAwaitingCollection],
  stats: [statsCollection],
  users: [adminUsersCollection],
  settings: [settingsCollection],
  pricing: [pricingCollection],
  // No read model: the log's own growth, heard from the audit's index of it (live routes).
  events: [],
};

/** The followed topics a change concerns: all of them when it does not say what it wrote. */
export const topicsChanged = (
  followed: readonly LiveTopic[],
  change: CollectionsChange,
): LiveTopic[] => {
  const written = change.collections;
  if (written === null) return [...followed];
  return followed.filter((topic) => collectionsOf[topic].some((name) => written.has(name)));
};

/**
 * Merges the changes that come faster than one push per interval: the first is pushed at once,
 * the ones within the interval after it are pushed together when it is over, with the last
 * position and every topic they named.
 */
export class PushThrottle {
  private lastPushAt = Number.NEGATIVE_INFINITY;
  private pending: { position: GlobalPosition; topics: Set<LiveTopic> } | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly intervalMs: number,
    private readonly push: (change: LiveAdminChange) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  add(position: GlobalPosition, topics: readonly LiveTopic[]): void {
    if (topics.length === 0) return;
    const pending = (this.pending ??= { position, topics: new Set() });
    pending.position = Math.max(pending.position, position);
    for (const topic of topics) pending.topics.add(topic);
    if (this.timer !== undefined) return;
    const wait = this.lastPushAt + this.intervalMs - this.now();
    if (wait <= 0) this.flush();
    else
      this.timer = setTimeout(() => {
        this.flush();
      }, wait);
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = undefined;
  }

  private flush(): void {
    this.timer = undefined;
    const pending = this.pending;
    if (!pending) return;
    this.pending = undefined;
    this.lastPushAt = this.now();
    this.push({ position: pending.position, topics: [...pending.topics] });
  }
}
