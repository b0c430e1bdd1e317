import { DomainError } from '@ghost/events';

/** User ids are uuids; anything else names no user. */
export const acceptUserId = (raw: string): string => {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw)) {
    throw new DomainError('USER_NOT_FOUND');
  }
  return raw.toLowerCase();
};
