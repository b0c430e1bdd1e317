import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits), base64url: what the bearer of a session holds. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

/**
 * The only form in which a session is ever recorded or stored: the sha256 of its token. A leaked
 * log or read model therefore gives no one a usable token.
 */
export const sessionIdOf = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');
