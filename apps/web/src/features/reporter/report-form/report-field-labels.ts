import { EXCLUDED_PERSONS_TITLE, OTHER_REQUESTS_TITLE, REPORT_SECTIONS } from '@audit/contracts';
import { reportFormText as text } from '../../../i18n/report-form.ts';

/** Each field's label, for the list of a refused form's messages at its top. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  companyType: text.company,
  reportType: text.reportType,
  title: text.title,
  ...Object.fromEntries(REPORT_SECTIONS.map((s) => [s.key, s.title])),
  otherRequests: OTHER_REQUESTS_TITLE,
  excludedPersons: EXCLUDED_PERSONS_TITLE,
  files: text.attachment.label,
  name: text.name,
  phoneNumber: text.phone,
  email: text.email,
  password: text.password,
  passwordConfirm: text.passwordConfirm,
};
