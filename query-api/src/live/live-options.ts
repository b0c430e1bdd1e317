/** The bounds and rhythms of the live update streams (query-api/README.md, Live updates). */
export interface LiveOptions {
  /** Streams open at once in this service; one more is answered 503 and its page polls. */
  maxStreams: number;
  /** Streams one address may hold open; one more is answered 429 and its page polls. */
  maxStreamsPerAddress: number;
  /** A comment every so often keeps proxies from closing a quiet stream. */
  heartbeatMs: number;
  /** The shortest time between two pushes of an admin stream: changes in between are merged. */
  adminPushIntervalMs: number;
  /** How often an admin stream checks that its session still holds (signed out, revoked). */
  sessionCheckMs: number;
}

export const defaultLiveOptions: LiveOptions = {
  maxStreams: 2000,
  maxStreamsPerAddress: 32,
  // Under the 30 s idle timeout of the distributed gateway's proxy.
  heartbeatMs: 15_000,
  // At most four pushes a second: a screen re-reads once per push.
  adminPushIntervalMs: 250,
  sessionCheckMs: 15_000,
};
