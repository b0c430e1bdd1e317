import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigurationError, envPort, envSealKey, parseEnv } from './parse-env.js';

const shape = {
  PORT: envPort(3004),
  DATA_DIR: z.string().min(1).default('./data'),
  SEAL_KEY: envSealKey().optional(),
};

describe('configuration from the environment', () => {
  it('applies the defaults when nothing is set', () => {
    expect(parseEnv(shape, {})).toEqual({ PORT: 3004, DATA_DIR: './data' });
  });

  it('names the bad variable and what it holds', () => {
    expect(() => parseEnv(shape, { PORT: 'abc' })).toThrow(ConfigurationError);
    expect(() => parseEnv(shape, { PORT: '70000' })).toThrow(/PORT is "70000"/);
    expect(() => parseEnv(shape, { SEAL_KEY: 'c2hvcnQ=' })).toThrow(/SEAL_KEY .*32 bytes/);
  });

  it('treats an empty variable as unset', () => {
    expect(parseEnv(shape, { PORT: '' }).PORT).toBe(3004);
  });
});
