import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { pageNumber } from './reports.ts';
import { text } from './text.ts';

// The audit trail: who changed what in the administration, before and after.

export const AUDIT_PAGE_SIZE = 20;

export const auditQuery = z.object({ page: pageNumber });
export const auditPage = z.object({
  content: z.array(
    z.object({
      id: z.number(),
      createdDate: text(),
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
});

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
