import { adminRoles, DomainError } from '@ghost/events';
import { z } from 'zod';

/** Missing text fields become empty, so the account rules answer with the spec's messages. */
export const createUserRequest = z.strictObject({
  username: z.string().max(1024).default(''),
  email: z.string().max(1024).nullable().optional(),
  password: z.string().max(1024).default(''),
  role: z.enum(adminRoles).default('admin'),
});

export const updateUserRequest = z.strictObject({
  username: z.string().max(1024).optional(),
  email: z.string().max(1024).nullable().optional(),
  role: z.enum(adminRoles).optional(),
  password: z.string().max(1024).optional(),
});

/** User ids are uuids; anything else names no user. */
export const acceptUserId = (raw: string): string => {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw)) {
    throw new DomainError('USER_NOT_FOUND');
  }
  return raw.toLowerCase();
};
