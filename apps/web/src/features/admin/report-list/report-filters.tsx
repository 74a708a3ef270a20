import { ADMIN_SORTS } from '@audit/contracts';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { reportListText as text } from '../../../i18n/admin-reports.ts';
import type { AdminSort, ReportListQuery } from './report-list-query.ts';

type Props = {
  query: ReportListQuery;
  companies: { code: string; title: string }[];
  onChange: (next: Partial<ReportListQuery>) => void;
  /** Buttons at the end of the bar (Excel, print). */
  actions: ReactNode;
};

/**
 * Company and sort apply when chosen (the table below changes, focus stays); the keyword applies with 검색
 * or Enter, so typing does not send a request per letter.
 */
export function ReportFilters({ query, companies, onChange, actions }: Props) {
  const ids = { company: useId(), sort: useId(), keyword: useId() };
  const [keyword, setKeyword] = useState(query.keyword);
  // Back/forward changes the URL: show its keyword.
  useEffect(() => setKeyword(query.keyword), [query.keyword]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ keyword: keyword.trim() });
  };

  return (
    <section className="admin-panel admin-no-print" aria-labelledby={`${ids.keyword}-title`}>
      <h2 id={`${ids.keyword}-title`} className="visually-hidden">
        {text.filtersTitle}
      </h2>
      <form className="report-filters" onSubmit={search}>
        <div className="admin-field">
          <label htmlFor={ids.company} className="admin-field-label">
            {text.company}
          </label>
          <select
            id={ids.company}
            className="admin-input"
            value={query.companyType}
            onChange={(event) => onChange({ companyType: event.target.value })}
          >
            <option value="">{text.allCompanies}</option>
            {companies.map((c) => (
              <option key={c.code} value={c.code}>
                {c.title}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor={ids.sort} className="admin-field-label">
            {text.sort}
          </label>
          <select
            id={ids.sort}
            className="admin-input"
            value={query.sort}
            onChange={(event) => onChange({ sort: event.target.value as AdminSort })}
          >
            {ADMIN_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {text.sorts[sort]}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field report-filters-keyword">
          <label htmlFor={ids.keyword} className="admin-field-label">
            {text.keyword}
          </label>
          <div className="report-filters-search">
            <input
              id={ids.keyword}
              className="admin-input"
              type="search"
              maxLength={100}
              placeholder={text.keywordPlaceholder}
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
            />
            <button type="submit" className="button">
              {text.search}
            </button>
          </div>
        </div>
        <div className="admin-buttons report-filters-actions">{actions}</div>
      </form>
    </section>
  );
}
