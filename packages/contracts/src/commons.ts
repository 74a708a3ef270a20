import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { postStatusCode, postType, recordStatus } from './enums.ts';
import { text } from './text.ts';

/**
 * A company of the group that can be named in a report. `isAlerted` means the company's own audit team
 * investigates its reports; `noticeBrand`, when set, is the parent company or brand named in that notice.
 */
export const companyOption = z.object({
  code: text(),
  title: text(),
  isAlerted: z.boolean(),
  noticeBrand: z.nullable(text()),
});
export type CompanyOption = z.infer<typeof companyOption>;
export const companyOptionList = z.array(companyOption);

export const reportTypeOption = z.object({ code: text(), title: text() });
export type ReportTypeOption = z.infer<typeof reportTypeOption>;
export const reportTypeOptionList = z.array(reportTypeOption);

export const postStatusOption = z.object({ code: postStatusCode, title: text() });
export const postStatusOptionList = z.array(postStatusOption);

export const postTypeOption = z.object({ code: postType, title: text() });
export const postTypeOptionList = z.array(postTypeOption);

/** Usable / unusable, for the system-admin forms. */
export const recordStatusOption = z.object({ code: recordStatus, title: text() });
export const recordStatusOptionList = z.array(recordStatusOption);

/** When the home page opens its notice popup (ISO 8601 instants). */
export const sitePopup = z.object({
  from: text(),
  until: text(),
});
export type SitePopup = z.infer<typeof sitePopup>;

export const healthBody = z.object({ status: z.literal('ok') });

export const commonsApi = {
  companyTypes: endpoint({
    method: 'GET',
    audience: 'public',
    path: '/api/commons/company-types',
    summary: '제보대상 회사 목록 (사용 중인 회사, 표시 순서대로)',
    response: companyOptionList,
  }),
  reportTypes: endpoint({
    method: 'GET',
    audience: 'public',
    path: '/api/commons/report-types',
    summary: '제보유형 목록',
    response: reportTypeOptionList,
  }),
  postStatuses: endpoint({
    method: 'GET',
    audience: 'public',
    path: '/api/commons/post-statuses',
    summary: '처리상태 목록',
    response: postStatusOptionList,
  }),
  postTypes: endpoint({
    method: 'GET',
    audience: 'public',
    path: '/api/commons/post-types',
    summary: '제보 구분 (실명/익명)',
    response: postTypeOptionList,
  }),
  statuses: endpoint({
    method: 'GET',
    audience: 'public',
    path: '/api/commons/statuses',
    summary: '사용 여부 (사용/미사용)',
    response: recordStatusOptionList,
  }),
  popup: endpoint({
    method: 'GET',
    audience: 'public',
    path: '/api/commons/popup',
    summary: '홈 화면 공지 팝업 게시 기간',
    response: sitePopup,
  }),
};

export const healthApi = {
  health: endpoint({
    method: 'GET',
    path: '/healthz',
    audience: 'public',
    summary: '프로세스 상태',
    response: healthBody,
  }),
  ready: endpoint({
    method: 'GET',
    audience: 'public',
    path: '/readyz',
    summary: '데이터베이스 응답 여부',
    response: healthBody,
  }),
};
