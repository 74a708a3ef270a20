import {
  type ADMIN_SORTS,
  ALL_STATUSES_TITLE,
  type DueFilter,
  groupDigits,
  POST_STATUS_CODES,
  POST_STATUS_TITLES,
  type PostStatusCode,
  REPORT_EXPORT,
} from '@audit/contracts';
import { commonText } from './common.ts';

// Admin report list, report detail and login log. Imported only by lazily loaded admin code.

/** The cards of the list, keyed as the server's statusCountMap is: 전체 (all), then each status's Korean name. */
export const STATUS_COUNTS: { key: string; code: PostStatusCode | null }[] = [
  { key: ALL_STATUSES_TITLE, code: null },
  ...POST_STATUS_CODES.map((code) => ({ key: POST_STATUS_TITLES[code], code })),
];

export const reportListText = {
  countsTitle: '처리상태별 제보 건수',
  countsHint: '건수를 누르면 그 제보만 목록에 표시합니다. 다시 누르면 전체 제보를 표시합니다.',
  countValue: (n: number) => `${groupDigits(n)}건`,
  filtersTitle: '제보 검색',
  company: '회사',
  allCompanies: '전체 회사',
  sort: '정렬',
  sorts: {
    'createdDate,desc': '최신순',
    'commentCreatedDate,desc': '댓글 최신순',
    'dueDate,asc': '처리기한 임박순',
  } satisfies Record<(typeof ADMIN_SORTS)[number], string>,
  due: '처리기한',
  dues: { '': '전체', overdue: '기한 경과', week: '7일 이내' } satisfies Record<'' | DueFilter, string>,
  assignee: '담당자',
  assignees: { '': '전체', me: '내 담당' },
  keyword: '검색어',
  keywordPlaceholder: '제목, 접수번호 또는 사건번호',
  search: '검색',
  excel: '엑셀 다운로드',
  excelBusy: '내려받는 중입니다.',
  excelDefaultName: `${REPORT_EXPORT.filePrefix}.xlsx`,
  print: '인쇄',
  caption: (total: number, page: number, pages: number) =>
    `제보 목록: 총 ${groupDigits(total)}건, ${pages === 0 ? 0 : page} / ${pages} 페이지`,
  columns: {
    no: '번호',
    caseNumber: '사건번호',
    company: '회사',
    date: '접수일',
    status: '처리상태',
    type: '제보유형',
    title: '제목',
    due: '처리기한',
  },
  /** Beside an overdue report's due date: the mark is text, not colour alone. */
  overdue: REPORT_EXPORT.overdue,
  noDue: '-',
  noDueLabel: '진행 중인 기한 없음',
  overdueCount: REPORT_EXPORT.overdue,
  commentCount: (n: number) => `댓글 ${n}개`,
  empty: '조회된 제보가 없습니다.',
  loading: '제보 목록을 불러오는 중입니다.',
  loadError: '제보 목록을 불러오지 못했습니다.',
  /** The list's print: the filter it was printed with (report-list-print.tsx), the status as 처리상태. */
  printFilter: (parts: string[]) => `조회 조건: ${parts.join(' · ')}`,
  printFilterPart: (label: string, value: string) => `${label} ${value}`,
  status: '처리상태',
  allStatuses: '전체',
  noKeyword: '없음',
} as const;

export const reportDetailText = {
  loading: '제보를 불러오는 중입니다.',
  loadError: '제보를 불러오지 못했습니다.',
  badId: '잘못된 접근입니다. 목록에서 제보를 선택해주세요.',
  /** Beside the page title: the number people call the report by (사건번호). */
  caseNumber: '사건번호',
  targetTitle: '제보 대상',
  company: '회사',
  reportType: '제보유형',
  kind: '구분',
  receipt: '접수번호',
  date: '접수일',
  completedDate: '처리완료일',
  status: '처리상태',
  name: '이름',
  phone: '전화번호',
  email: '이메일',
  bodyTitle: '제보 내용',
  subject: '제목',
  content: '내용',
  attachment: '첨부파일',
  downloadLabel: (name: string) => `첨부파일 ${name} 내려받기`,
  clocksTitle: '처리기한',
  clocksCaption: '접수 확인 기한과 처리 결과 회신 기한',
  clocksHead: ['구분', '기한', '충족 여부'],
  acknowledgement: '접수 확인',
  feedback: '처리 결과 회신',
  clockMet: '충족',
  clockOverdue: REPORT_EXPORT.overdue,
  clockOpen: '진행 중',
  checkTitle: '제보자 확인 정보',
  lastLogin: '마지막 조회 일시',
  loginCount: '조회 횟수',
  loginCountValue: (n: number) => `${groupDigits(n)}회`,
  never: '조회 기록이 없습니다.',
  /** Who wrote a comment, before the name (the reporter's view shows names only). */
  commentRoles: { ROLE_ADMIN: '감사실 답변', ROLE_USER: '제보자' },
  newCommentHint: (max: number) => `${groupDigits(max)}자까지 입력할 수 있습니다.`,
  statusTitle: '처리상태 변경',
  statusSelect: '처리상태',
  statusSave: '저장',
  statusHint: '현재와 다른 처리상태를 선택하면 저장할 수 있습니다.',
  confirmStatus: '처리상태를 변경하시겠습니까?',
  backToList: '목록',
  printFull: '전체 인쇄',
  printBody: '본문 인쇄',
  printModeNotice: {
    full: '전체 인쇄 화면입니다.',
    body: '본문 인쇄 화면입니다.',
  },
  printNow: '인쇄',
  printClose: '인쇄 화면 닫기',
  printError: '오류가 발생했습니다. 다시 시도해주세요.',
  /** The detail's parts (report-workspace.tsx): the bar of links that reaches each on a phone, and their names. */
  partsLabel: '제보 상세 바로가기',
  parts: { report: '제보 내용', conversation: '댓글', work: '처리', notes: '내부 메모' },
  workLabel: '처리 정보',
} as const;

