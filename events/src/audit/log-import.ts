import { z } from 'zod';
import { eventMetadataSchema } from '../catalogue/metadata.js';
import type { AppendResult, EventStore, GlobalPosition } from '../store/event-store.js';
import type { ExportHeader } from './log-export.js';
import { holdsRedactedSecret } from './redaction.js';

const hash = z.string().regex(/^[0-9a-f]{64}$/);

const lineSchema = z.strictObject({
  position: z.int().nonnegative(),
  streamId: z.string().min(1),
  revision: z.int().nonnegative(),
  type: z.string().min(1),
  data: z.json(),
  metadata: eventMetadataSchema,
  prevHash: hash,
  hash,
  globalPrevHash: hash.nullable(),
  globalHash: hash.nullable(),
});
type Line = z.infer<typeof lineSchema>;

const headerSchema = z.strictObject({
  export: z.strictObject({
    format: z.literal('ghost-payments event log'),
    version: z.literal(1),
    exportedAt: z.string(),
    from: z.string().nullable(),
    until: z.string().nullable(),
    stream: z.string().nullable(),
    redacted: z.boolean(),
  }),
});

/** An import that stopped: what was given is not a whole, intact, importable log. */
export class ImportRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportRefusedError';
  }
}

export interface ImportOptions {
  /**
   * Appends sent before the oldest is awaited. SQLite writes them in the order sent, together; a
   * store that appends each on its own (EventStoreDB) must take them one at a time (1).
   */
  inFlight?: number;
  onProgress?: (imported: number, position: GlobalPosition) => void;
}

const parseHeader = (text: string | undefined): ExportHeader => {
  const parsed = headerSchema.safeParse(text === undefined ? undefined : JSON.parse(text));
  if (!parsed.success) {
    throw new ImportRefusedError('This is not an export of the event log (no export header)');
  }
  const header = parsed.data.export;
  if (header.redacted) {
    throw new ImportRefusedError(
      'This export has its sealed secrets redacted: imported, its events would not be the ones their hashes and checkpoints signed, and no account could sign in. Export with --keep-sealed to import.',
    );
  }
  if (header.from !== null || header.until !== null || header.stream !== null) {
    throw new ImportRefusedError(
      'This export holds part of the log (--from, --until or --stream): import a whole one.',
    );
  }
  return header;
};

/** The event appended must be the one exported, hashes and all, or the log is not the same. */
const checkSame = (line: Line, written: AppendResult) => {
  const event = written.events[0];
  const same =
    event?.hash === line.hash &&
    event.prevHash === line.prevHash &&
    (line.globalHash === null || event.globalHash === null || event.globalHash === line.globalHash);
  if (!same) {
    throw new ImportRefusedError(
      `The event at position ${line.position} (${line.streamId} revision ${line.revision}) does not reproduce its hashes: the export was changed, or is not a whole log`,
    );
  }
};

/**
 * Imports an export (JSON Lines, as `exportLog` writes them with `keepSealed`) into an empty store,
 * event after event in log order, each at its stream's revision: the store recomputes every hash
 * and each must be the one exported, so the imported log has the same chain (and its signed
 * checkpoints hold). Stops at the first line that is not.
 */
export const importLog = async (
  store: Pick<EventStore, 'append' | 'headPosition'>,
  lines: AsyncIterable<string>,
  options: ImportOptions = {},
): Promise<{ events: number }> => {
  if ((await store.headPosition()) !== null) {
    throw new ImportRefusedError('The store holds events already: import into an empty one');
  }
  const inFlight = Math.max(1, options.inFlight ?? 1);
  const pending: Promise<void>[] = [];
  let header: ExportHeader | undefined;
  let events = 0;
  let lineNumber = 0;
  for await (const text of lines) {
    lineNumber += 1;
    if (text.trim() === '') continue;
    if (!header) {
      header = parseHeader(text);
      continue;
    }
    const parsed = lineSchema.safeParse(JSON.parse(text));
    if (!parsed.success) {
      throw new ImportRefusedError(
        `Line ${lineNumber} is not an exported event: ${parsed.error.issues[0]?.message ?? ''}`,
      );
    }
    const line = parsed.data;
    if (holdsRedactedSecret(line.data)) {
      throw new ImportRefusedError(`Line ${lineNumber} holds a redacted secret`);
    }
    const appended = store.append(
      line.streamId,
      [{ type: line.type, data: line.data, metadata: line.metadata }],
      line.revision === 0 ? 'no_stream' : line.revision - 1,
    );
    events += 1;
    const count = events;
    const checked = appended.then((written) => {
      checkSame(line, written);
      options.onProgress?.(count, written.position);
    });
    // Handled here, thrown where it is awaited in turn: a refusal while others are under way
    // must not end the process as an unhandled rejection.
    checked.catch(() => undefined);
    pending.push(checked);
    if (pending.length >= inFlight) await pending.shift();
  }
  if (!header) parseHeader(undefined);
  for (const checked of pending) await checked;
  return { events };
};
