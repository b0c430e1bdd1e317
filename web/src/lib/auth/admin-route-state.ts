/**
 * What the admin gate tells the screen it sends a visitor to, in the router's location state:
 * the page first asked for (to return to after signing in), why the session ended, or which
 * restricted area a role was turned away from.
 */
export type RestrictedArea = 'settings' | 'audit';

export interface AdminRouteState {
  /** The admin page first asked for, path and query. */
  from?: string;
  /** The session ended by itself (expiry, or a token the server no longer accepts). */
  expired?: boolean;
  /** The admin signed out on purpose. */
  signedOut?: boolean;
  /** The page the admin's role may not open; they were sent to the dashboard instead. */
  restricted?: RestrictedArea;
}

const restrictedAreas: readonly string[] = ['settings', 'audit'] satisfies RestrictedArea[];

/**
 * Only an admin page may be returned to: never the sign-in itself, never another site
 * (`//evil.example` or `/admin/../x` are refused).
 */
export const safeReturnPath = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  if (!/^\/admin\/[A-Za-z0-9-]/.test(value)) return undefined;
  if (value.includes('..') || value.includes('\\') || value.includes('//')) return undefined;
  return value;
};

/** Reads the gate's state from `useLocation().state`, whatever another page left there. */
export const readAdminRouteState = (state: unknown): AdminRouteState => {
  if (typeof state !== 'object' || state === null) return {};
  const given = state as Record<string, unknown>;
  const from = safeReturnPath(given.from);
  const restricted = given.restricted;
  return {
    ...(from !== undefined && { from }),
    ...(given.expired === true && { expired: true }),
    ...(given.signedOut === true && { signedOut: true }),
    ...(typeof restricted === 'string' &&
      restrictedAreas.includes(restricted) && { restricted: restricted as RestrictedArea }),
  };
};
