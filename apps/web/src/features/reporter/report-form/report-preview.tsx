import {
  EXCLUDED_PERSONS_TITLE,
  OTHER_REQUESTS_TITLE,
  POST_TYPE_TITLES,
  type PostKind,
  REPORT_SECTIONS,
  type ReportFormValues,
} from '@audit/contracts';
import { RowHeaderTable } from '../../../components/row-header-table.tsx';
import { reportFormText } from '../../../i18n/report-form.ts';

const text = reportFormText.previewDialog;

type Props = {
  kind: PostKind;
  values: Omit<ReportFormValues, 'postType' | 'password' | 'passwordConfirm'>;
  companyTitle: string;
  reportTypeTitle: string;
  date: string;
  /** The attachment as the preview names it (its name, and its size where known), or null for none. */
  attachment: string | null;
  /** Rows after the report's own (the real-name review shows the contact data). */
  extraRows?: [string, string][];
};

/**
 * The report as it will be sent (company, type, 실명/익명, title, date, attachment, every section): the form's 미리보기
 * dialog and the review step's page show the same sheet.
 */
export function ReportPreview({
  kind,
  values,
  companyTitle,
  reportTypeTitle,
  date,
  attachment,
  extraRows,
}: Props) {
  const rows: [string, string][] = [
    [text.company, companyTitle],
    [text.reportType, reportTypeTitle],
    [text.kind, POST_TYPE_TITLES[kind]],
    [text.title, values.title.trim()],
    [text.date, date],
    ...(attachment ? [[text.attachment, attachment] as [string, string]] : []),
    ...(extraRows ?? []),
  ];
  const sections: [string, string][] = [
    ...REPORT_SECTIONS.map((s): [string, string] => [s.title, values[s.key].trim()]),
    [OTHER_REQUESTS_TITLE, values.otherRequests.trim()],
    [EXCLUDED_PERSONS_TITLE, values.excludedPersons.trim()],
  ];
  return (
    <div className="preview-sheet">
      <RowHeaderTable
        caption={text.caption}
        captionHidden
        rows={rows.map(([label, value]) => [label, value || text.empty])}
        className="data-table preview-table"
      />
      {sections.map(([title, value]) => (
        <section key={title} className="preview-section">
          <h3>{title}</h3>
          <p>{value || text.empty}</p>
        </section>
      ))}
    </div>
  );
}
