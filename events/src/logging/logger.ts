import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON logs on stdout; LOG_LEVEL=silent in tests keeps them quiet. */
export const createLogger = (service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger =>
  pino({ name: service, level });
