// The admin panel's root: the session for every admin screen. The gate states and the frame
// (sidebar, countdown, drawer) are being built on it.
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingState } from '@/components/ui/loading-state';
import { AdminSessionProvider, useAdminSession } from '@/lib/auth/admin-session';

const Gate = () => {
  const { state } = useAdminSession();
  const { pathname } = useLocation();
  const atLogin = pathname === '/admin' || pathname === '/admin/';
  if (state.status === 'checking') return <LoadingState />;
  if (state.status === 'signed-out' && !atLogin) return <Navigate to="/admin" replace />;
  return (
    <main id="main" className="container">
      <Suspense fallback={<LoadingState />}>
        <Outlet />
      </Suspense>
    </main>
  );
};

const AdminRoot = () => (
  <AdminSessionProvider>
    <Gate />
  </AdminSessionProvider>
);
export default AdminRoot;
