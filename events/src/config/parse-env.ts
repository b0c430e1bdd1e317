import { z } from 'zod';

/** A configuration problem, named after the variable to fix. */
export class ConfigurationError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigurationError';
  }
}

/** Validates environment variables at start; the first bad one is named in the error. */
export const parseEnv = <Shape extends z.ZodRawShape>(
  shape: Shape,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<z.ZodObject<Shape>> => {
  const present = Object.fromEntries(
    Object.keys(shape).flatMap((key) =>
      env[key] === undefined || env[key] === '' ? [] : [[key, env[key]]],
    ),
  );
  const result = z.object(shape).safeParse(present);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const variable = String(issue?.path[0] ?? 'environment');
  const given = present[variable] === undefined ? 'is missing' : `is "${present[variable]}"`;
  throw new ConfigurationError(variable, `${given}: ${issue?.message ?? 'invalid'}`);
};

/** Common variable schemas. */
export const envPort = (fallback: number) =>
  z.coerce.number().int().min(0).max(65535).default(fallback);
export const envUrl = () => z.url();
export const envLogLevel = () =>
  z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info');
/** A 32-byte key, base64: the key that seals secrets in the event log. */
export const envSealKey = () =>
  z
    .string()
    .transform((value) => Buffer.from(value, 'base64'))
    .refine((key) => key.length === 32, 'must be 32 bytes, base64-encoded');

/** For entry points: a bad variable ends the start with its name and no stack trace. */
export const parseEnvOrExit = <Shape extends z.ZodRawShape>(
  shape: Shape,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<z.ZodObject<Shape>> => {
  try {
    return parseEnv(shape, env);
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
};
