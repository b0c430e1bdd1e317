import { AdminSessionProvider } from '@/lib/auth/admin-session';
import { AdminGate } from './admin-gate';

/** The admin panel's root: the session around every admin screen, and the gate. */
const AdminRoot = () => (
  <AdminSessionProvider>
    <AdminGate />
  </AdminSessionProvider>
);
export default AdminRoot;