/** The marks of a printed report or list (features/admin/print-marks.tsx): on every page, in the page margins. */
export const reportPrintText = {
  office: `${commonText.groupName} ${commonText.siteName}`,
  confidential: '대외비',
  admin: (name: string, loginId: string) => `${name}(${loginId})`,
  printedBy: (admin: string, dateTime: string) => `출력: ${admin} ${dateTime} (한국 시간)`,
} as const;

/** The audit office's internal notes on the report detail (validation and success messages: NOTE_MESSAGES). */
export const internalNotesText = {
  title: '내부 메모',
  hiddenFromReporter: '제보자에게 보이지 않는 감사실 내부 메모입니다.',
  none: '등록된 내부 메모가 없습니다.',
  loading: '내부 메모를 불러오는 중입니다.',
  loadError: '내부 메모를 불러오지 못했습니다.',
  newLabel: '메모 입력',
  newHint: (max: number) => `${groupDigits(max)}자까지 입력할 수 있습니다. 제보자에게는 보이지 않습니다.`,
  submit: '메모 등록',
  submitting: '등록 중',
  confirmPost: '내부 메모를 등록하시겠습니까?',
  edited: (date: string) => `${date} 수정`,
  edit: '수정',
  editLabel: '메모 수정',
  save: '저장',
  cancel: '취소',
  confirmEdit: '내부 메모를 수정하시겠습니까?',
} as const;

export const loginLogText = {
  caption: (total: number, page: number, pages: number) =>
    `관리자 접속 기록: 총 ${groupDigits(total)}건, ${pages === 0 ? 0 : page} / ${pages} 페이지`,
  columns: {
    no: '번호',
    loginId: '아이디',
    date: '접속 일시',
    ip: 'IP',
    result: '결과',
    secondFactor: '2단계 인증',
  },
  success: '성공',
  failure: '실패',
  secondFactors: { TOTP: '인증 앱', RECOVERY: '복구 코드' },
  noSecondFactor: '-',
  empty: '접속 기록이 없습니다.',
  loading: '접속 기록을 불러오는 중입니다.',
  loadError: '접속 기록을 불러오지 못했습니다.',
} as const;

/**
 * The attachment on the report detail (issue 13): the copy without hidden metadata by default, the original as a
 * second, logged download, or why the file is not cleaned.
 */
export const attachmentCleaningText = {
  cleaned: '위치 정보, 촬영 기기, 작성자 등 숨은 정보(메타데이터)를 지운 사본을 내려받습니다.',
  pending: '숨은 정보(메타데이터)를 정리하고 있습니다. 정리가 끝나면 정리된 사본을 내려받습니다.',
  notCleaned: '메타데이터 정리 안 됨',
  notCleanedReasons: {
    TYPE: '이 형식의 파일은 숨은 정보를 정리하지 않으므로 제보자가 보낸 원본을 그대로 내려받습니다.',
    UNREADABLE:
      '파일을 읽을 수 없어 숨은 정보를 정리하지 못했으므로 제보자가 보낸 원본을 그대로 내려받습니다.',
    LIMIT:
      '압축을 풀면 지나치게 커지는 파일이어서 숨은 정보를 정리하지 않았으므로 제보자가 보낸 원본을 그대로 내려받습니다. 열기 전에 주의해주세요.',
  },
  original: '원본 다운로드',
  originalLabel: (name: string) => `첨부파일 ${name} 원본 다운로드`,
  originalHint:
    '원본은 제보자가 보낸 그대로의 파일이며, 내려받으면 개인정보 접속기록에 원본 열람으로 남습니다.',
} as const;
