import { COMMENT_FILE_LIMITS } from '@audit/contracts';

// Files with a comment or a reply (issue 31), on the reporter's page and the admin detail. The server's own
// messages (too many, too large, wrong type, not kept) are the contracts' COMMENT_FILE_MESSAGES and REPORT_MESSAGES.

export const commentFilesText = {
  label: '첨부파일',
  hint: `파일은 댓글 하나에 ${COMMENT_FILE_LIMITS.perComment}개까지, 각 10MB 이하로 첨부할 수 있습니다. 문서(pdf, hwp, doc, xls, ppt, txt), 이미지(jpg, png, gif, heic), 압축 파일(zip)만 가능합니다.`,
  /** What the cleaning on the server does, as the side that sends reads it. */
  cleaning: {
    site: '사진, PDF, 오피스 문서(docx, xlsx, pptx)는 촬영 위치, 작성자 같은 숨은 정보를 지운 사본으로 감사실에 전달되며 원본은 암호화하여 보관합니다.',
    admin:
      '사진, PDF, 오피스 문서(docx, xlsx, pptx)는 작성자 같은 숨은 정보를 지운 사본으로 제보자에게 전달됩니다.',
  },
  chosen: '선택한 파일',
  /** The list of a comment's files. */
  listLabel: '첨부파일',
  downloadLabel: (name: string) => `첨부파일 ${name} 내려받기`,
  /** The admin's short note of a file's cleaning, beside it (the report's attachment says it at length). */
  cleaningState: {
    CLEANED: '숨은 정보 정리됨',
    PENDING: '숨은 정보 정리 중',
    NOT_CLEANED: '숨은 정보 정리 안 됨',
  },
  original: '원본',
  originalLabel: (name: string) => `첨부파일 ${name} 원본 다운로드`,
} as const;
