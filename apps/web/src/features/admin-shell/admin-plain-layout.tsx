import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { commonText, pageTitle } from '../../i18n/common.ts';
import '../../components/admin-ui.css';
import '../../components/form/fields.css';
import './admin-plain-layout.css';
import { DocumentTitle } from '../../components/document-title.tsx';

/** Frame of the admin screens used before signing in (login, set-password link): no menu, no session check. */
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
