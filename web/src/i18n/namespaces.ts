/**
 * Translation namespaces, one per screen or area, each a file per language under
 * locales/{language}/{namespace}.json. Only the namespaces a screen uses are loaded, so the
 * public pages never download the admin texts.
 */
export const namespaces = [
  'common',
  'errors',
  'home',
  'pricing',
  'payment',
  'tracking',
  'admin',
  'auth',
  'dashboard',
  'transactions',
  'cardPayments',
  'users',
  'settings',
  'audit',
] as const;

export type Namespace = (typeof namespaces)[number];

/** Loaded before the first screen renders: the frame and the error messages. */
export const initialNamespaces = ['common', 'errors'] as const satisfies readonly Namespace[];
