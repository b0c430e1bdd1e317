import { describe, expect, it } from 'vitest';
import { capabilitiesOf, navFor, restrictedAreaAt } from './admin-nav';

describe('the admin sidebar', () => {
  it('shows Settings and Audit to a super admin only', () => {
    expect(navFor('super_admin').map((item) => item.key)).toEqual([
      'dashboard',
      'transactions',
      'cardPayments',
      'users',
      'settings',
      'audit',
    ]);
    expect(navFor('admin').map((item) => item.key)).toEqual([
      'dashboard',
      'transactions',
      'cardPayments',
      'users',
    ]);
  });

  it('turns an admin away from settings and the audit log, never a super admin', () => {
    expect(restrictedAreaAt('/admin/settings', 'admin')).toBe('settings');
    expect(restrictedAreaAt('/admin/settings/', 'admin')).toBe('settings');
    expect(restrictedAreaAt('/admin/audit', 'admin')).toBe('audit');
    expect(restrictedAreaAt('/admin/settings', 'super_admin')).toBeNull();
    expect(restrictedAreaAt('/admin/users', 'admin')).toBeNull();
  });

  it('shows an auditor the audit log, not the settings, and lists their reading rights', () => {
    const auditor = 'auditor' as string as Parameters<typeof navFor>[0];
    expect(navFor(auditor).map((item) => item.key)).toEqual([
      'dashboard',
      'transactions',
      'cardPayments',
      'users',
      'audit',
    ]);
    expect(restrictedAreaAt('/admin/settings', auditor)).toBe('settings');
    expect(restrictedAreaAt('/admin/audit', auditor)).toBeNull();
    expect(capabilitiesOf(auditor)).toEqual([
      'dashboard',
      'transactionsRead',
      'cardPaymentsRead',
      'usersView',
      'audit',
    ]);
  });

  it('lists what each role may do', () => {
    expect(capabilitiesOf('admin')).toEqual([
      'dashboard',
      'transactions',
      'cardPayments',
      'usersView',
      'usersOwn',
    ]);
    expect(capabilitiesOf('super_admin')).toEqual([
      'dashboard',
      'transactions',
      'cardPayments',
      'usersView',
      'usersManage',
      'settings',
      'audit',
    ]);
  });
});
