import type { Logger } from '@ghost/events';
import type { HealthReport } from '@ghost/events/contract';

export type { HealthReport } from '@ghost/events/contract';

/** Each composition root knows how to look at its own event store and projection runner. */
export type HealthProbe = () => Promise<HealthReport>;

/**
 * Builds a report from three looks that may each fail on their own. The lag is how far the read
 * models are behind the log, in positions. The answer says only up or down per part: what went
 * wrong (an error's text, a host, a read model's fault) is for the server's log (`log`), never
 * for whoever asks.
 */
export const probeHealth = async (looks: {
  head: () => Promise<number | null>;
  readStore: () => Promise<void>;
  projected: () => Promise<number | null>;
  /** The fault the projection runner is stopped at, undefined when it runs. */
  projectionError?: () => unknown;
  /** Where what went wrong is written. */
  log?: Logger;
}): Promise<HealthReport> => {
  const [head, readStore, projected, fault] = await Promise.allSettled([
    looks.head(),
    looks.readStore(),
    looks.projected(),
    looks.projectionError?.(),
  ]);
  const failure: unknown = fault.status === 'fulfilled' ? fault.value : fault.reason;
  const down = (component: string, error: unknown) => {
    looks.log?.warn({ err: error, component }, 'health: a part of the portal is down');
  };
  if (head.status === 'rejected') down('eventStore', head.reason);
  if (readStore.status === 'rejected') down('readStore', readStore.reason);
  if (projected.status === 'rejected') down('projections', projected.reason);
  else if (failure !== undefined) down('projections', failure);
  const headPosition = head.status === 'fulfilled' ? head.value : null;
  const position = projected.status === 'fulfilled' ? projected.value : null;
  const report: HealthReport = {
    status: 'ok',
    eventStore:
      head.status === 'fulfilled'
        ? { status: 'up', headPosition }
        : { status: 'down', headPosition: null },
    readStore: { status: readStore.status === 'fulfilled' ? 'up' : 'down' },
    projections:
      projected.status === 'fulfilled' && failure === undefined
        ? {
            status: 'up',
            position,
            lag: headPosition === null ? 0 : headPosition - (position ?? 0),
          }
        : { status: 'down', position, lag: null },
  };
  const allUp = [report.eventStore, report.readStore, report.projections].every(
    (c) => c.status === 'up',
  );
  return { ...report, status: allUp ? 'ok' : 'degraded' };
};
