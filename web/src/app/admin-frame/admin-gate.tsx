import { Suspense, useCallback, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingState } from '@/components/ui/loading-state';
import { ForcedPasswordChange } from '@/features/account/components/forced-password-change';
import { ForcedTwoFactor } from '@/features/admin-auth/components/forced-two-factor';
import { useAdminSession } from '@/lib/auth/admin-session';
import { readAdminRouteState, type AdminRouteState } from '@/lib/auth/admin-route-state';
import { restrictedAreaAt } from './admin-nav';
import { AdminFrame } from './admin-frame';
import { AuthShell } from './auth-shell';
import { CheckingScreen } from './checking-screen';

const isSignInPath = (pathname: string) => pathname === '/admin' || pathname === '/admin/';
const home = '/admin/dashboard';

/**
 * Who sees what under /admin:
 * - while the stored token is checked: "Checking authentication...";
 * - signed out: the sign-in at /admin; any other admin page sends there, remembering it;
 * - signed in at /admin: on to the page first asked for, else the dashboard;
 * - signed in with a one-time password (set by someone else): its change, before anything else;
 * - signed in without two-factor: Access Denied, and the forced setup;
 * - a page the role may not open: the dashboard, with the Access Restricted notice;
 * - otherwise the page in the admin frame.
 */
export const AdminGate = () => {
  const { state, signOut, reload } = useAdminSession();
  const location = useLocation();
  const atSignIn = isSignInPath(location.pathname);
  // Whether this tab had a session (its end is then an expiry) or is signing out on purpose.
  const hadSession = useRef(false);
  const leaving = useRef(false);

  useEffect(() => {
    if (state.status === 'signed-in') hadSession.current = true;
    if (state.status === 'signed-out' && atSignIn) {
      hadSession.current = false;
      leaving.current = false;
    }
  }, [state.status, atSignIn]);

  const signOutOnPurpose = useCallback(async () => {
    leaving.current = true;
    await signOut();
  }, [signOut]);

  if (state.status === 'checking') {
    return (
      <AuthShell>
        <CheckingScreen onRetry={() => void reload()} />
      </AuthShell>
    );
  }

  if (state.status === 'signed-out') {
    if (!atSignIn) {
      const sent: AdminRouteState = leaving.current
        ? { signedOut: true }
        : {
            from: `${location.pathname}${location.search}`,
            ...(hadSession.current && { expired: true }),
          };
      return <Navigate to="/admin" replace state={sent} />;
    }
    return (
      <AuthShell>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </AuthShell>
    );
  }

  const { user, expiresAt } = state;
  if (atSignIn) {
    return <Navigate to={readAdminRouteState(location.state).from ?? home} replace />;
  }
  if (user.password_change_required) {
    return (
      <AuthShell>
        <ForcedPasswordChange user={user} onChanged={reload} onSignOut={signOutOnPurpose} />
      </AuthShell>
    );
  }
  if (!user.twofa_enabled) {
    return (
      <AuthShell>
        <ForcedTwoFactor user={user} onSignOut={signOutOnPurpose} />
      </AuthShell>
    );
  }
  const restricted = restrictedAreaAt(location.pathname, user.role);
  if (restricted) {
    return <Navigate to={home} replace state={{ restricted } satisfies AdminRouteState} />;
  }
  return (
    <AdminFrame user={user} expiresAt={expiresAt} onSignOut={signOutOnPurpose}>
      <Outlet />
    </AdminFrame>
  );
};
