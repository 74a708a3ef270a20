import type { CompanyOption, ReportFormValues, ReportTypeOption } from '@audit/contracts';
import { useLayoutEffect } from 'react';
import { Dialog } from '../../../components/dialog.tsx';
import { reportFormText } from '../../../i18n/report-form.ts';
import { ReportPreview } from './report-preview.tsx';
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

  return (
    <Dialog open={open} onClose={onClose} title={text.heading} className="preview-dialog">
      <ReportPreview
        kind={values.postType}
        values={values}
        companyTitle={titleOf(companies, values.companyType)}
        reportTypeTitle={titleOf(reportTypes, values.reportType)}
        date={date}
        attachment={fileName}
      />
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
