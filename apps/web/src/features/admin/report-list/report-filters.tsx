import { ADMIN_SORTS, type AdminSort, adminPostsQuery, type DueFilter } from '@audit/contracts';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { maxLengthOf } from '../../../components/form/field-rules.ts';
import { reportListText as text } from '../../../i18n/admin-reports.ts';
import type { ReportListQuery } from './report-list-query.ts';

type Props = {
  query: ReportListQuery;
  companies: { code: string; title: string }[];
  onChange: (next: Partial<ReportListQuery>) => void;
  /** Buttons at the end of the bar (Excel, print). */
  actions: ReactNode;
};

const sortOptions = ADMIN_SORTS.map((sort) => ({ code: sort, title: text.sorts[sort] }));
const dueOptions = Object.entries(text.dues).map(([code, title]) => ({ code, title }));
const assigneeOptions = Object.entries(text.assignees).map(([code, title]) => ({ code, title }));

/**
 * Company and sort apply when chosen (the table below changes, focus stays); the keyword applies with 검색
 * or Enter, so typing does not send a request per letter. The values follow the URL (back and forward), so
 * the controls are controlled by it rather than a form of their own.
 */
export function ReportFilters({ query, companies, onChange, actions }: Props) {
  const ids = { title: useId(), keyword: useId() };
  const [keyword, setKeyword] = useState(query.keyword);
  // Back/forward changes the URL: show its keyword.
  useEffect(() => setKeyword(query.keyword), [query.keyword]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ keyword: keyword.trim() });
  };

  return (
    <section className="admin-panel admin-no-print" aria-labelledby={ids.title}>
      <h2 id={ids.title} className="visually-hidden">
        {text.filtersTitle}
      </h2>
      <form className="report-filters" onSubmit={search}>
        <FilterSelect
          label={text.company}
          value={query.companyType}
          options={[{ code: '', title: text.allCompanies }, ...companies]}
          onChange={(companyType) => onChange({ companyType })}
        />
        <FilterSelect
          label={text.sort}
          value={query.sort}
          options={sortOptions}
          onChange={(sort) => onChange({ sort: sort as AdminSort })}
        />
        <FilterSelect
          label={text.due}
          value={query.due}
          options={dueOptions}
          onChange={(due) => onChange({ due: due as '' | DueFilter })}
        />
        <FilterSelect
          label={text.assignee}
          value={query.assignee}
          options={assigneeOptions}
          onChange={(assignee) => onChange({ assignee: assignee === 'me' ? 'me' : '' })}
        />
        <div className="admin-field report-filters-keyword">
          <label htmlFor={ids.keyword} className="admin-field-label">
            {text.keyword}
          </label>
          <div className="report-filters-search">
            <input
              id={ids.keyword}
              className="admin-input"
              type="search"
              maxLength={maxLengthOf(adminPostsQuery, 'keyword')}
              placeholder={text.keywordPlaceholder}
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
            />
            <button type="submit" className="button">
              {text.search}
            </button>
          </div>
        </div>
        <div className="button-row report-filters-actions">{actions}</div>
      </form>
    </section>
  );
}

type SelectProps = {
  label: string;
  value: string;
  options: readonly { code: string; title: string }[];
  onChange: (value: string) => void;
};

function FilterSelect({ label, value, options, onChange }: SelectProps) {
  const id = useId();
  return (
    <div className="admin-field">
      <label htmlFor={id} className="admin-field-label">
        {label}
      </label>
      <select
        id={id}
        className="admin-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.title}
          </option>
        ))}
      </select>
    </div>
  );
}
