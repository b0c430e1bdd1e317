import { describe, expect, it } from 'vitest';
import { readAdminRouteState, safeReturnPath } from './admin-route-state';

describe('the page to return to after signing in', () => {
  it('is any admin page, with its query', () => {
    expect(safeReturnPath('/admin/users')).toBe('/admin/users');
    expect(safeReturnPath('/admin/transactions?status=failed')).toBe(
      '/admin/transactions?status=failed',
    );
  });

  it('is never the sign-in page, a public page or another site', () => {
    for (const path of [
      '/admin',
      '/admin/',
      '/',
      '/track',
      '//evil.example/admin/x',
      'https://evil.example',
    ]) {
      expect(safeReturnPath(path), path).toBeUndefined();
    }
    expect(safeReturnPath('/admin/../track')).toBeUndefined();
    expect(safeReturnPath('/admin/x//evil.example')).toBeUndefined();
    expect(safeReturnPath(42)).toBeUndefined();
  });
});

describe('the admin gate state a page reads', () => {
  it('keeps what the gate said, and drops anything else', () => {
    expect(
      readAdminRouteState({ from: '/admin/users', expired: true, restricted: 'settings', x: 1 }),
    ).toEqual({ from: '/admin/users', expired: true, restricted: 'settings' });
    expect(readAdminRouteState({ restricted: 'payments', expired: 'yes' })).toEqual({});
    expect(readAdminRouteState(null)).toEqual({});
  });
});
