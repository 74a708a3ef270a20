import type { RouteObject } from 'react-router';
import { LoadingScreen } from './components/loading-screen.tsx';
import { RouteError } from './components/route-error.tsx';
import { SiteLayout } from './components/site-layout.tsx';
import { AuditPopup2Page, AuditPopupPage } from './features/site/audit-popup/audit-popup-page.tsx';
import { HomePage } from './features/site/home/home-page.tsx';
import { NotFoundPage } from './features/site/not-found/not-found-page.tsx';
import { SessionTimeoutPage } from './features/site/session-timeout/session-timeout-page.tsx';

/**
 * The route table of spec section 2 (paths as in WEB_ROUTES of the contracts). The home page, layout, popups and
 * small notices are in the main bundle; the reporter's forms and look-up screens are `lazy` routes (a phone on a
 * slow link loads the home page first), and every admin and system-admin screen, and their layout, is lazy so
 * that code is only downloaded by someone who opens an admin page.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Shown while the first page's lazy module loads on a fresh visit (a phone on a slow link sees that something
    // is coming, and the router has an element to render).
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          { path: '/', element: <HomePage /> },
          {
            path: '/reportguide',
            lazy: async () => ({
              Component: (await import('./features/site/report-guide/report-guide-page.tsx')).ReportGuidePage,
            }),
          },
          {
            path: '/reporting',
            lazy: async () => ({
              Component: (await import('./features/reporter/reporting/reporting-page.tsx')).ReportingPage,
            }),
          },
          {
            path: '/reportsecond',
            lazy: async () => ({
              Component: (await import('./features/reporter/report-form/report-form-page.tsx'))
                .ReportRealNamePage,
            }),
          },
          {
            path: '/reportsecond02',
            lazy: async () => ({
              Component: (await import('./features/reporter/report-form/report-form-page.tsx'))
                .ReportAnonymousPage,
            }),
          },
          {
            path: '/reportcomplete',
            lazy: async () => ({
              Component: (await import('./features/reporter/report-complete/report-complete-page.tsx'))
                .ReportCompletePage,
            }),
          },
          {
            path: '/reportinquiry',
            lazy: async () => ({
              Component: (await import('./features/reporter/report-lookup/report-lookup-page.tsx'))
                .ReportLookupPage,
            }),
          },
          {
            path: '/inquirypage',
            lazy: async () => ({
              Component: (await import('./features/reporter/my-report/my-report-page.tsx')).MyReportPage,
            }),
          },
          { path: '/sessiontimeout', element: <SessionTimeoutPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      // Notice windows: no site header or footer.
      { path: '/auditpopup', element: <AuditPopupPage /> },
      { path: '/auditpopup2', element: <AuditPopup2Page /> },
      // Admin login and the one-time set-password link: a plain frame, outside the signed-in layout (which sends
      // visitors without a token away).
      {
        lazy: async () => ({
          Component: (await import('./features/admin-shell/admin-plain-layout.tsx')).AdminPlainLayout,
        }),
        hydrateFallbackElement: <LoadingScreen />,
        children: [
          {
            path: '/adminlogin',
            lazy: async () => ({
              Component: (await import('./features/admin/admin-login/admin-login-page.tsx')).AdminLoginPage,
            }),
          },
          // A new admin's one-time link: public (the link's token is the credential), so outside the guarded layout.
          {
            path: '/adminsetpassword',
            lazy: async () => ({
              Component: (await import('./features/sysadmin/set-password/set-password-page.tsx'))
                .SetPasswordPage,
            }),
          },
          // The first system admin's one-time link, printed by the server while no admin exists.
          {
            path: '/adminsetup',
            lazy: async () => ({
              Component: (await import('./features/sysadmin/first-admin/first-admin-page.tsx'))
                .FirstAdminPage,
            }),
          },
        ],
      },
      {
        lazy: async () => ({
          Component: (await import('./features/admin-shell/admin-layout.tsx')).AdminLayout,
        }),
        hydrateFallbackElement: <LoadingScreen />,
        children: [
          {
            path: '/admininquiry',
            lazy: async () => ({
              Component: (await import('./features/admin/login-log/login-log-page.tsx')).LoginLogPage,
            }),
          },
          {
            path: '/admininquirypage',
            lazy: async () => ({
              Component: (await import('./features/admin/report-detail/report-detail-page.tsx'))
                .ReportDetailPage,
            }),
          },
          {
            path: '/adminreport',
            lazy: async () => ({
              Component: (await import('./features/admin/report-list/report-list-page.tsx')).ReportListPage,
            }),
          },
          {
            path: '/admingroup',
            lazy: async () => ({
              Component: (await import('./features/sysadmin/groups/groups-page.tsx')).GroupsPage,
            }),
          },
          {
            path: '/adminmanager',
            lazy: async () => ({
              Component: (await import('./features/sysadmin/admin-accounts/admin-accounts-page.tsx'))
                .AdminAccountsPage,
            }),
          },
          {
            path: '/adminmenu',
            lazy: async () => ({
              Component: (await import('./features/sysadmin/menus/menus-page.tsx')).MenusPage,
            }),
          },
          {
            path: '/admingroupauth',
            lazy: async () => ({
              Component: (await import('./features/sysadmin/group-permissions/group-permissions-page.tsx'))
                .GroupPermissionsPage,
            }),
          },
          {
            path: '/admincompanyauth',
            lazy: async () => ({
              Component: (await import('./features/sysadmin/company-maps/company-maps-page.tsx'))
                .CompanyMapsPage,
            }),
          },
          {
            path: '/adminaudit',
            lazy: async () => ({
              Component: (await import('./features/sysadmin/audit/audit-page.tsx')).AuditPage,
            }),
          },
        ],
      },
    ],
  },
];
