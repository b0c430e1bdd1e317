import type { AdminUser } from '@/lib/auth/admin-session';
import type { RestrictedArea } from '@/lib/auth/admin-route-state';
import { permissions } from '@/lib/auth/permissions';

type Role = AdminUser['role'];

export type NavKey = 'dashboard' | 'transactions' | 'cardPayments' | 'users' | 'settings' | 'audit';

export interface NavItem {
  key: NavKey;
  path: string;
  /** The roles that see the entry; the server refuses the others anyway. */
  allowed: (role: Role) => boolean;
  /** Set for a page a role may be turned away from. */
  area?: RestrictedArea;
}

const everyone = () => true;

/** The sidebar: Settings only for super admins, Audit for those who may read it. */
export const adminNav: readonly NavItem[] = [
  { key: 'dashboard', path: '/admin/dashboard', allowed: everyone },
  { key: 'transactions', path: '/admin/transactions', allowed: everyone },
  { key: 'cardPayments', path: '/admin/card-payments', allowed: everyone },
  { key: 'users', path: '/admin/users', allowed: everyone },
  {
    key: 'settings',
    path: '/admin/settings',
    allowed: permissions.manageSettings,
    area: 'settings',
  },
  { key: 'audit', path: '/admin/audit', allowed: permissions.viewAudit, area: 'audit' },
];

export const navFor = (role: Role): NavItem[] => adminNav.filter((item) => item.allowed(role));

/** The restricted area a role may not open at this path, or null when it may. */
export const restrictedAreaAt = (pathname: string, role: Role): RestrictedArea | null => {
  const path = pathname.replace(/\/+$/, '');
  const item = adminNav.find((entry) => entry.area && entry.path === path);
  return item?.area && !item.allowed(role) ? item.area : null;
};

export type Capability =
  | 'dashboard'
  | 'transactions'
  | 'transactionsRead'
  | 'cardPayments'
  | 'cardPaymentsRead'
  | 'usersView'
  | 'usersOwn'
  | 'usersManage'
  | 'settings'
  | 'audit';

/** What a role may do, as the sidebar's permissions list says it. */
export const capabilitiesOf = (role: Role): Capability[] => [
  'dashboard',
  permissions.readOnly(role) ? 'transactionsRead' : 'transactions',
  permissions.readOnly(role) ? 'cardPaymentsRead' : 'cardPayments',
  'usersView',
  ...(permissions.addUsers(role)
    ? (['usersManage'] as const)
    : permissions.readOnly(role)
      ? []
      : (['usersOwn'] as const)),
  ...(permissions.manageSettings(role) ? (['settings'] as const) : []),
  ...(permissions.viewAudit(role) ? (['audit'] as const) : []),
];
