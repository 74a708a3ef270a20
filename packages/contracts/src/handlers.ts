import { z } from 'zod/mini';
import { positiveId, postIdParams } from './comments.ts';
import { endpoint } from './endpoint.ts';
import { text } from './text.ts';

// A report's handlers (담당자) and the admins excluded from it for a conflict of interest (열람 제외). Both are
// chosen among the admins who may see the report: usable admins of usable groups mapped to its company.

/** At most this many handlers or exclusions per report (a team, not a company). */
export const REPORT_ADMINS_MAX = 50;

export const HANDLER_MESSAGES = {
  tooMany: `한 제보에 ${REPORT_ADMINS_MAX}명까지 지정할 수 있습니다.`,
  duplicate: '같은 관리자를 두 번 지정할 수 없습니다.',
  notCandidate: '이 제보를 볼 수 있는 관리자만 지정할 수 있습니다. 목록에서 다시 선택해주세요.',
  excludedHandler: '열람 제외된 관리자는 담당자로 지정할 수 없습니다.',
  handlerExcluded: '담당자는 열람 제외할 수 없습니다. 먼저 담당자에서 해제해주세요.',
  selfExcluded: '본인은 열람 제외할 수 없습니다. 다른 담당자에게 요청해주세요.',
  exclusionForbidden: '열람 제외 요청은 이 제보의 담당자만 할 수 있습니다.',
  assigneesSaved: '담당자가 저장되었습니다.',
  exclusionsSaved: '열람 제외 요청이 저장되었습니다. 감사 책임 그룹이 결정하면 적용됩니다.',
} as const;

/** The admins chosen: distinct ids, at most REPORT_ADMINS_MAX (an empty list clears them). */
export const reportAdminsBody = z.object({
  adminUserIds: z.array(positiveId).check(
    z.maxLength(REPORT_ADMINS_MAX, HANDLER_MESSAGES.tooMany),
    z.refine((ids) => new Set(ids).size === ids.length, HANDLER_MESSAGES.duplicate),
  ),
});

/** An admin as the handler and exclusion pickers show it: name and group (names may repeat across groups). */
export const reportAdminView = z.object({ adminUserId: z.number(), name: text(), groupName: text() });
export type ReportAdminView = z.infer<typeof reportAdminView>;

/** `GET /api/admin/posts/{postId}/assignees`: the handlers, who may be chosen, and whether the caller may exclude. */
export const assigneesView = z.object({
  assignees: z.array(reportAdminView),
  /** Who may be made a handler: the admins who may see the report (the excluded ones are not among them). */
  candidates: z.array(reportAdminView),
  /** Whether the caller may ask for exclusions (a handler): the report's oversight decides them. */
  canRequestExclusions: z.boolean(),
});
export type AssigneesView = z.infer<typeof assigneesView>;

export const exclusionView = z.extend(reportAdminView, {
  excludedBy: z.object({ name: text() }),
  createdDate: text(),
});

/** An exclusion a handler asked for, waiting for the oversight's decision (oversight.ts). */
export const exclusionRequestView = z.extend(reportAdminView, {
  requestedBy: z.object({ name: text() }),
  createdDate: text(),
});

/** `GET /api/admin/posts/{postId}/exclusions` (only for the report's handlers). */
export const exclusionsView = z.object({
  /** The exclusions the oversight decided: in force. */
  exclusions: z.array(exclusionView),
  /** The exclusions asked for and not decided yet: not in force. */
  requests: z.array(exclusionRequestView),
  /** Who may be excluded: the admins who may see the report, but not the caller nor a handler. */
  candidates: z.array(reportAdminView),
});
export type ExclusionsView = z.infer<typeof exclusionsView>;

/** Handlers and exclusions of a report (REPORTS area, scoped like the reports). */
export const handlerApi = {
  assignees: endpoint({
    method: 'GET',
    path: '/api/admin/posts/:postId/assignees',
    audience: 'admin',
    summary: '제보의 담당자와 지정할 수 있는 관리자',
    params: postIdParams,
    response: assigneesView,
  }),
  setAssignees: endpoint({
    method: 'PUT',
    path: '/api/admin/posts/:postId/assignees',
    audience: 'admin',
    summary: '제보의 담당자 지정 (목록 전체를 바꿈)',
    params: postIdParams,
    body: reportAdminsBody,
    response: assigneesView,
  }),
  exclusions: endpoint({
    method: 'GET',
    path: '/api/admin/posts/:postId/exclusions',
    audience: 'admin',
    summary: '제보의 열람 제외와 제외 요청 (담당자만)',
    params: postIdParams,
    response: exclusionsView,
  }),
  setExclusions: endpoint({
    method: 'PUT',
    path: '/api/admin/posts/:postId/exclusions',
    audience: 'admin',
    summary: '열람 제외 요청 (대기 중인 요청 목록 전체를 바꿈; 감사 책임 그룹이 결정)',
    params: postIdParams,
    body: reportAdminsBody,
    response: exclusionsView,
  }),
};
