import { ADMIN_PAGES, FOOTER_PAGES } from '@audit/contracts';

/**
 * What each caller gets from each route: the expected HTTP status, in this order of callers:
 *
 *   anonymous | reporter A | reporter B | admin X | admin Y | menu-only | system admin
 *
 * - reporter A signed in to report A (company A, real name, one attachment); reporter B to report B (company B,
 *   anonymous, no attachment);
 * - admin X: a group holding the report menu, mapped to company A; admin Y: the same for company B;
 * - menu-only: a group holding only the menu screen (/adminmenu), mapped to no company;
 * - system admin: the seeded system-admin group (every built-in menu, no company).
 *
 * Routes naming a report, comment, note or attachment (a comment's file: admin X's reply's) name report A's. 401: no session of the route's audience;
 * 403: the group lacks the route's menu; 404: outside the caller's scope (answered like a missing report).
 * Adding a route means adding its row here: the test fails for a route without one, and for a row without a route.
 */
/** The callers, in the order of each row's statuses. */
export const CALLERS = [
  'anonymous',
  'reporter A',
  'reporter B',
  'admin X',
  'admin Y',
  'menu-only',
  'system admin',
] as const;
export type Caller = (typeof CALLERS)[number];

export const EXPECTED: Record<string, string> = {
  // Health, API description and reference lists: anyone.
  'GET /healthz': '200 200 200 200 200 200 200',
  'GET /readyz': '200 200 200 200 200 200 200',
  'GET /api/docs': '200 200 200 200 200 200 200',
  'GET /api/docs/json': '200 200 200 200 200 200 200',
  'GET /api/docs/yaml': '200 200 200 200 200 200 200',
  // The UI's index redirects to /api/docs.
  'GET /api/docs/static/index.html': '302 302 302 302 302 302 302',
  'GET /api/docs/static/swagger-initializer.js': '200 200 200 200 200 200 200',
  'GET /api/commons/company-types': '200 200 200 200 200 200 200',
  'GET /api/commons/report-types': '200 200 200 200 200 200 200',
  'GET /api/commons/post-statuses': '200 200 200 200 200 200 200',
  'GET /api/commons/post-types': '200 200 200 200 200 200 200',
  'GET /api/commons/statuses': '200 200 200 200 200 200 200',
  'GET /api/commons/popup': '200 200 200 200 200 200 200',

  // Public steps whose credential is in the request itself (the right one here, or an unknown one).
  'POST /api/informant/posts': '200 200 200 200 200 200 200',
  'POST /api/informant/signin': '200 200 200 200 200 200 200',
  'POST /api/admin/signin': '200 200 200 200 200 200 200',
  'POST /api/admin/signin/second-factor': '401 401 401 401 401 401 401',
  'POST /api/admin/signin/enrollment': '401 401 401 401 401 401 401',
  'POST /api/admin/signin/enrollment/confirm': '401 401 401 401 401 401 401',
  // An unknown set-password link answers like a spent one (410), whoever asks.
  'GET /api/admin/password-setup': '410 410 410 410 410 410 410',
  'POST /api/admin/password-setup': '410 410 410 410 410 410 410',
  // The first-admin link: an unknown token, and admins exist anyway.
  'GET /api/admin/first-admin': '410 410 410 410 410 410 410',
  'POST /api/admin/first-admin': '410 410 410 410 410 410 410',

  // The reporter's own report, and nothing else.
  'GET /api/informant/posts/mypost': '401 200 200 401 401 401 401',
  'GET /api/informant/attachfile': '401 200 404 401 401 401 401',
  'POST /api/informant/posts/:postId/comment': '401 200 404 401 401 401 401',
  'GET /api/informant/commentfile/:id': '401 200 404 401 401 401 401',
  'POST /api/informant/signout': '401 200 200 401 401 401 401',

  // Any signed-in admin.
  'GET /api/admin/me': '401 401 401 200 200 200 200',
  'GET /api/admin/GroupMenus': '401 401 401 200 200 200 200',
  'POST /api/admin/session/extend': '401 401 401 200 200 200 200',
  'POST /api/admin/signout': '401 401 401 200 200 200 200',

  // Report area (REPORTS), scoped to the companies of the admin's group.
  'GET /api/admin/posts': '401 401 401 200 200 403 200',
  'GET /api/admin/posts.xls': '401 401 401 200 200 403 200',
  'GET /api/admin/posts/:id': '401 401 401 200 404 403 404',
  'PATCH /api/admin/posts/:id': '401 401 401 200 404 403 404',
  'GET /api/admin/attachfile/:id': '401 401 401 200 404 403 404',
  'GET /api/admin/attachfile/:id/original': '401 401 401 200 404 403 404',
  'GET /api/admin/commentfile/:id': '401 401 401 200 404 403 404',
  'GET /api/admin/commentfile/:id/original': '401 401 401 200 404 403 404',
  'POST /api/admin/posts/:postId/comment': '401 401 401 200 404 403 404',
  'PATCH /api/admin/posts/:commentId/comment': '401 401 401 200 404 403 404',
  'GET /api/admin/posts/:postId/notes': '401 401 401 200 404 403 404',
  'POST /api/admin/posts/:postId/notes': '401 401 401 200 404 403 404',
  'PATCH /api/admin/notes/:noteId': '401 401 401 200 404 403 404',
  // Handlers: any admin of the scope. Exclusion requests: of the scope, and a handler (admin X is none: 403 in
  // Korean); an admin excluded from a report gets 404 on all of these (exclusion-leaks-nothing).
  'GET /api/admin/posts/:postId/assignees': '401 401 401 200 404 403 404',
  'PUT /api/admin/posts/:postId/assignees': '401 401 401 200 404 403 404',
  'GET /api/admin/posts/:postId/exclusions': '401 401 401 403 404 403 404',
  'PUT /api/admin/posts/:postId/exclusions': '401 401 401 403 404 403 404',
  'GET /api/admin/companyTypeMaps/combo': '401 401 401 200 200 403 200',
  // The oversight (OVERSIGHT): the system-admin group oversees every company by default, whatever its maps. Report A
  // is not held: releasing it answers 409.
  'GET /api/admin/oversight/posts': '401 401 401 403 403 403 200',
  'GET /api/admin/oversight/posts/:postId': '401 401 401 403 403 403 200',
  'PUT /api/admin/oversight/posts/:postId/exclusions': '401 401 401 403 403 403 200',
  'PUT /api/admin/oversight/posts/:postId/assignees': '401 401 401 403 403 403 200',
  'POST /api/admin/oversight/posts/:postId/release': '401 401 401 403 403 403 409',

  // Login log (LOGIN_LOG) and the audit trail (any system-admin menu).
  'GET /api/admin/loginlog': '401 401 401 403 403 403 200',
  // Statistics: counts of the scope (the system admin's group has no company: all zeros, still 200).
  'GET /api/admin/stats': '401 401 401 403 403 403 200',
  'GET /api/admin/stats.xlsx': '401 401 401 403 403 403 200',
  'GET /api/sysadmin/audit': '401 401 401 403 403 200 200',

  // System areas, each by its own menu key.
  'GET /api/sysadmin/groups': '401 401 401 403 403 403 200',
  'GET /api/sysadmin/groups/combo': '401 401 401 403 403 403 200',
  'POST /api/sysadmin/groups': '401 401 401 403 403 403 200',
  'PATCH /api/sysadmin/groups/:id': '401 401 401 403 403 403 200',
  'GET /api/sysadmin/Menus': '401 401 401 403 403 200 200',
  'POST /api/sysadmin/Menus': '401 401 401 403 403 200 200',
  'PATCH /api/sysadmin/Menus/:id': '401 401 401 403 403 200 200',
  'GET /api/sysadmin/GroupMenus/:groupId': '401 401 401 403 403 403 200',
  'POST /api/sysadmin/GroupMenus': '401 401 401 403 403 403 200',
  'DELETE /api/sysadmin/GroupMenus/:group_menu_id': '401 401 401 403 403 403 200',
  'GET /api/sysadmin/users/adminrole': '401 401 401 403 403 403 200',
  'POST /api/sysadmin/users': '401 401 401 403 403 403 200',
  'PATCH /api/sysadmin/users/:id': '401 401 401 403 403 403 200',
  'POST /api/sysadmin/users/:id/password-link': '401 401 401 403 403 403 200',
  'POST /api/sysadmin/users/:id/second-factor-reset': '401 401 401 403 403 403 200',
  'GET /api/sysadmin/companyTypeMaps': '401 401 401 403 403 403 200',
  'GET /api/sysadmin/companyTypes': '401 401 401 403 403 403 200',
  'POST /api/sysadmin/companyTypeMaps': '401 401 401 403 403 403 200',
  'PATCH /api/sysadmin/companyTypeMaps/:id': '401 401 401 403 403 403 200',
  'GET /api/sysadmin/settings': '401 401 401 403 403 403 200',
  'PATCH /api/sysadmin/settings': '401 401 401 403 403 403 200',
  'GET /api/sysadmin/outbox': '401 401 401 403 403 403 200',
  'POST /api/sysadmin/outbox/:id/retry': '401 401 401 403 403 403 200',

  // The public pages with a form or a reporter's data (features/site-pages): a Bearer token, the reporter's or an
  // admin's, opens nothing there (the reporter's session on the pages is a cookie of their own); a post without a
  // CSRF token is refused (403; a review step without its key is gone, 410; a body that is not a form, 400). Without
  // the reporter's cookie the pages go back to the look-up (303); a comment posted so is the look-up page itself (401),
  // holding the comment for after the sign-in.
  'GET /reportsecond': '303 303 303 303 303 303 303',
  'GET /reportsecond02': '200 200 200 200 200 200 200',
  'POST /reportsecond': '400 400 400 400 400 400 400',
  'POST /reportsecond02': '400 400 400 400 400 400 400',
  'POST /reportsecond/confirm': '410 410 410 410 410 410 410',
  'POST /reportsecond02/confirm': '410 410 410 410 410 410 410',
  'GET /reportcomplete': '200 200 200 200 200 200 200',
  'GET /reportinquiry': '200 200 200 200 200 200 200',
  'POST /reportinquiry': '403 403 403 403 403 403 403',
  'GET /inquirypage': '303 303 303 303 303 303 303',
  'GET /inquirypage/attachfile': '303 303 303 303 303 303 303',
  'GET /inquirypage/commentfile': '303 303 303 303 303 303 303',
  'POST /inquirypage/comment': '401 401 401 401 401 401 401',
  'POST /inquirypage/signout': '303 303 303 303 303 303 303',
};

/** The public pages that are the same for everyone (features/site-pages/static-pages.ts). */
const SHARED_PAGES = ['/', '/reportguide', '/reporting', '/auditpopup', '/auditpopup2', '/sessiontimeout'];
SHARED_PAGES.push(...Object.values(FOOTER_PAGES));

/** Routes that carry no data: the admin app's page, the pages the same for everyone, the API description's files. */
export const NOT_CHECKED = new Set([
  'GET /api/docs/static/*',
  ...[...ADMIN_PAGES, ...SHARED_PAGES].map((p) => `GET ${p}`),
]);
