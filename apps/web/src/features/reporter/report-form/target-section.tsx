import type { CompanyOption } from '@audit/contracts';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Dialog } from '../../../components/dialog.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { formText } from '../../../i18n/form.ts';
import { reportFormText as text } from '../../../i18n/report-form.ts';
import type { ReportFormValues } from './report-form-schema.ts';
import type { ReportOptions } from './use-report-options.ts';

/** Who investigates a company's reports, when that company has its own audit team (`isAlerted`). */
export function companyNotice(company: CompanyOption | undefined): string | null {
  if (!company?.isAlerted) return null;
  return text.companyNotice.body(company.title, company.noticeBrand ?? company.title);
}

const asOptions = (list: readonly { code: string; title: string }[] | undefined) =>
  (list ?? []).map((item) => ({ value: item.code, label: item.title }));

/** Section 1: the company and the report type, with the own-audit-team notice. */
export function TargetSection({ options }: { options: ReportOptions }) {
  const headingId = useId();
  const { companies, reportTypes } = options;
  const companyCode = useWatch<ReportFormValues, 'companyType'>({ name: 'companyType' });
  const [dialogText, setDialogText] = useState<string | null>(null);
  const selectedNotice = companyNotice(companies.data?.find((c) => c.code === companyCode));
  const loading = companies.isPending || reportTypes.isPending;
  const failed = companies.isError || reportTypes.isError;

  return (
    <section className="form-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="form-section-title">
        {text.sections.target}
      </h2>
      {loading && (
        <p className="field-hint" role="status">
          {text.optionsLoading}
        </p>
      )}
      {failed && (
        <LoadError
          error={null}
          fallback={text.optionsError}
          onRetry={() => {
            if (companies.isError) void companies.refetch();
            if (reportTypes.isError) void reportTypes.refetch();
          }}
          className="notice-box"
        />
      )}
      <div className="field-pair">
        <SelectField
          name="companyType"
          label={text.company}
          required
          placeholder={formText.selectPlaceholder}
          options={asOptions(companies.data)}
          onValueChange={(code) => setDialogText(companyNotice(companies.data?.find((c) => c.code === code)))}
        />
        <SelectField
          name="reportType"
          label={text.reportType}
          required
          placeholder={formText.selectPlaceholder}
          options={asOptions(reportTypes.data)}
        />
      </div>
      {selectedNotice && (
        <div className="notice-box company-notice">
          <p>{selectedNotice}</p>
        </div>
      )}
      <Dialog open={dialogText !== null} onClose={() => setDialogText(null)} title={text.companyNotice.title}>
        <p className="dialog-message">{dialogText}</p>
        <div className="button-row dialog-actions">
          <button type="button" className="button" onClick={() => setDialogText(null)}>
            {text.companyNotice.confirm}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
