import type { HealthReport } from '@ghost/events/contract';

export type { HealthReport } from '@ghost/events/contract';

/** Each composition root knows how to look at its own event store and projection runner. */
export type HealthProbe = () => Promise<HealthReport>;

const describe = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/**
 * Builds a report from three looks that may each fail on their own. The lag is how far the read
 * models are behind the log, in positions.
 */
export const probeHealth = async (looks: {
  head: () => Promise<number | null>;
  readStore: () => Promise<void>;
  projected: () => Promise<number | null>;
  /** The fault the projection runner is stopped at, undefined when it runs. */
  projectionError?: () => unknown;
}): Promise<HealthReport> => {
  const [head, readStore, projected, fault] = await Promise.allSettled([
    looks.head(),
    looks.readStore(),
    looks.projected(),
    looks.projectionError?.(),
  ]);
  const failure: unknown = fault.status === 'fulfilled' ? fault.value : fault.reason;
  const headPosition = head.status === 'fulfilled' ? head.value : null;
  const position = projected.status === 'fulfilled' ? projected.value : null;
  const report: HealthReport = {
    status: 'ok',
    eventStore:
      head.status === 'fulfilled'
        ? { status: 'up', headPosition }
        : { status: 'down', headPosition: null, error: describe(head.reason) },
    readStore:
      readStore.status === 'fulfilled'
        ? { status: 'up' }
        : { status: 'down', error: describe(readStore.reason) },
    projections:
      projected.status === 'fulfilled' && failure === undefined
        ? {
            status: 'up',
            position,
            lag: headPosition === null ? 0 : headPosition - (position ?? 0),
          }
        : {
            status: 'down',
            position,
            lag: null,
            error: describe(projected.status === 'rejected' ? projected.reason : failure),
          },
  };
  const allUp = [report.eventStore, report.readStore, report.projections].every(
    (c) => c.status === 'up',
  );
  return { ...report, status: allUp ? 'ok' : 'degraded' };
};
