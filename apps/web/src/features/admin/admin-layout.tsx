import { Link, Outlet } from 'react-router';
import { adminText } from '../../i18n/admin.ts';
import './admin-layout.css';

/**
 * Frame of the admin and system-admin screens. Loaded lazily, so reporters never download admin code. The
 * side menu and logout come with the admin work; for now the frame only names the area.
 */
export function AdminLayout() {
  return (
    <div className="admin-layout">
      <header className="admin-header">
        <Link to="/adminlogin" className="admin-brand" aria-label={adminText.homeLinkLabel}>
          {adminText.areaName}
        </Link>
      </header>
      <main className="admin-main">
        <Outlet />
      </main>
    </div>
  );
}
