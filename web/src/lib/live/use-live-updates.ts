import { useEffect, useRef, useState } from 'react';
import { livePollMs, startLiveConnection, type LiveMode } from './live-connection';
import type { LiveChangeOf } from './live-paths';

/**
 * Keeps a screen current with the query service's live updates (the push carries
 * positions, the client re-reads through SWR).
 *
 *   const { data, mutate } = useSWR<TrackingView>(key);
 *   const mode = useLiveUpdates(data ? livePaymentPath(data.paymentId) : null, (change) => {
 *     if (change === null || change.status !== data?.status) void mutate();
 *   });
 *   // an admin list: useLiveUpdates(liveAdminPath(['transactions', 'stats']), () => mutate())
 *
 * - `path`: the stream, from `livePaymentPath(id)` or `liveAdminPath(topics)` (which type the
 *   change); null follows nothing (mode `off`). A new path closes the old stream, opens the new.
 * - `onUpdate(change)`: a change the server pushed (its data, e.g. `{position, status, updatedAt}`
 *   or `{position, topics}`), or `null` when the screen should simply re-read (every 5 s while no
 *   stream can be opened, and once when a stream comes back after a gap). The latest callback is
 *   always the one called. Before it is called, the change's position is noted for
 *   read-your-writes, so the re-read (`mutate()`) waits until the read models hold the change.
 * - Answers the mode (`<LiveIndicator mode={mode} />` of components/ui shows it): `connecting`,
 *   `live` ("Live updates on"), `polling` (the stream could
 *   not be opened: blocked, refused at a limit, the service restarting; it is tried again with
 *   backoff), `off` (no path, or the server ended the stream after a final state).
 * - The admin's bearer token is sent when held; a 401 ends the session as any call does.
 * - Everything stops when the component unmounts.
 */
export const useLiveUpdates = <Path extends string>(
  path: Path | null,
  onUpdate: (change: LiveChangeOf<Path> | null) => void,
  options: { pollMs?: number } = {},
): LiveMode => {
  const [mode, setMode] = useState<LiveMode>(path === null ? 'off' : 'connecting');
  const latest = useRef(onUpdate);
  useEffect(() => {
    latest.current = onUpdate;
  });
  const pollMs = options.pollMs ?? livePollMs;
  useEffect(() => {
    if (path === null) {
      setMode('off');
      return undefined;
    }
    return startLiveConnection<LiveChangeOf<Path>>({
      path,
      pollMs,
      onUpdate: (change) => {
        latest.current(change);
      },
      onMode: setMode,
    });
  }, [path, pollMs]);
  return mode;
};

export type { LiveMode };
export { liveAdminPath, livePaymentPath } from './live-paths';
