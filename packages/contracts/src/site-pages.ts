import { z } from 'zod/mini';
import type { CompanyOption, ReportTypeOption, SitePopup } from './commons.ts';
import { privateReportForm, publicReportForm, REPORT_MESSAGES } from './report-form.ts';
import type { MyPostView } from './reports.ts';

// The reporter's site as pages the server renders with React (issue 28, docs/architecture.md "Public pages"): what
// each page is given (its model), the addresses its plain HTML forms post to, and the rules those forms are checked
// by on the server. The same model is the page's props on the server and, read back from the page, in the browser.

/** The pages of the footer's dialogs, reachable as pages too (without JavaScript a dialog cannot open). */
export const FOOTER_PAGES = {
  privacy: '/privacypolicy',
  privacyV11: '/privacypolicy/v1.1',
  privacyV10: '/privacypolicy/v1.0',
  certification: '/certification',
} as const;

/** Where the public pages' forms post (plain forms: post-redirect-get; the same with JavaScript, enhanced). */
export const SITE_FORMS = {
  /** The report form (multipart): checked, then the review step; with JavaScript, sent at once after the dialog. */
  reportReal: '/reportsecond',
  reportAnonymous: '/reportsecond02',
  /** The review step's 접수 and 수정 (urlencoded). */
  confirmReal: '/reportsecond/confirm',
  confirmAnonymous: '/reportsecond02/confirm',
  lookup: '/reportinquiry',
  comment: '/inquirypage/comment',
  attachment: '/inquirypage/attachfile',
  signout: '/inquirypage/signout',
} as const;

/** What the public pages' server says beside the spec's own messages (issue 28). */
export const SITE_MESSAGES = {
  foreignPost: '다른 사이트에서 보낸 요청은 처리하지 않습니다. 이 사이트의 화면에서 다시 시도해주세요.',
  csrfInvalid: '보안 확인에 실패하여 보내지 않았습니다. 입력하신 내용을 확인한 뒤 다시 보내주세요.',
  csrfExpired:
    '화면을 연 지 오래되어 보안 확인 시간이 지났습니다. 입력하신 내용을 확인한 뒤 다시 보내주세요.',
  reviewGone: '확인 시간이 지나 제보가 접수되지 않았습니다. 내용을 다시 작성해주세요.',
  signedOut: '제보 조회를 종료했습니다.',
  failed: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;

/** The name of every form's CSRF token field. */
export const CSRF_FIELD = '_csrf';

/** The 실명제보 consents (spec: both "yes", no default), as the consent step sends them on. */
export const CONSENT_FIELDS = { collection: 'collectionConsent', thirdParty: 'thirdPartyConsent' } as const;
export type ConsentAnswer = 'yes' | 'no';

export type PostKind = 'PUBLIC' | 'PRIVATE';

/** A field's message by field name: the first failing rule's, as the form shows it beside the field. */
export type FieldErrors = Partial<Record<string, string>>;

/** A message for the whole page: shown at its top without JavaScript, in the page's own dialog with it. */
export type PageNotice = { tone: 'error' | 'info'; message: string };

/** What a reporter typed into a report form (never the password, which is not kept). */
export type ReportFormValues = {
  postType: PostKind;
  companyType: string;
  reportType: string;
  title: string;
  who: string;
  when: string;
  where: string;
  what: string;
  how: string;
  why: string;
  otherRequests: string;
  excludedPersons: string;
  name?: string;
  phoneNumber?: string;
  email?: string;
  password: string;
  passwordConfirm: string;
};

const confirmation = { passwordConfirm: z.string() };

export const PASSWORD_CONFIRM_MESSAGES = {
  required: '패스워드 확인을 입력해주세요.',
  mismatch: '패스워드가 일치하지 않습니다. 다시 입력해주세요.',
} as const;

// Both checks run alongside the field rules, so a mismatch shows together with the other messages.
type Confirmed = { password: string; passwordConfirm: string };
const confirmationChecks = [
  z.refine<Confirmed>((v) => v.passwordConfirm.length > 0, {
    path: ['passwordConfirm'],
    message: PASSWORD_CONFIRM_MESSAGES.required,
  }),
  z.refine<Confirmed>((v) => !v.passwordConfirm || v.passwordConfirm.trim() === v.password, {
    path: ['passwordConfirm'],
    message: PASSWORD_CONFIRM_MESSAGES.mismatch,
  }),
];

const reportForms = {
  PUBLIC: z.extend(publicReportForm, confirmation).check(...confirmationChecks),
  PRIVATE: z.extend(privateReportForm, confirmation).check(...confirmationChecks),
};

/**
 * The report form's rules: the submission's (the contracts' rules and messages) plus the password confirmation,
 * which only the form has. The browser resolves the form with it; the server checks a plain form post with it.
 */
export function reportFormSchema(kind: PostKind): z.ZodMiniType<ReportFormValues, ReportFormValues> {
  return reportForms[kind] as unknown as z.ZodMiniType<ReportFormValues, ReportFormValues>;
}

/** An empty form of `kind`. */
export function emptyReportForm(kind: PostKind): ReportFormValues {
  const base: ReportFormValues = {
    postType: kind,
    companyType: '',
    reportType: '',
    title: '',
    who: '',
    when: '',
    where: '',
    what: '',
    how: '',
    why: '',
    otherRequests: '',
    excludedPersons: '',
    password: '',
    passwordConfirm: '',
  };
  return kind === 'PUBLIC' ? { ...base, name: '', phoneNumber: '', email: '' } : base;
}

/** Each field's first message, from a failed parse's issues (a rule across fields names its field in `path`). */
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    if (name && errors[name] === undefined) errors[name] = issue.message;
  }
  return errors;
}

