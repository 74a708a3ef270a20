import { Outlet } from 'react-router';
import '../../components/admin-ui.css';
import './admin-layout.css';

/** Frame of the admin screens used before signing in (login): no menu, no session check. */
export function AdminPlainLayout() {
  return (
    <main className="admin-plain">
      <Outlet />
    </main>
  );
}
