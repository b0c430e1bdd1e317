import { describe, expect, it } from 'vitest';
import type { UserView } from '@ghost/events/contract';
import {
  countUsers,
  filterUsers,
  initialSort,
  isActive,
  nextSort,
  sortUsers,
  type UserFilters,
} from './user-list';

const now = new Date('2026-03-10T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

const user = (username: string, overrides: Partial<UserView> = {}): UserView => ({
  id: `id-${username}`,
  username,
  email: `${username}@example.com`,
  role: 'admin',
  last_login: null,
  created_at: '2026-01-01T00:00:00.000Z',
  twofa_enabled: true,
  twofa_setup_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const alice = user('alice', {
  role: 'super_admin',
  last_login: hoursAgo(1),
  created_at: '2026-01-01T00:00:00.000Z',
});
const bob = user('Bob', { last_login: hoursAgo(5), created_at: '2026-02-01T00:00:00.000Z' });
const carol = user('carol', {
  email: null,
  twofa_enabled: false,
  created_at: '2026-01-15T00:00:00.000Z',
});
const dave = user('dave', {
  role: 'super_admin',
  last_login: hoursAgo(3.99),
  created_at: '2026-03-01T00:00:00.000Z',
});
const users = [alice, bob, carol, dave];

const names = (list: UserView[]) => list.map((entry) => entry.username);
const all: UserFilters = { search: '', role: 'all', activity: 'all' };

describe('user activity', () => {
  it('is Active with a last login within 4 hours, else Inactive (never signed in too)', () => {
    expect(isActive(user('x', { last_login: hoursAgo(4) }), now)).toBe(true);
    expect(isActive(user('x', { last_login: hoursAgo(4.01) }), now)).toBe(false);
    expect(isActive(user('x', { last_login: null }), now)).toBe(false);
  });
});

describe('the summary counts', () => {
  it('counts every account: total, active, admins, super admins and those with 2FA', () => {
    expect(countUsers(users, now)).toEqual({
      total: 4,
      active: 2,
      admins: 2,
      superAdmins: 2,
      twoFactor: 3,
    });
  });
});

describe('searching and filtering the users', () => {
  it('matches the search in the username or the e-mail, ignoring case and outer spaces', () => {
    expect(names(filterUsers(users, { ...all, search: ' BOB ' }, now))).toEqual(['Bob']);
    expect(names(filterUsers(users, { ...all, search: 'dave@example' }, now))).toEqual(['dave']);
    expect(names(filterUsers(users, { ...all, search: 'example.com' }, now))).toEqual([
      'alice',
      'Bob',
      'dave',
    ]);
  });

  it('filters by role and by activity, together with the search', () => {
    expect(names(filterUsers(users, { ...all, role: 'super_admin' }, now))).toEqual([
      'alice',
      'dave',
    ]);
    expect(names(filterUsers(users, { ...all, activity: 'active' }, now))).toEqual([
      'alice',
      'dave',
    ]);
    expect(names(filterUsers(users, { ...all, activity: 'inactive' }, now))).toEqual([
      'Bob',
      'carol',
    ]);
    expect(
      names(filterUsers(users, { search: 'ar', role: 'admin', activity: 'inactive' }, now)),
    ).toEqual(['carol']);
    expect(
      names(filterUsers(users, { search: 'ar', role: 'super_admin', activity: 'all' }, now)),
    ).toEqual([]);
  });
});

describe('sorting the users', () => {
  it('toggles the direction of the sorted column, and starts a new column ascending', () => {
    expect(initialSort).toEqual({ column: 'created', direction: 'ascending' });
    const byName = nextSort(initialSort, 'username');
    expect(byName).toEqual({ column: 'username', direction: 'ascending' });
    expect(nextSort(byName, 'username')).toEqual({ column: 'username', direction: 'descending' });
    expect(nextSort(nextSort(byName, 'username'), 'username').direction).toBe('ascending');
    expect(nextSort({ column: 'role', direction: 'descending' }, 'lastLogin')).toEqual({
      column: 'lastLogin',
      direction: 'ascending',
    });
  });

  it('sorts by username ignoring case, role, creation and last login, either way', () => {
    expect(names(sortUsers(users, { column: 'username', direction: 'ascending' }))).toEqual([
      'alice',
      'Bob',
      'carol',
      'dave',
    ]);
    expect(names(sortUsers(users, { column: 'created', direction: 'descending' }))).toEqual([
      'dave',
      'Bob',
      'carol',
      'alice',
    ]);
    expect(names(sortUsers(users, { column: 'role', direction: 'ascending' }))).toEqual([
      'Bob',
      'carol',
      'alice',
      'dave',
    ]);
    expect(names(sortUsers(users, { column: 'role', direction: 'descending' }))).toEqual([
      'alice',
      'dave',
      'Bob',
      'carol',
    ]);
  });

  it('puts accounts that never signed in first by last login ascending, last descending', () => {
    expect(names(sortUsers(users, { column: 'lastLogin', direction: 'ascending' }))).toEqual([
      'carol',
      'Bob',
      'dave',
      'alice',
    ]);
    expect(names(sortUsers(users, { column: 'lastLogin', direction: 'descending' }))).toEqual([
      'alice',
      'dave',
      'Bob',
      'carol',
    ]);
  });
});
