import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * What the log may hold while stdout does not take it (a stalled pipe or terminal): past that,
 * new lines are dropped and counted, rather than the process's memory growing without end or its
 * event loop waiting on stdout.
 */
export const logBufferBytes = 8 * 1024 * 1024;

/**
 * Field names that hold a secret. A log call names the fields it writes (`{ paymentId, key }`),
 * never a request's body or headers (see requestLog): these are the second line, for a field so
 * named handed over by mistake, at the top of a line or among an error's own values.
 */
const secretFields = new Set([
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'accessToken',
  'token',
  'twofa_token',
  'secret',
  'manualEntry',
  'otpauthUrl',
  'pin',
  'authorization',
  'cookie',
]);
const censor = '[redacted]';

const isPlainValue = (value: unknown) =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * An error as a line holds it: its type, and its message and stack with those of its causes
 * (pino's serializer), and of its own values only the plain ones (code, status, errno, a
 * response's text). An object an error carries (a request, its headers, a client's options) is
 * left out, whatever its shape: it could hold a secret under any name.
 */
const errorFields = (error: unknown): unknown => {
  const serialized = pino.stdSerializers.err(error as Error) as unknown;
  if (serialized === error || typeof serialized !== 'object' || serialized === null) return error;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(serialized)) {
    if (key === 'aggregateErrors' && Array.isArray(value)) {
      kept[key] = (value as unknown[]).map((inner) => errorFields(inner));
    } else if (isPlainValue(value)) {
      kept[key] = secretFields.has(key) ? censor : value;
    }
  }
  return kept;
};

type AsyncOutput = ReturnType<typeof pino.destination>;

/** Lines are written when this much is waiting, or after `logWriteMs`, whichever comes first. */
const logWriteBytes = 4096;
const logWriteMs = 250;

/**
 * stdout, written asynchronously: lines gather until 4 KiB are waiting (about fifteen request
 * lines) or a quarter of a second has passed, and go out together in one write, off the event
 * loop (a write per line had cost a tenth of a request's time). At most `logBufferBytes` wait.
 */
const stdoutOutput = (): AsyncOutput =>
  pino.destination({
    dest: 1,
    sync: false,
    minLength: logWriteBytes,
    periodicFlush: logWriteMs,
    maxLength: logBufferBytes,
  });

/** Counts the lines a full buffer dropped, and says how many in a line of its own a second later. */
const reportDrops = (output: AsyncOutput, log: Logger) => {
  let dropped = 0;
  output.on('drop', (data: string | Buffer) => {
    const first = dropped === 0;
    dropped += String(data).split('\n').length - 1;
    if (!first) return;
    setTimeout(() => {
      const droppedLines = dropped;
      dropped = 0;
      // Dropped too if stdout still takes nothing, and then counted for the next report.
      log.warn({ droppedLines }, 'log lines dropped: stdout did not take them');
    }, 1000).unref();
  });
};

/**
 * JSON lines on stdout (or `destination`), one object each with `time`, `level`, `name` (the
 * service) and `msg`; LOG_LEVEL=silent in tests keeps them quiet.
 */
export const createLogger = (
  service: string,
  level = process.env.LOG_LEVEL ?? 'info',
  destination?: DestinationStream,
): Logger => {
  const options = {
    name: service,
    level,
    serializers: { err: errorFields },
    // Top-level names only: explicit paths cost nothing on a line that has none of them.
    redact: { paths: [...secretFields], censor },
  };
  if (destination) return pino(options, destination);
  const stdout = stdoutOutput();
  const log = pino(options, stdout);
  reportDrops(stdout, log);
  return log;
};

/**
 * The access log: the same output, without redaction, for lines built from known fields only
 * (requestLog's: ids, actor, route, status, duration). A wildcard redaction walked every one of
 * them and cost a tenth of a request's time.
 */
export const accessLogOf = (log: Logger): Logger => log.child({}, { redact: [] });

/** The stream a logger (or its parent) writes to. */
const outputOf = (log: Logger): DestinationStream =>
  (log as unknown as Record<symbol, DestinationStream | undefined>)[pino.symbols.streamSym] ?? {
    write: (text: string) => process.stdout.write(text),
  };

/**
 * Resolves once the lines logged so far are written (or after `timeoutMs`, if stdout takes
 * nothing): a stop awaits it before the process exits, so no write is left under way. What is
 * still held then is written synchronously on the process's way out (pino's exit hook), which
 * also covers an exit without a stop (an uncaught error); only a kill -9 or a power cut loses
 * the lines of the last moments.
 */
export const flushLog = (log: Logger, timeoutMs = 5000): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    // An error here is stdout's fsync, which a pipe refuses: the lines are written all the same.
    log.flush(() => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Text for the person at the console (the first admin's one-time password), written to the log's
 * output in its place among the lines before and after it.
 */
export const printBesideLog = (log: Logger, text: string): void => {
  outputOf(log).write(text.endsWith('\n') ? text : `${text}\n`);
};
