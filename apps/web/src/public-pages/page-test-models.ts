import type {
  CompanyOption,
  MyPostView,
  PostKind,
  ReportTypeOption,
  SitePage,
  SitePageName,
} from '@audit/contracts';
import { TIMELINE } from '../admin-test-fixtures.ts';

// The public pages' models as the server gives them (contracts' SitePage), for tests to render (page-test-utils.tsx):
// one maker per kind of page, with overrides, and ALL_PAGES, every kind with the variants that render differently.

type PageOf<K extends SitePageName> = Extract<SitePage, { page: K }>;

export const COMPANIES: CompanyOption[] = [
  { code: 'GARAM_HOLDINGS', title: '가람누리홀딩스', isAlerted: false, noticeBrand: null },
  { code: 'GARAM_ELECTRONICS', title: '가람누리전자', isAlerted: true, noticeBrand: null },
  { code: 'GARAM_CONSTRUCTION', title: '가람누리건설', isAlerted: false, noticeBrand: null },
  { code: 'BEANS_AND_LEAF', title: '빈스앤리프', isAlerted: true, noticeBrand: '가람누리푸드' },
];

export const REPORT_TYPES: ReportTypeOption[] = [
  { code: 'BRIBERY', title: '금품·향응 수수' },
  { code: 'HARASSMENT', title: '성희롱·괴롭힘' },
];

export const CSRF = 'csrf-token-1';

export const homePage = (popup = { from: '2020-01-01T00:00:00.000Z', until: '2020-01-02T00:00:00.000Z' }) =>
  ({ page: 'home', popup }) satisfies PageOf<'home'>;

export const guidePage = (tab: PageOf<'guide'>['tab'] = 'protection') =>
  ({ page: 'guide', tab }) satisfies PageOf<'guide'>;

export const reportingPage = (overrides: Partial<PageOf<'reporting'>> = {}): PageOf<'reporting'> => ({
  page: 'reporting',
  step: 'choice',
  kind: 'anonymous',
  consents: { collection: null, thirdParty: null },
  ...overrides,
});

export const reportFormPage = (
  kind: PostKind,
  overrides: Partial<PageOf<'report-form'>> = {},
): PageOf<'report-form'> => ({
  page: 'report-form',
  kind,
  csrf: CSRF,
  today: '2025-10-01',
  companies: COMPANIES,
  reportTypes: REPORT_TYPES,
  values: {},
  errors: {},
  fileDropped: false,
  ...overrides,
});

export const reviewPage = (overrides: Partial<PageOf<'report-review'>> = {}): PageOf<'report-review'> => ({
  page: 'report-review',
  kind: 'PUBLIC',
  csrf: CSRF,
  draft: 'draft-key-1',
  today: '2025-10-01',
  values: {
    postType: 'PUBLIC',
    companyType: 'GARAM_ELECTRONICS',
    reportType: 'BRIBERY',
    title: '자재 납품 비리',
    who: '구매팀 과장',
    when: '3월',
    where: '본사',
    what: '상품권',
    how: '식사 자리에서',
    why: '업체 선정 대가',
    otherRequests: '',
    excludedPersons: '구매팀장',
    name: '홍길동',
    phoneNumber: '010-1234-5678',
    email: 'hong@example.com',
  },
  company: COMPANIES[1]!,
  reportTypeTitle: '금품·향응 수수',
  file: { name: 'memo.pdf', size: 2048 },
  ...overrides,
});

export const completePage = (receiptNumber: string | null = '1234567890123456') =>
  ({ page: 'report-complete', receiptNumber }) satisfies PageOf<'report-complete'>;

export const lookupPage = (overrides: Partial<PageOf<'report-lookup'>> = {}): PageOf<'report-lookup'> => ({
  page: 'report-lookup',
  csrf: CSRF,
  loginId: '',
  errors: {},
  ...overrides,
});

