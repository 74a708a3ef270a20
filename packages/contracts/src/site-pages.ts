import { z } from 'zod/mini';
import type { CompanyOption, ReportTypeOption, SitePopup } from './commons.ts';
import { privateReportForm, publicReportForm, REPORT_MESSAGES } from './report-form.ts';
import type { MyPostView } from './reports.ts';
import type {
  ConsentAnswer,
  FieldErrors,
  GuideTab,
  PageNotice,
  PostKind,
  PrivacyVersion,
} from './site-paths.ts';

// The reporter's site as pages the server renders with React (issue 28, docs/architecture.md "Public pages"): what
// each page is given (its model), the addresses its plain HTML forms post to, and the rules those forms are checked
// by on the server. The same model is the page's props on the server and, read back from the page, in the browser.

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

export const PASSWORD_CONFIRM_MESSAGES = {
  required: '패스워드 확인을 입력해주세요.',
  mismatch: '패스워드가 일치하지 않습니다. 다시 입력해주세요.',
} as const;

// A post without the field at all (a hand-made request) gets the same Korean message as an empty one.
const confirmation = { passwordConfirm: z.string({ error: PASSWORD_CONFIRM_MESSAGES.required }) };

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

export const CONSENT_MESSAGE = REPORT_MESSAGES.consent;

/** The file a plain form sent, as the review step shows it. */
export type ReviewedFile = { name: string; size: number };

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
  | {
      page: 'report-lookup';
      csrf: string;
      loginId: string;
      errors: FieldErrors;
      notice?: PageNotice;
      /** A comment typed on /inquirypage when the session ended: carried through the sign-in (HELD_COMMENT_FIELD). */
      heldComment?: string;
    }
  | {
      page: 'my-report';
      csrf: string;
      post: MyPostView;
      /**
       * A comment that was refused, kept with its message; `filesError`: what was wrong with its files (issue 31),
       * which a refused form never keeps.
       */
      comment: { value: string; error?: string; filesError?: string };
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
