import type { PostStatusCode, PostType, RecordStatus } from './enums.ts';

// Korean labels that the server writes into answers and files and the web shows: each lives here once.

/** Korean names of the fixed codes; the database seeds and the web read them from here. */
export const POST_STATUS_TITLES: Record<PostStatusCode, string> = {
  WAITING: '접수대기',
  RECEIVED: '접수완료',
  IN_PROGRESS: '처리중',
  COMPLETED: '처리완료',
};

export const POST_TYPE_TITLES: Record<PostType, string> = {
  PUBLIC: '실명',
  PRIVATE: '익명',
};

export const RECORD_STATUS_TITLES: Record<RecordStatus, string> = {
  ENABLED: '사용',
  DISABLED: '미사용',
};

/** The key of the all-statuses count in `statusCountMap` (the others are POST_STATUS_TITLES). */
export const ALL_STATUSES_TITLE = '전체';

/**
 * Names on comments as a reporter sees them: the audit office speaks as one (staff names are shown only to
 * admins), and the reporter is the reporter.
 */
export const COMMENT_AUTHOR_NAMES = { office: '감사실', reporter: '제보자' } as const;

/** Said where a report has no attachment. */
export const NO_ATTACHMENT_TEXT = '첨부파일이 없습니다.';

/** The admin's default download while the attachment's metadata is still being removed (409). */
export const ATTACHMENT_CLEANING_PENDING =
  '첨부파일의 숨은 정보를 정리하고 있습니다. 잠시 후 다시 시도하거나 원본을 내려받아주세요.';

/** The Excel export of the admin report list: file name, sheet and column headers. */
export const REPORT_EXPORT = {
  filePrefix: '사이버감사실_제보목록',
  creator: '사이버감사실',
  sheet: '제보목록',
  columns: {
    no: '번호',
    caseNumber: '사건번호',
    receipt: '접수번호',
    company: '제보대상 회사',
    date: '접수일',
    status: '처리상태',
    type: '제보유형',
    postType: '구분',
    title: '제목',
    comments: '댓글 수',
    due: '처리기한',
  },
  /** Beside the due date of a report open past it. */
  overdue: '기한 경과',
} as const;

/**
 * What the admin login log shows as the id of an attempt whose id names no account: what was typed is not
 * kept, since it may be a password typed into the wrong field.
 */
export const UNKNOWN_LOGIN_ID = '(등록되지 않은 아이디)';
