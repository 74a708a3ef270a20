import { sysadminApi } from '@audit/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useAlertOnError } from '../../../api/alert-api-error.ts';
import { apiGet } from '../../../api/client.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { formText } from '../../../i18n/form.ts';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { sysadminKeys } from '../shared/sysadmin-queries.ts';
import './company-field.css';

const text = sysadminText.companyMaps;

/** Every company (usable or not), under the system-admin lists' key so a save refreshes it with them. */
const useCompanies = () =>
  useQuery({
    queryKey: [...sysadminKeys.root, 'companies'],
    queryFn: ({ signal }) => apiGet(sysadminApi.companies, { signal }),
  });

type Choice = { title: string; statusCode: 'ENABLED' | 'DISABLED' };

/** The select's options: every company, an unusable one marked 미사용, and the map's own company while loading. */
export function companyOptions(companies: readonly Choice[] | undefined, current: string | null) {
  const options = (companies ?? []).map((c) => ({
    value: c.title,
    label: c.statusCode === 'ENABLED' ? c.title : sysadminText.form.disabledOption(c.title),
  }));
  if (current && !options.some((o) => o.value === current))
    options.unshift({ value: current, label: current });
  return options;
}

/**
 * 회사명 of the mapping form (fields `companyName` and `newCompany`): picked from the companies that exist. A new
 * company is made only by the explicit 새 회사 추가, which swaps the select for a name box (and 등록된 회사에서 선택
 * swaps back); the server refuses a name no company has unless `newCompany` says so. `current` is the edited
 * map's company.
 */
export function CompanyField({ current }: { current: string | null }) {
  const { setValue, setFocus } = useFormContext();
  const newCompany = useWatch({ name: 'newCompany' }) === true;
  const companies = useCompanies();
  useAlertOnError(companies.error);
  // After a switch the button's field is another control: the caret goes there, where the next step is.
  const [switches, setSwitches] = useState(0);
  useEffect(() => {
    if (switches > 0) setFocus('companyName');
  }, [switches, setFocus]);

  const switchTo = (next: boolean) => {
    setSwitches((n) => n + 1);
    setValue('newCompany', next);
    setValue('companyName', next ? '' : (current ?? ''));
  };
  return (
    <div className="company-field">
      {newCompany ? (
        <TextField name="companyName" label={text.newCompanyName} required hint={text.newCompanyHint} />
      ) : (
        <SelectField
          name="companyName"
          label={text.companyName}
          required
          hint={companies.isError ? text.companiesLoadError : text.companyHint}
          placeholder={formText.selectPlaceholder}
          options={companyOptions(companies.data, current)}
        />
      )}
      <button
        type="button"
        className="button button-secondary company-field-switch"
        onClick={() => switchTo(!newCompany)}
      >
        {newCompany ? text.pickCompany : text.addCompany}
      </button>
    </div>
  );
}
