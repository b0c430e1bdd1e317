// Being built: the admin panel's gate and frame.
import { Outlet } from 'react-router-dom';

const AdminRoot = () => (
  <main>
    <Outlet />
  </main>
);
export default AdminRoot;