/** The consents' rule (spec section 5): both must be "yes". */
export const consentsGiven = (collection: unknown, thirdParty: unknown): boolean =>
  collection === 'yes' && thirdParty === 'yes';
export const CONSENT_MESSAGE = REPORT_MESSAGES.consent;

/** The file a plain form sent, as the review step shows it. */
export type ReviewedFile = { name: string; size: number };

/** The guidance page's tabs, in order (`?tab=` without JavaScript). */
export const GUIDE_TABS = ['protection', 'targets', 'procedure', 'others'] as const;
export type GuideTab = (typeof GUIDE_TABS)[number];

export type PrivacyVersion = 'current' | 'v1.1' | 'v1.0';

/**
 * Every public page and what it is rendered from. Pages without a visitor's own data (home, guidance, privacy policy,
 * certification, popups, session end, not found) are rendered once when the server starts; the others per request.
 */
export type SitePage =
  | { page: 'home'; popup: SitePopup }
  | { page: 'guide'; tab: GuideTab }
  | {
      page: 'reporting';
      /** choice: 익명제보 or 실명제보; consent: the real-name consents; notice: the processing-time notice. */
      step: 'choice' | 'consent' | 'notice';
      kind: 'real' | 'anonymous';
      consents: { collection: ConsentAnswer | null; thirdParty: ConsentAnswer | null };
      notice?: PageNotice;
    }
  | {
      page: 'report-form';
      kind: PostKind;
      csrf: string;
      today: string;
      companies: CompanyOption[];
      reportTypes: ReportTypeOption[];
      /** What was typed (after a refused post), without the passwords. */
      values: Partial<ReportFormValues>;
      errors: FieldErrors;
      /** A file had been chosen but was not kept (the post was refused): the form says to choose it again. */
      fileDropped: boolean;
      notice?: PageNotice;
    }
  | {
      page: 'report-review';
      kind: PostKind;
      csrf: string;
      /** The key of the checked report waiting for 접수 on the server. */
      draft: string;
      today: string;
      values: Omit<ReportFormValues, 'password' | 'passwordConfirm'>;
      /** The chosen company (its own-audit-team notice is shown again) and report type. */
      company: CompanyOption;
      reportTypeTitle: string;
      file: ReviewedFile | null;
      notice?: PageNotice;
    }
  | { page: 'report-complete'; receiptNumber: string | null }
  | { page: 'report-lookup'; csrf: string; loginId: string; errors: FieldErrors; notice?: PageNotice }
  | {
      page: 'my-report';
      csrf: string;
      post: MyPostView;
      /** A comment that was refused, kept with its message. */
      comment: { value: string; error?: string };
      notice?: PageNotice;
    }
  | { page: 'privacy'; version: PrivacyVersion }
  | { page: 'certification' }
  | { page: 'audit-popup'; which: 1 | 2 }
  | { page: 'session-timeout' }
  | { page: 'not-found' }
  /** A request the server refused outside any form (a post from another site, too many requests, a fault). */
  | { page: 'error'; message: string };

export type SitePageName = SitePage['page'];

/**
 * What a form's post answers a script that asks for JSON (`Accept: application/json`: the report form sent with its
 * upload's progress): where to go on, or why not (the same message and field messages the page would show, and a
 * fresh CSRF token when the page's had expired).
 */
export type SiteFormAnswer =
  | { ok: true; location: string }
  | { ok: false; message: string; code: string; fields?: FieldErrors; csrf?: string };
