import { ADMIN_MESSAGES } from '@audit/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { alertApiError } from '../../api/alert-api-error.ts';
import { ApiError, SESSION_EXPIRED_PAGES } from '../../api/client.ts';
import { clearToken } from '../../api/tokens.ts';
import { useRequiredToken } from '../../api/use-required-token.ts';
import { LoadError } from '../../components/load-error.tsx';
import { askConfirm } from '../../components/page-dialogs.tsx';
import { adminText } from '../../i18n/admin.ts';
import {
  ADMIN_QUERY_ROOT,
  isForbiddenMenu,
  menuOfPath,
  sideMenu,
  signOut,
  useAdminMe,
} from './admin-session.ts';
import { IdleWarning } from './idle-warning.tsx';
import '../../components/admin-ui.css';
import '../../components/form/fields.css';
import './admin-layout.css';

const MAIN_ID = 'admin-main';

/**
 * Frame of the signed-in admin and system-admin screens. Loaded lazily, so reporters never download admin
 * code. Without a token the admin is told and sent to the session-timeout page; with one, the header names the
 * admin, the side menu lists the group's menus, and the idle timer warns before the automatic logout.
 */
export function AdminLayout() {
  const hasToken = useRequiredToken('admin', ADMIN_MESSAGES.sessionMissing);
  return hasToken ? <SignedInLayout /> : null;
}

function SignedInLayout() {
  const text = adminText.layout;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const me = useAdminMe();
  const [menuOpen, setMenuOpen] = useState(false);
  const sidebarId = useId();
  const mainRef = useRef<HTMLElement>(null);
  const handled = useRef<unknown>(null);
  // Set when the session ended here: the screen is cleared at once, while the session-expired page loads.
  const [ended, setEnded] = useState(false);

  // An unknown token (e.g. the server's data was reset) answers 401: say so and leave, as for a missing one.
  useEffect(() => {
    const error = me.error;
    if (!error || handled.current === error) return;
    handled.current = error;
    const said = alertApiError(error);
    if (error instanceof ApiError && error.status === 401) {
      clearToken('admin');
      void said.then(() => window.location.replace(SESSION_EXPIRED_PAGES.admin));
    }
  }, [me.error]);

  // A new screen: close the phone menu and move focus to the content, as a page load would. A layout effect, so it
  // is done before the screen can be touched (a plain effect may run a frame later, and close the menu an
  // admin had already opened on the new screen).
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what triggers the reset.
  useLayoutEffect(() => {
    setMenuOpen(false);
    if (first.current) {
      first.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  // Leave first, then forget the admin data: removing it while this layout is still shown would refetch it.
  const leave = async (to: string) => {
    await navigate(to, { replace: true });
    queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] });
  };

  const logout = async () => {
    if (!(await askConfirm(text.confirmLogout))) return;
    await signOut();
    await leave('/adminlogin');
  };

  // The session-timeout page is the server's: a page load, once the server has been told (best effort).
  const expire = async () => {
    setEnded(true);
    await signOut();
    window.location.replace(SESSION_EXPIRED_PAGES.admin);
  };

  if (ended) return null;
  const current = menuOfPath(pathname);
  return (
    <div className="admin-layout">
      <a
        className="admin-skip-link"
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {text.skipToContent}
      </a>
      <header className="admin-header">
        <div className="admin-header-bar">
          <button
            type="button"
            className="admin-menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={sidebarId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true" className="admin-menu-icon" />
            <span className="visually-hidden">{menuOpen ? text.menuClose : text.menuOpen}</span>
          </button>
          <Link
            to={me.data?.menus[0]?.url ?? '/adminreport'}
            className="admin-brand"
            aria-label={adminText.homeLinkLabel}
          >
            {adminText.areaName}
          </Link>
          <div className="admin-user">
            {me.data && (
              <p className="admin-user-name">
                <span className="visually-hidden">{text.signedInLabel}: </span>
                {text.signedInAs(me.data.name, me.data.groupName)}
              </p>
            )}
            <button type="button" className="admin-logout" onClick={() => void logout()}>
              {text.logout}
            </button>
          </div>
        </div>
      </header>
      <div className="admin-body">
        <nav
          id={sidebarId}
          className={`admin-sidebar${menuOpen ? ' is-open' : ''}`}
          aria-label={text.sideMenu}
        >
          <ul className="admin-menu">
            {sideMenu(me.data?.menus ?? []).map((menu) => (
              <li key={menu.url}>
                <Link
                  to={menu.url}
                  className="admin-menu-link"
                  aria-current={menu.url === current ? 'page' : undefined}
                >
                  {menu.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className="admin-main">
          {me.isPending ? (
            <p className="admin-page" role="status">
              {text.loadingUser}
            </p>
          ) : me.isError ? (
            <LoadError
              error={me.error}
              fallback={adminText.errors.generic}
              onRetry={() => void me.refetch()}
              className="admin-page"
            />
          ) : isForbiddenMenu(pathname, me.data.menus) ? (
            <div className="admin-page">
              <p role="alert">{text.noPermission}</p>
            </div>
          ) : (
            <Outlet />
          )}
        </main>
      </div>
      {me.data && <IdleWarning timeoutSeconds={me.data.idleTimeoutSeconds} onExpire={() => void expire()} />}
    </div>
  );
}
