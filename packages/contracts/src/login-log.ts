import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { pageNumber } from './reports.ts';
import { text } from './text.ts';

// The admins' sign-in record (접속 기록): every sign-in, kept and shown page by page.

export const loginLogQuery = z.object({ page: pageNumber });
export const loginLogResponse = z.object({
  content: z.array(
    z.object({
      id: z.number(),
      loginId: text(),
      modifiedDate: text(),
      ip: text(),
      success: z.boolean(),
      /** The second factor that completed the sign-in (TOTP or RECOVERY), or null. */
      secondFactor: z.nullable(z.enum(['TOTP', 'RECOVERY'])),
    }),
  ),
  totalElements: z.number(),
  totalPages: z.number(),
  number: z.number(),
});

/** The login log's call (LOGIN_LOG area). */
export const loginLogApi = {
  loginLog: endpoint({
    method: 'GET',
    path: '/api/admin/loginlog',
    audience: 'admin',
    summary: '관리자 로그인 기록',
    query: loginLogQuery,
    response: loginLogResponse,
  }),
};
