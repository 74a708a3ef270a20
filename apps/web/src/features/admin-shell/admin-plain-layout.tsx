import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { adminText } from '../../i18n/admin.ts';
import { commonText, pageTitle } from '../../i18n/common.ts';
import { errorPageText } from '../../i18n/error-pages.ts';
import '../../components/admin-ui.css';
import '../../components/form/fields.css';
import './admin-plain-layout.css';
import { DocumentTitle } from '../../components/document-title.tsx';

/**
 * Frame of the admin screens used before signing in (login, set-password link) and after a session ended: no menu,
 * no session check.
 */
export function AdminPlainLayout() {
  return (
    <main className="admin-plain">
      <Outlet />
    </main>
  );
}

/** The card such a screen is: the site's name, the screen's title, then its content. */
export function AdminCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="admin-card">
      <DocumentTitle title={pageTitle(title)} />
      <p className="admin-card-site">{commonText.siteName}</p>
      <h1 className="admin-card-title">{title}</h1>
      {children}
    </div>
  );
}

/**
 * /sessiontimeout (spec sections 2 and 8): where an admin lands when the session ended (idle logout, a 410, an
 * admin page opened without one). Only admins are sent here (a reporter goes back to /reportinquiry), so the
 * spec's words are drawn in this frame, with the way back to the admin login. In this module rather than its own,
 * so the route costs the reporters' bundle no further chunk name.
 */
export function SessionTimeoutPage() {
  const text = errorPageText.sessionTimeout;
  return (
    <AdminCard title={text.title}>
      <p role="alert" className="admin-card-lead">
        {text.body}
      </p>
      <Link to="/adminlogin" className="button admin-card-submit">
        {adminText.sessionEnded.login}
      </Link>
    </AdminCard>
  );
}
