import { z } from 'zod/mini';
import { reportPassword } from './passwords.ts';
import { normalizePhoneNumber } from './phone-number.ts';
import { groupDigits, text } from './text.ts';

/** The spec's messages for the report forms (section 5 and 8), word for word. */
export const REPORT_MESSAGES = {
  company: '제보대상 회사를 선택해주세요.',
  reportType: '유형을 선택해주세요.',
  name: '이름을 입력해주세요.',
  emailRequired: '이메일을 입력해주세요.',
  emailFormat: '이메일 양식에 맞게 작성해주세요.',
  phoneRequired: '전화번호를 입력해주세요.',
  phoneFormat: '전화번호 예시에 맞게 입력해주세요. * 하이픈(-) 포함',
  required: '필수 항목을 입력해주세요.',
  invalidSubmit: '필수항목을 입력해주세요.',
  confirmSubmit: '접수 하시겠습니까?',
  confirmDeleteFile: '첨부파일을 삭제하시겠습니까?',
  confirmAnonymous: '익명 제보를 하시겠습니까?',
  consent: '개인정보 수집및 처리, 제 3자 제공의 동의시 진행됩니다.',
  fileTooLarge: '10MB 이하의 파일만 가능합니다.',
  oneFileOnly: '첨부파일은 1개만 등록할 수 있습니다.',
  fileType: '등록할 수 없는 파일 형식입니다. 문서, 이미지, 압축 파일만 첨부할 수 있습니다.',
  fileMismatch: '파일 내용이 확장자와 일치하지 않습니다. 파일을 확인해주세요.',
  postType: '제보 구분이 올바르지 않습니다.',
  // Not a message of the spec: written in the register of the spec's own messages (~해주세요).
  tooLong: (max: number) => `${groupDigits(max)}자 이하로 입력해주세요.`,
} as const;

/** Limits the spec leaves open: generous for a long account, bounded for the server. */
export const REPORT_LIMITS = {
  title: 200,
  section: 10_000,
  otherRequests: 4_000,
  excludedPersons: 500,
  name: 50,
  email: 100,
  attachmentBytes: 10_485_760,
} as const;

/** File types a report may carry (the server also checks each file's content against its extension). */
export const ATTACHMENT_EXTENSIONS = [
  'pdf',
  'hwp',
  'hwpx',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'csv',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'heic',
  'heif',
  'zip',
] as const;

/** The six sections of the report (육하원칙), in order, with their Korean headings. */
export const REPORT_SECTIONS = [
  { key: 'who', title: '누가' },
  { key: 'when', title: '언제' },
  { key: 'where', title: '어디서' },
  { key: 'what', title: '무엇을' },
  { key: 'how', title: '어떻게' },
  { key: 'why', title: '왜' },
] as const;
export type ReportSectionKey = (typeof REPORT_SECTIONS)[number]['key'];
export const OTHER_REQUESTS_TITLE = '기타 요청사항';
/** The reporter's optional note of who must not see the report (conflict of interest): encrypted, for the handlers. */
export const EXCLUDED_PERSONS_TITLE = '이 제보를 보지 않아야 할 사람';

const requiredText = (max: number, requiredMessage: string = REPORT_MESSAGES.required) =>
  text({ error: requiredMessage }).check(
    z.trim(),
    z.minLength(1, requiredMessage),
    z.maxLength(max, REPORT_MESSAGES.tooLong(max)),
  );

const section = () => requiredText(REPORT_LIMITS.section);

const optionalText = (max: number) =>
  z._default(z.optional(text().check(z.trim(), z.maxLength(max, REPORT_MESSAGES.tooLong(max)))), '');

/** Fields common to both forms, in the order the form shows them (the first failing field's message is answered). */
const common = {
  companyType: text({ error: REPORT_MESSAGES.company }).check(
    z.trim(),
    z.minLength(1, REPORT_MESSAGES.company),
    z.maxLength(40, REPORT_MESSAGES.company),
  ),
  reportType: text({ error: REPORT_MESSAGES.reportType }).check(
    z.trim(),
    z.minLength(1, REPORT_MESSAGES.reportType),
    z.maxLength(40, REPORT_MESSAGES.reportType),
  ),
  title: requiredText(REPORT_LIMITS.title),
  who: section(),
  when: section(),
  where: section(),
  what: section(),
  how: section(),
  why: section(),
  otherRequests: optionalText(REPORT_LIMITS.otherRequests),
  excludedPersons: optionalText(REPORT_LIMITS.excludedPersons),
};

export const contactFields = {
  name: requiredText(REPORT_LIMITS.name, REPORT_MESSAGES.name),
  // Digits typed without hyphens (01012345678) are grouped first (010-1234-5678), then held to the spec's rule.
  phoneNumber: z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? normalizePhoneNumber(v) : v)),
    text({ error: REPORT_MESSAGES.phoneRequired }).check(
      z.trim(),
      z.minLength(1, REPORT_MESSAGES.phoneRequired),
      z.regex(/^\d{2,3}-\d{3,4}-\d{4}$/, REPORT_MESSAGES.phoneFormat),
    ),
  ),
  email: z.pipe(
    text({ error: REPORT_MESSAGES.emailRequired }).check(
      z.trim(),
      z.minLength(1, REPORT_MESSAGES.emailRequired),
      z.minLength(4, REPORT_MESSAGES.emailFormat),
      z.maxLength(REPORT_LIMITS.email, REPORT_MESSAGES.emailFormat),
    ),
    z.email(REPORT_MESSAGES.emailFormat),
  ),
};

// Trimmed before its rules (zod's preprocess: a transform piped into the schema).
const password = z.pipe(
  z.transform((v: unknown) => (typeof v === 'string' ? v.trim() : v)),
  reportPassword,
);

/** Real-name report (`postType` PUBLIC): the report, the contact data and the password. */
export const publicReportForm = z.object({
  postType: z.literal('PUBLIC'),
  ...common,
  ...contactFields,
  password,
});

/** Anonymous report (`postType` PRIVATE): no name, phone or e-mail; any sent are dropped by the schema. */
export const privateReportForm = z.object({
  postType: z.literal('PRIVATE'),
  ...common,
  password,
});

/** The submission the server accepts (the multipart fields other than the file). */
export const reportSubmission = z.discriminatedUnion('postType', [publicReportForm, privateReportForm], {
  error: REPORT_MESSAGES.postType,
});
export type ReportSubmission = z.infer<typeof reportSubmission>;

export const receiptBody = z.object({ receiptNumber: text() });
export type Receipt = z.infer<typeof receiptBody>;
