import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Field names that hold a secret wherever they appear, one or two levels down: never written,
 * whatever a log call is handed by mistake. Requests are logged without bodies or headers in the
 * first place (see requestLog); this is the second line.
 */
const secretFields = [
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
];
const redact = [
  ...secretFields,
  ...secretFields.map((field) => `*.${field}`),
  ...secretFields.map((field) => `*.*.${field}`),
];

/**
 * JSON lines on stdout (or `destination`), one object each with `time`, `level`, `name` (the
 * service) and `msg`; LOG_LEVEL=silent in tests keeps them quiet.
 */
export const createLogger = (
  service: string,
  level = process.env.LOG_LEVEL ?? 'info',
  destination?: DestinationStream,
): Logger =>
  pino({ name: service, level, redact: { paths: redact, censor: '[redacted]' } }, destination);
