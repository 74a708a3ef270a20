import { z } from 'zod/mini';
import { postIdParams } from './comments.ts';
import { endpoint } from './endpoint.ts';
import { exclusionRequestView, exclusionView, reportAdminsBody, reportAdminView } from './handlers.ts';
import { pageNumber } from './reports.ts';
import { text } from './text.ts';

// 제보 감독 (issue 30): the oversight of a company's reports, which no admin of the company's team can remove. It is
// the group a system admin designates as 감사 책임 그룹 for the company (a company map's flag), or, where none is
// designated, every group holding this menu (given to the system admins). The oversight sees every report of its
// companies whatever its handlers and exclusions, decides exclusions (a handler only asks for one), may change the
// handlers, is never excluded, and releases the reports held for it. It never sees a report's content or its
// reporter's identity here: only what it needs to decide, and the reporter's own note of who must not see it.

export const OVERSIGHT_PAGE_SIZE = 20;

export const OVERSIGHT_MESSAGES = {
  oversightExcluded: '감사 책임 그룹의 관리자는 열람 제외할 수 없습니다.',
  notOversight: '이 제보의 감사 책임 그룹만 할 수 있습니다.',
  notHeld: '보류된 제보가 아닙니다.',
  requestsSaved: '열람 제외 요청이 저장되었습니다. 감사 책임 그룹이 결정하면 적용됩니다.',
  released: '제보를 회사 감사팀에 전달했습니다.',
  oversightMapTaken: '이 회사에는 이미 감사 책임 그룹이 지정되어 있습니다. 기존 지정을 먼저 해제해주세요.',
  oversightMenuMissing:
    '감사 책임 그룹은 제보 감독 메뉴 권한이 있는 그룹만 될 수 있습니다. 먼저 그룹 권한 관리에서 메뉴를 부여해주세요.',
} as const;

/** What the oversight is told of (a notice without report content), in its mail's words. */
export const OVERSIGHT_CHANGES = {
  held: '열람 제외 대상이 적힌 새 제보 접수 (감사 책임 그룹의 전달을 기다림)',
  assignees: '담당자 변경',
  requests: '열람 제외 요청',
  exclusions: '열람 제외 결정',
  released: '보류된 제보를 회사 감사팀에 전달',
} as const;
export type OversightChange = keyof typeof OVERSIGHT_CHANGES;

/** The name a notice gives when no admin made the change (the reporter's submission). */
export const OVERSIGHT_ACTOR_REPORTER = '제보자';

/** A report as its oversight sees it in the list: no title, content or identity. */
export const overseenReportRow = z.object({
  id: z.number(),
  /** The case number (사건번호) people call the report by. */
  caseNumber: text(),
  companyTitle: text(),
  reportTypeTitle: text(),
  createdDate: text(),
  statusCode: text(),
  statusTitle: text(),
  /** Held for the oversight: the reporter named who must not see it, and no team sees it yet. */
  held: z.boolean(),
  handlerCount: z.number(),
  exclusionCount: z.number(),
  requestCount: z.number(),
});
export type OverseenReportRow = z.infer<typeof overseenReportRow>;

/** At most this many reports waiting for a decision are listed at once (a backlog this long is an incident). */
export const OVERSIGHT_ATTENTION_MAX = 200;

export const overseenReportsQuery = z.object({ page: pageNumber });
export const overseenReportsPage = z.object({
  /** The reports waiting for the oversight: held ones and those with exclusion requests, newest first. */
  attention: z.array(overseenReportRow),
  /** Every report of the overseen companies, newest first, page by page. */
  content: z.array(overseenReportRow),
  totalElements: z.number(),
  totalPages: z.number(),
  number: z.number(),
});

/** One report as its oversight decides on it. */
export const overseenReport = z.extend(overseenReportRow, {
  /** The reporter's note of who must not see the report (null when left empty): read access is logged. */
  excludedPersons: z.nullable(text()),
  /** When the report was held for the oversight (null once released, or never held). */
  heldSince: z.nullable(text()),
  assignees: z.array(reportAdminView),
  exclusions: z.array(exclusionView),
  requests: z.array(exclusionRequestView),
  /** Who may be made a handler or excluded: the company's team (the oversight is never excluded). */
  candidates: z.array(reportAdminView),
});
export type OverseenReport = z.infer<typeof overseenReport>;

/** The OVERSIGHT area's calls: the reports of the companies the caller's group oversees. */
export const oversightApi = {
  overseenReports: endpoint({
    method: 'GET',
    path: '/api/admin/oversight/posts',
    audience: 'admin',
    summary: '감독하는 회사의 제보 (결정이 필요한 제보와 전체 제보)',
    query: overseenReportsQuery,
    response: overseenReportsPage,
  }),
  overseenReport: endpoint({
    method: 'GET',
    path: '/api/admin/oversight/posts/:postId',
    audience: 'admin',
    summary: '감독하는 제보의 담당자, 열람 제외, 제외 요청 (내용과 제보자 정보는 없음)',
    params: postIdParams,
    response: overseenReport,
  }),
  decideExclusions: endpoint({
    method: 'PUT',
    path: '/api/admin/oversight/posts/:postId/exclusions',
    audience: 'admin',
    summary: '열람 제외 결정 (목록 전체를 바꿈; 대기 중인 요청은 목록에 있으면 승인, 없으면 반려)',
    params: postIdParams,
    body: reportAdminsBody,
    response: overseenReport,
  }),
  setOverseenAssignees: endpoint({
    method: 'PUT',
    path: '/api/admin/oversight/posts/:postId/assignees',
    audience: 'admin',
    summary: '감독하는 제보의 담당자 지정 (목록 전체를 바꿈)',
    params: postIdParams,
    body: reportAdminsBody,
    response: overseenReport,
  }),
  releaseReport: endpoint({
    method: 'POST',
    path: '/api/admin/oversight/posts/:postId/release',
    audience: 'admin',
    summary: '보류된 제보를 회사 감사팀에 전달',
    params: postIdParams,
    response: overseenReport,
  }),
};
