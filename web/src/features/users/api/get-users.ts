import { userListAnswerSchema, type UserView } from '@ghost/events/contract';
import useSWR from 'swr';
import { swrFetcher, type ApiRequestError } from '@/lib/api-client';

/** GET /users: every admin account, oldest first. */
export const usersPath = '/users';

/** The answer was not the list of accounts ('Invalid users data format'). */
export class InvalidUsersDataError extends Error {
  constructor() {
    super('Invalid users data format');
    this.name = 'InvalidUsersDataError';
  }
}

export const fetchUsers = async (path: string): Promise<UserView[]> => {
  const parsed = userListAnswerSchema.safeParse(await swrFetcher<unknown>(path));
  if (!parsed.success) throw new InvalidUsersDataError();
  return parsed.data;
};

export const useUsers = () =>
  useSWR<UserView[], ApiRequestError | InvalidUsersDataError>(usersPath, fetchUsers);
