import type { EventMetadata } from '../catalogue/metadata.js';
import type { EventStore, GlobalPosition, RecordedEvent } from '../store/event-store.js';
import { mayHoldSecrets, redactSecrets } from './redaction.js';

/** The first line of an export: what it holds, so an import knows what it is given. */
export interface ExportHeader {
  format: 'ghost-payments event log';
  version: 1;
  exportedAt: string;
  /** Filters it was taken with: an export with any is a part of the log, not the log. */
  from: string | null;
  until: string | null;
  stream: string | null;
  /** Sealed secrets replaced by `{"$redacted": "sealed secret"}` (the default). */
  redacted: boolean;
}

export interface ExportOptions {
  /** Events that occurred at or after / before this moment only. */
  from?: Date | null;
  until?: Date | null;
  /** Events of the streams whose id starts with this only. */
  stream?: string | null;
  /**
   * Keep sealed secrets as they are in the log (ciphertext, never in the clear): an export that
   * can be imported again, its hashes intact. Redacted otherwise.
   */
  keepSealed?: boolean;
  clock?: () => Date;
  onProgress?: (position: GlobalPosition, head: GlobalPosition, exported: number) => void;
}

const pageSize = 2000;

const occurredAtOf = (event: RecordedEvent): number =>
  Date.parse((JSON.parse(event.metadata) as EventMetadata).occurredAt);

const hashText = (hash: string | null) => (hash === null ? 'null' : `"${hash}"`);

/**
 * One line of an export: the event as recorded, its data and metadata as the very JSON texts the
 * log holds (so its hashes can be checked against it), a sealed secret redacted unless kept.
 */
export const exportLine = (event: RecordedEvent, keepSealed: boolean): string => {
  const data =
    !keepSealed && mayHoldSecrets(event.data)
      ? JSON.stringify(redactSecrets(JSON.parse(event.data)))
      : event.data;
  return (
    `{"position":${event.position},"streamId":${JSON.stringify(event.streamId)},` +
    `"revision":${event.revision},"type":${JSON.stringify(event.type)},` +
    `"data":${data},"metadata":${event.metadata},` +
    `"prevHash":"${event.prevHash}","hash":"${event.hash}",` +
    `"globalPrevHash":${hashText(event.globalPrevHash)},"globalHash":${hashText(event.globalHash)}}\n`
  );
};

/**
 * Writes the log as JSON Lines: a header line, then an event a line, in log order. `write` gets
 * a page of lines at a time and is awaited (a file stream's back-pressure).
 */
export const exportLog = async (
  store: Pick<EventStore, 'readRecorded' | 'headPosition'>,
  write: (chunk: string) => Promise<void> | void,
  options: ExportOptions = {},
): Promise<{ events: number }> => {
  const clock = options.clock ?? (() => new Date());
  const keepSealed = options.keepSealed ?? false;
  const from = options.from?.getTime() ?? null;
  const until = options.until?.getTime() ?? null;
  const stream = options.stream ?? null;
  const header: ExportHeader = {
    format: 'ghost-payments event log',
    version: 1,
    exportedAt: clock().toISOString(),
    from: options.from?.toISOString() ?? null,
    until: options.until?.toISOString() ?? null,
    stream,
    redacted: !keepSealed,
  };
  await write(`${JSON.stringify({ export: header })}\n`);
  const head = (await store.headPosition()) ?? 0;
  const timed = from !== null || until !== null;
  let events = 0;
  for (let after: GlobalPosition | null = null; ;) {
    const page = await store.readRecorded(after, pageSize);
    let chunk = '';
    for (const event of page) {
      if (stream !== null && !event.streamId.startsWith(stream)) continue;
      if (timed) {
        const at = occurredAtOf(event);
        if ((from !== null && at < from) || (until !== null && at >= until)) continue;
      }
      chunk += exportLine(event, keepSealed);
      events += 1;
    }
    if (chunk) await write(chunk);
    const last = page.at(-1);
    if (last) options.onProgress?.(last.position, Math.max(head, last.position), events);
    if (!last || page.length < pageSize) return { events };
    after = last.position;
  }
};
