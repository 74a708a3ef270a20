import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { pageNumber } from './reports.ts';
import { text } from './text.ts';

// The audit trail: who changed what in the administration, before and after.

export const AUDIT_PAGE_SIZE = 20;

/** The kinds of record the trail names by their id; a page answers their names (`names`). */
export const AUDIT_NAME_KINDS = [
  'admins',
  'groups',
  'menus',
  'companies',
  'reportTypes',
  'companyMaps',
  'reports',
] as const;
export type AuditNameKind = (typeof AUDIT_NAME_KINDS)[number];

/** The fields of a before/after record that hold ids (one or a list), and the kind each names. */
export const AUDIT_ID_FIELDS: Record<string, AuditNameKind> = {
  adminUserIds: 'admins',
  added: 'admins',
  removed: 'admins',
  groupId: 'groups',
  userGroupId: 'groups',
  menuId: 'menus',
  companyTypeId: 'companies',
  reportTypeId: 'reportTypes',
  postId: 'reports',
};

/** The entities whose own id (the row's `entityId`) names a record of a kind. */
export const AUDIT_ENTITY_KINDS: Record<string, AuditNameKind> = {
  admin_user: 'admins',
  group: 'groups',
  menu: 'menus',
  company: 'companies',
  company_map: 'companyMaps',
  post: 'reports',
};

const namesById = <T extends z.ZodMiniType>(value: T) => z.record(text(), value);

export const auditQuery = z.object({ page: pageNumber });
export const auditPage = z.object({
  content: z.array(
    z.object({
      id: z.number(),
      createdDate: text(),
      /** The admin who made the change (null for the system: retention, restore, key rotation, the CLI). */
      actorAdminId: z.nullable(z.number()),
      actorLoginId: z.nullable(text()),
      ip: z.nullable(text()),
      action: text(),
      entity: text(),
      entityId: z.nullable(text()),
      before: z.unknown(),
      after: z.unknown(),
    }),
  ),
  totalElements: z.number(),
  totalPages: z.number(),
  number: z.number(),
  /**
   * The current names of the records this page's rows name by id (keys: the ids as text), read when the page is
   * built, so old rows read as well as new ones; a record since deleted is missing.
   */
  names: z.object({
    admins: namesById(z.object({ name: text(), loginId: text() })),
    groups: namesById(text()),
    menus: namesById(text()),
    companies: namesById(text()),
    reportTypes: namesById(text()),
    companyMaps: namesById(z.object({ company: text(), group: text() })),
    /** Reports by their case number (사건번호), never their database id; none the viewer is excluded from. */
    reports: namesById(text()),
  }),
});
export type AuditPage = z.infer<typeof auditPage>;

export const auditApi = {
  audit: endpoint({
    method: 'GET',
    path: '/api/sysadmin/audit',
    audience: 'admin',
    summary: '관리 변경 기록 (감사 추적)',
    query: auditQuery,
    response: auditPage,
  }),
};
