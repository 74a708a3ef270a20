import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { LoadingScreen } from './components/loading-screen.tsx';
import { SiteLayout } from './components/site-layout.tsx';
import { AuditPopup2Page, AuditPopupPage } from './features/site/audit-popup/audit-popup-page.tsx';
import { NotFoundPage } from './features/site/not-found/not-found-page.tsx';

/** A route of the table: a path (none for a layout), and an element of the main bundle or a module to load. */
export type PageRoute = {
  path?: string;
  element?: ReactNode;
  /** The screen's module, fetched when the screen is first shown, so its code stays out of the main bundle. */
  load?: () => Promise<ComponentType>;
  children?: PageRoute[];
};

/**
 * The route table of spec section 2 (paths as in WEB_ROUTES of the contracts). The layout, popups and small notices
 * are in the main bundle; every screen of the reporter's pages is a `lazy` route (the home page too: its hero,
 * trust signals and steps would otherwise weigh on every page's first render, and its HTML preloads it), and every
 * admin and system-admin screen, and their layout, is lazy so that code is only downloaded by someone who opens an
 * admin page.
 */
export const routes: PageRoute[] = [
  {
    element: <SiteLayout />,
    children: [
      { path: '/', load: async () => (await import('./features/site/home/home-page.tsx')).HomePage },
      {
        path: '/reportguide',
        load: async () =>
          (await import('./features/site/report-guide/report-guide-page.tsx')).ReportGuidePage,
      },
      {
        path: '/reporting',
        load: async () => (await import('./features/reporter/reporting/reporting-page.tsx')).ReportingPage,
      },
      {
        path: '/reportsecond',
        load: async () =>
          (await import('./features/reporter/report-form/report-form-page.tsx')).ReportRealNamePage,
      },
      {
        path: '/reportsecond02',
        load: async () =>
          (await import('./features/reporter/report-form/report-form-page.tsx')).ReportAnonymousPage,
      },
      {
        path: '/reportcomplete',
        load: async () =>
          (await import('./features/reporter/report-complete/report-complete-page.tsx')).ReportCompletePage,
      },
      {
        path: '/reportinquiry',
        load: async () =>
          (await import('./features/reporter/report-lookup/report-lookup-page.tsx')).ReportLookupPage,
      },
      {
        path: '/inquirypage',
        load: async () => (await import('./features/reporter/my-report/my-report-page.tsx')).MyReportPage,
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // Notice windows: no site header or footer.
  { path: '/auditpopup', element: <AuditPopupPage /> },
  { path: '/auditpopup2', element: <AuditPopup2Page /> },
  // Admin login, the one-time set-password link and the page of an ended admin session: a plain frame, outside the
  // signed-in layout (which sends visitors without a token away).
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
      // Only admins are sent here (spec section 8: a reporter's ended session goes back to /reportinquiry).
      {
        path: '/sessiontimeout',
        load: async () => (await import('./features/admin-shell/admin-plain-layout.tsx')).SessionTimeoutPage,
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
];

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
