import { privateReportForm, publicReportForm, REPORT_SECTIONS } from '@audit/contracts';
import { z } from 'zod/mini';
import { reportFormText } from '../../../i18n/report-form.ts';

export type PostKind = 'PUBLIC' | 'PRIVATE';

/** The form's fields: the contracts' submission plus the password confirmation, which never leaves the browser. */
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

// Both checks run alongside the contracts' field rules, so a mismatch shows together with the other messages.
type Confirmed = { password: string; passwordConfirm: string };
const confirmationChecks = [
  z.refine<Confirmed>((v) => v.passwordConfirm.length > 0, {
    path: ['passwordConfirm'],
    message: reportFormText.passwordConfirmRequired,
  }),
  z.refine<Confirmed>((v) => !v.passwordConfirm || v.passwordConfirm.trim() === v.password, {
    path: ['passwordConfirm'],
    message: reportFormText.passwordMismatch,
  }),
];

const schemas = {
  PUBLIC: z.extend(publicReportForm, confirmation).check(...confirmationChecks),
  PRIVATE: z.extend(privateReportForm, confirmation).check(...confirmationChecks),
};

/**
 * The form's schema: the contracts' rules of the chosen kind, so the browser applies exactly the server's rules
 * and messages (and trims as the server will), plus the confirmation. Typed as the one value shape both share.
 */
export function reportFormSchema(kind: PostKind): z.ZodMiniType<ReportFormValues, ReportFormValues> {
  return schemas[kind] as unknown as z.ZodMiniType<ReportFormValues, ReportFormValues>;
}

export function emptyReport(kind: PostKind): ReportFormValues {
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

const REPORT_FIELDS = [
  'companyType',
  'reportType',
  'postType',
  'title',
  ...REPORT_SECTIONS.map((s) => s.key),
  'otherRequests',
  'excludedPersons',
] as const;
const CONTACT_FIELDS = ['name', 'email', 'phoneNumber'] as const;

/**
 * The multipart body of POST /api/informant/posts. Fields are named one by one: an anonymous report never
 * carries a name, phone or e-mail field, and the password confirmation is never sent. The file goes last.
 */
export function toFormData(values: ReportFormValues, file: File | null): FormData {
  const form = new FormData();
  for (const key of REPORT_FIELDS) form.append(key, values[key]);
  if (values.postType === 'PUBLIC') {
    for (const key of CONTACT_FIELDS) form.append(key, values[key] ?? '');
  }
  form.append('password', values.password);
  if (file) form.append('files', file, file.name);
  return form;
}
