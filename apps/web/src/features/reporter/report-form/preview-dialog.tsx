import {
  type CompanyOption,
  EXCLUDED_PERSONS_TITLE,
  OTHER_REQUESTS_TITLE,
  POST_TYPE_TITLES,
  REPORT_SECTIONS,
  type ReportFormValues,
  type ReportTypeOption,
} from '@audit/contracts';
import { useLayoutEffect } from 'react';
import { Dialog } from '../../../components/dialog.tsx';
import { RowHeaderTable } from '../../../components/row-header-table.tsx';
import { reportFormText } from '../../../i18n/report-form.ts';
import './report-print.css';

const text = reportFormText.previewDialog;

type Props = {
  open: boolean;
  onClose: () => void;
  values: ReportFormValues;
  companies: readonly CompanyOption[];
  reportTypes: readonly ReportTypeOption[];
  date: string;
  fileName: string | null;
};

/**
 * 미리보기: the report as it will be sent (company, type, 실명/익명, title, date, every section), with 인쇄.
 * While it is open the html element carries `print-preview`, and the print stylesheet prints only this dialog.
 */
export function PreviewDialog({ open, onClose, values, companies, reportTypes, date, fileName }: Props) {
  // Before paint, so a print started at once already prints only the dialog.
  useLayoutEffect(() => {
    if (!open) return;
    document.documentElement.classList.add('print-preview');
    return () => document.documentElement.classList.remove('print-preview');
  }, [open]);

  const titleOf = (list: readonly { code: string; title: string }[], code: string) =>
    list.find((o) => o.code === code)?.title ?? '';
  const rows: [string, string][] = [
    [text.company, titleOf(companies, values.companyType)],
    [text.reportType, titleOf(reportTypes, values.reportType)],
    [text.kind, POST_TYPE_TITLES[values.postType]],
    [text.title, values.title.trim()],
    [text.date, date],
  ];
  if (fileName) rows.push([text.attachment, fileName]);
  const sections: [string, string][] = [
    ...REPORT_SECTIONS.map((s): [string, string] => [s.title, values[s.key].trim()]),
    [OTHER_REQUESTS_TITLE, values.otherRequests.trim()],
    [EXCLUDED_PERSONS_TITLE, values.excludedPersons.trim()],
  ];

  return (
    <Dialog open={open} onClose={onClose} title={text.heading} className="preview-dialog">
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
      <div className="button-row dialog-actions no-print">
        <button type="button" className="button" onClick={() => window.print()}>
          {text.print}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {text.close}
        </button>
      </div>
    </Dialog>
  );
}
