import type { LiveAdminChange, LivePaymentChange, LiveTopic } from '@ghost/events/contract';
import type { PushedChange } from './live-connection';

/** A payment's stream (anyone's): its `{position, status, updatedAt}`, then `end` once final. */
export const livePaymentPath = (paymentId: string) =>
  `/live/payments/${encodeURIComponent(paymentId)}` as const;

/** The admin stream (a staff session): `{position, topics}` for the followed topics' changes. */
export const liveAdminPath = (topics: readonly LiveTopic[]) =>
  `/live/admin?topics=${topics.join(',')}` as const;

/** What a stream pushes, told by its path (the contract's shapes). */
export type LiveChangeOf<Path extends string> = Path extends `/live/payments/${string}`
  ? LivePaymentChange
  : Path extends `/live/admin?${string}`
    ? LiveAdminChange
    : PushedChange;
