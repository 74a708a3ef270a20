import type { MenuKey } from '@audit/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import type { ReportScope } from '../data/report-scope.ts';

/** The admin behind a request: who (for the logs), the group's menus (permissions) and report scope. */
export type AdminAuth = {
  sessionId: number;
  adminUserId: number;
  loginId: string;
  name: string;
  groupId: number;
  groupName: string;
  menus: { name: string; url: string }[];
  ip: string;
  scope: Extract<ReportScope, { kind: 'admin' }>;
};

/** A reporter's live session: the one report its receipt number opened. */
export type ReporterAuth = { sessionId: number; scope: Extract<ReportScope, { kind: 'reporter' }> };

/** The fixed key of the menu the group must hold (one of them, for a list), or null for any signed-in admin. */
export type MenuRule = MenuKey | readonly MenuKey[] | null;

/**
 * Who is behind a request's bearer token, by the endpoint's audience; each answers 401/403/410 as an AppError when
 * nobody is. The HTTP layer declares it; the application (app.ts) gives it the sessions and admin-auth features'.
 */
export type Authenticator = {
  admin(token: string | null, menu: MenuRule, request: FastifyRequest): Promise<AdminAuth>;
  reporter(token: string | null): Promise<ReporterAuth>;
};

/** What routes are registered with: the application's dependencies and who is behind a request. */
export type RouteDeps = AppDeps & { authenticate: Authenticator };

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}