export function myPost(overrides: Partial<MyPostView> = {}): MyPostView {
  return {
    id: 7,
    receiptNumber: '1234567890123456',
    caseNumber: '2025-A7K3',
    companyType: { code: 'GARAM_ELECTRONICS', title: '가람누리전자' },
    reportType: { code: 'BRIBERY', title: '금품·향응 수수' },
    postType: 'PRIVATE',
    title: '납품 비리',
    content: '<h4>누가</h4><p>구매팀 &lt;과장&gt;<br>외 1명</p><h4>언제</h4><p>3월</p>',
    createdDate: '2025-03-09T23:30:00.000Z',
    completedDate: null,
    status: { statusCode: 'IN_PROGRESS', statusTitle: '처리중' },
    attachFiles: [{ id: 3, clientFilename: '메모.pdf', size: 2048 }],
    comments: [
      {
        id: 1,
        content: '자료를 보내 주십시오.<br>감사합니다.',
        createdDate: '2025-03-10T01:05:00.000Z',
        canUpdateComment: false,
        user: { name: '감사실', role: 'ROLE_ADMIN' },
        kind: 'ACKNOWLEDGEMENT',
        files: [{ id: 11, clientFilename: '진술서 양식.hwp', size: 30720 }],
      },
      {
        id: 2,
        content: '보내 드렸습니다.',
        createdDate: '2025-03-10T02:00:00.000Z',
        canUpdateComment: true,
        user: { name: '제보자', role: 'ROLE_USER' },
        kind: 'PLAIN',
        files: [],
      },
    ],
    commentCount: 2,
    timeline: TIMELINE,
    ...overrides,
  };
}

export const myReportPage = (overrides: Partial<PageOf<'my-report'>> = {}): PageOf<'my-report'> => ({
  page: 'my-report',
  csrf: CSRF,
  post: myPost(),
  comment: { value: '' },
  ...overrides,
});

/** Every kind of page, with the variants that render differently (for tests over all of them). */
export const ALL_PAGES: [string, SitePage][] = [
  ['home', homePage()],
  ['guide (procedure tab)', guidePage('procedure')],
  ['reporting: choice', reportingPage()],
  [
    'reporting: consents, one answered',
    reportingPage({ step: 'consent', kind: 'real', consents: { collection: 'yes', thirdParty: null } }),
  ],
  [
    'reporting: notice with a refusal',
    reportingPage({ step: 'notice', kind: 'real', notice: { tone: 'error', message: '동의가 필요합니다.' } }),
  ],
  ['real-name form', reportFormPage('PUBLIC')],
  [
    'anonymous form refused, with values, errors and a dropped file',
    reportFormPage('PRIVATE', {
      values: { companyType: 'GARAM_ELECTRONICS', title: '자재 납품 비리', who: '구매팀 과장' },
      errors: { reportType: '유형을 선택해주세요.', password: '패스워드를 입력해주세요.' },
      fileDropped: true,
      notice: { tone: 'error', message: '입력 내용을 확인해주세요.' },
    }),
  ],
  ['review', reviewPage()],
  ['anonymous review without a file', reviewPage({ kind: 'PRIVATE', file: null, company: COMPANIES[2]! })],
  ['receipt', completePage()],
  ['receipt already shown', completePage(null)],
  [
    'look-up with a notice',
    lookupPage({
      loginId: '1234567890123456',
      notice: { tone: 'error', message: '접수번호 또는 패스워드가 일치하지 않습니다.' },
    }),
  ],
  ['my report with comments', myReportPage()],
  [
    'my report, comment refused',
    myReportPage({ comment: { value: '추가 자료', error: '댓글은 4,000자 이하로 입력해주세요.' } }),
  ],
  ['privacy policy', { page: 'privacy', version: 'current' }],
  ['privacy policy v1.0', { page: 'privacy', version: 'v1.0' }],
  ['certification', { page: 'certification' }],
  ['notice window 1', { page: 'audit-popup', which: 1 }],
  ['notice window 2', { page: 'audit-popup', which: 2 }],
  ['session timeout', { page: 'session-timeout' }],
  ['not found', { page: 'not-found' }],
  ['refused request', { page: 'error', message: '다른 사이트에서 보낸 요청은 처리하지 않습니다.' }],
];
