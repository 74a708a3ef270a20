import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { matchRoutes, type RouteObject, useLocation } from 'react-router';
import { ErrorNotice } from './components/error-notice.tsx';
import { LoadingScreen } from './components/loading-screen.tsx';
import { errorPageText } from './i18n/error-pages.ts';

/** A route of the table: a path (none for a layout), and an element of the main bundle or a module to load. */
export type PageRoute = {
  path?: string;
  element?: ReactNode;
  /** The screen's module, fetched when the screen is first shown, so its code stays out of the main bundle. */
  load?: () => Promise<ComponentType>;
  children?: PageRoute[];
};

/** The address this page was loaded at: the server sent the admin app for it. */
const loadedAt = `${window.location.pathname}${window.location.search}`;

/**
 * The admin app's route table: the admin and system-admin screens of spec section 2 (ADMIN_PAGES of the contracts,
 * the pages the server answers with admin.html). The public pages (PUBLIC_PAGES: the reporters' pages, popups, the
 * session-timeout page) and the 404 page are drawn by the server; an address of theirs reached from inside the app
 * is loaded as a page (`ServerPage`). Every screen, and both layouts, are lazy, so a page loads only the code of
 * the screen it shows.
 */
export const routes: PageRoute[] = [
  // Admin login, the one-time set-password link and the first admin's link: a plain frame, outside the signed-in
  // layout (which sends visitors without a token away).
  {
    load: async () => (await import('./features/admin-shell/admin-plain-layout.tsx')).AdminPlainLayout,
    children: [
      {
        path: '/adminlogin',
        load: async () => (await import('./features/admin/admin-login/admin-login-page.tsx')).AdminLoginPage,
      },
      // A new admin's one-time link: public (the link's token is the credential), so outside the guarded layout.
      {
        path: '/adminsetpassword',
        load: async () =>
          (await import('./features/sysadmin/set-password/set-password-page.tsx')).SetPasswordPage,
      },
      // The first system admin's one-time link, printed by the server while no admin exists.
      {
        path: '/adminsetup',
        load: async () =>
          (await import('./features/sysadmin/first-admin/first-admin-page.tsx')).FirstAdminPage,
      },
    ],
  },
  {
    load: async () => (await import('./features/admin-shell/admin-layout.tsx')).AdminLayout,
    children: [
      {
        path: '/admininquiry',
        load: async () => (await import('./features/admin/login-log/login-log-page.tsx')).LoginLogPage,
      },
      {
        path: '/admininquirypage',
        load: async () =>
          (await import('./features/admin/report-detail/report-detail-page.tsx')).ReportDetailPage,
      },
      {
        path: '/adminreport',
        load: async () => (await import('./features/admin/report-list/report-list-page.tsx')).ReportListPage,
      },
      {
        path: '/adminstats',
        load: async () => (await import('./features/admin/stats/stats-page.tsx')).StatsPage,
      },
      {
        path: '/adminoversight',
        load: async () => (await import('./features/admin/oversight/oversight-page.tsx')).OversightPage,
      },
      {
        path: '/admingroup',
        load: async () => (await import('./features/sysadmin/groups/groups-page.tsx')).GroupsPage,
      },
      {
        path: '/adminmanager',
        load: async () =>
          (await import('./features/sysadmin/admin-accounts/admin-accounts-page.tsx')).AdminAccountsPage,
      },
      {
        path: '/adminmenu',
        load: async () => (await import('./features/sysadmin/menus/menus-page.tsx')).MenusPage,
      },
      {
        path: '/admingroupauth',
        load: async () =>
          (await import('./features/sysadmin/group-permissions/group-permissions-page.tsx'))
            .GroupPermissionsPage,
      },
      {
        path: '/admincompanyauth',
        load: async () =>
          (await import('./features/sysadmin/company-maps/company-maps-page.tsx')).CompanyMapsPage,
      },
      {
        path: '/adminsettings',
        load: async () => (await import('./features/sysadmin/settings/settings-page.tsx')).SettingsPage,
      },
      {
        path: '/adminoutbox',
        load: async () => (await import('./features/sysadmin/outbox/outbox-page.tsx')).OutboxPage,
      },
      {
        path: '/adminaudit',
        load: async () => (await import('./features/sysadmin/audit/audit-page.tsx')).AuditPage,
      },
    ],
  },
  { path: '*', element: <ServerPage /> },
];

/**
 * Any other address (a public page, or none): the server's to draw, so it is loaded as a page. Unless the server
 * sent the admin app for this very address (e.g. a mistyped admin path): loading it again would never end, so the
 * page says there is no such page instead.
 */
function ServerPage() {
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}` === loadedAt;
  useEffect(() => {
    if (!here) window.location.replace(`${pathname}${search}${hash}`);
  }, [here, pathname, search, hash]);
  if (!here) return null;
  const text = errorPageText.notFound;
  return (
    <main className="container page">
      <ErrorNotice title={text.title} body={text.body} reloadDocument />
    </main>
  );
}

/**
 * The table as React Router's routes (its declarative mode: `useRoutes`, a third of the data router's weight,
 * docs/decisions/0004): a module to load becomes a lazy component that says it is loading meanwhile.
 */
export function toRouteObjects(table: PageRoute[]): RouteObject[] {
  return table.map(({ path, element, load, children }) => {
    const screen = load && lazyScreen(load);
    return {
      path,
      element: screen ? screen.element : element,
      handle: screen && { preload: screen.preload },
      children: children && toRouteObjects(children),
    };
  });
}

/**
 * Fetches the modules of the screens an address shows, so that the first render draws the whole page at once:
 * a screen drawn only after a first paint of the loading notice is a second long task on a slow phone, and the
 * page's modules are preloaded by its HTML anyway. A module that fails here fails again when drawn, and the error
 * screen says so.
 */
export async function preloadScreens(table: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(table, pathname) ?? [];
  await Promise.all(
    matches.map((m) => (m.route.handle as { preload?: () => Promise<unknown> } | undefined)?.preload?.()),
  ).catch(() => undefined);
}

type LazyScreen = {
  preload: () => Promise<ComponentType>;
  /** Set once the module has arrived. */
  loaded?: ComponentType;
  /** Suspends until the module has arrived, for a screen first drawn before that. */
  Lazy: ComponentType;
};

let screenCount = 0;

function lazyScreen(load: () => Promise<ComponentType>) {
  let pending: Promise<ComponentType> | undefined;
  const screen: LazyScreen = {
    preload: () => {
      pending ??= load().then((component) => {
        screen.loaded = component;
        return component;
      });
      return pending;
    },
    Lazy: lazy(async () => ({ default: await screen.preload() })),
  };
  // Keyed by screen: every lazy route's element has the same shape, and without a key moving from one to another
  // would keep the first screen's component (a redirect from one lazy screen to another showed nothing).
  const element: ReactNode = (
    <Suspense key={++screenCount} fallback={<LoadingScreen />}>
      <ScreenOf screen={screen} />
    </Suspense>
  );
  return { element, preload: screen.preload };
}

/**
 * A module already fetched is drawn at once. The choice is kept for the life of the screen, so that the module
 * arriving later never swaps one component for another (and loses what was typed).
 */
function ScreenOf({ screen }: { screen: LazyScreen }) {
  const [Component] = useState(() => screen.loaded ?? screen.Lazy);
  return <Component />;
}
