import type { CompanyOption, ReportTypeOption } from '@audit/contracts';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Dialog } from '../../../components/dialog.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { formText } from '../../../i18n/form.ts';
import { reportFormText as text } from '../../../i18n/report-form.ts';

/** Who investigates a company's reports, when that company has its own audit team (`isAlerted`). */
export function companyNotice(company: CompanyOption | undefined): string | null {
  if (!company?.isAlerted) return null;
  return text.companyNotice.body(company.title, company.noticeBrand ?? company.title);
}

const asOptions = (list: readonly { code: string; title: string }[]) =>
  list.map((item) => ({ value: item.code, label: item.title }));

type Props = { companies: readonly CompanyOption[]; reportTypes: readonly ReportTypeOption[] };

/**
 * Section 1: the company and the report type, with the own-audit-team notice (spec: isAlerted). The notice of every
 * such company is readable under the list without JavaScript; with it, choosing such a company also says it in a
 * dialog, and the chosen company's notice stands under the lists.
 */
export function TargetSection({ companies, reportTypes }: Props) {
  const headingId = useId();
  const companyCode = useWatch({ name: 'companyType' }) as string | undefined;
  const [dialogText, setDialogText] = useState<string | null>(null);
  const selectedNotice = companyNotice(companies.find((c) => c.code === companyCode));
  const alerted = companies.filter((c) => c.isAlerted);

  return (
    <section className="form-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="form-section-title">
        {text.sections.target}
      </h2>
      <div className="field-pair">
        <SelectField
          name="companyType"
          label={text.company}
          required
          placeholder={formText.selectPlaceholder}
          options={asOptions(companies)}
          onValueChange={(code) => setDialogText(companyNotice(companies.find((c) => c.code === code)))}
        />
        <SelectField
          name="reportType"
          label={text.reportType}
          required
          placeholder={formText.selectPlaceholder}
          options={asOptions(reportTypes)}
        />
      </div>
      {selectedNotice && (
        <div className="notice-box company-notice">
          <p>{selectedNotice}</p>
        </div>
      )}
      {alerted.length > 0 && (
        <details className="company-notices">
          <summary>{text.companyNotice.listTitle}</summary>
          <ul>
            {alerted.map((company) => (
              <li key={company.code}>{companyNotice(company)}</li>
            ))}
          </ul>
        </details>
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
