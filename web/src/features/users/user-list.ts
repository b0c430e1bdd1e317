import type { AdminRole, UserView } from '@ghost/events/contract';

/** Active means signed in within the last 4 hours. */
export const activeWindowMs = 4 * 60 * 60 * 1000;

/** The list shows this many rows. */
export const shownRows = 20;

export const isActive = (user: Pick<UserView, 'last_login'>, now: Date): boolean =>
  user.last_login !== null && now.getTime() - Date.parse(user.last_login) <= activeWindowMs;

export interface UserCounts {
  total: number;
  active: number;
  admins: number;
  superAdmins: number;
  twoFactor: number;
}

/** The summary counts over every account, whatever the filters. */
export const countUsers = (users: readonly UserView[], now: Date): UserCounts => ({
  total: users.length,
  active: users.filter((user) => isActive(user, now)).length,
  admins: users.filter((user) => user.role === 'admin').length,
  superAdmins: users.filter((user) => user.role === 'super_admin').length,
  twoFactor: users.filter((user) => user.twofa_enabled).length,
});

export type RoleFilter = 'all' | AdminRole;
export type ActivityFilter = 'all' | 'active' | 'inactive';

export interface UserFilters {
  /** Matched in the username or e-mail, ignoring case. */
  search: string;
  role: RoleFilter;
  activity: ActivityFilter;
}

export const filterUsers = (
  users: readonly UserView[],
  { search, role, activity }: UserFilters,
  now: Date,
): UserView[] => {
  const needle = search.trim().toLowerCase();
  return users.filter(
    (user) =>
      (needle === '' ||
        user.username.toLowerCase().includes(needle) ||
        (user.email?.toLowerCase().includes(needle) ?? false)) &&
      (role === 'all' || user.role === role) &&
      (activity === 'all' || isActive(user, now) === (activity === 'active')),
  );
};

export const sortColumns = ['username', 'role', 'created', 'lastLogin'] as const;
export type SortColumn = (typeof sortColumns)[number];
export type SortDirection = 'ascending' | 'descending';
export interface UserSort {
  column: SortColumn;
  direction: SortDirection;
}

/** The list's first order: as the server gives it, oldest account first. */
export const initialSort: UserSort = { column: 'created', direction: 'ascending' };

/** Clicking the sorted column turns its direction; another column starts ascending. */
export const nextSort = (current: UserSort, column: SortColumn): UserSort =>
  current.column === column
    ? { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
    : { column, direction: 'ascending' };

const byName = (a: UserView, b: UserView) =>
  a.username.localeCompare(b.username, 'en', { sensitivity: 'base' });

/** Never signed in counts as the earliest last login. */
const timeOf = (iso: string | null) => (iso === null ? Number.NEGATIVE_INFINITY : Date.parse(iso));

const compare: Record<SortColumn, (a: UserView, b: UserView) => number> = {
  username: byName,
  // Ascending: admins, then super admins (the names sort the same way).
  role: (a, b) => a.role.localeCompare(b.role),
  created: (a, b) => Date.parse(a.created_at) - Date.parse(b.created_at),
  lastLogin: (a, b) => {
    const [x, y] = [timeOf(a.last_login), timeOf(b.last_login)];
    return x === y ? 0 : x < y ? -1 : 1;
  },
};

/** Sorted by the column, ties by username (always A to Z), without changing the input. */
export const sortUsers = (users: readonly UserView[], { column, direction }: UserSort) => {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...users].sort((a, b) => sign * compare[column](a, b) || byName(a, b));
};
