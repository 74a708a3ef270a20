import {
  adminApi,
  type StatsQuery,
  type StatsView,
  statsApi,
  statsSummary,
  statsTables,
} from '@audit/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { alertApiError, useAlertOnError } from '../../../api/alert-api-error.ts';
import { apiDownload, apiGet } from '../../../api/client.ts';
import { AdminTableWrap } from '../../../components/admin-table.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { statsText as text } from '../../../i18n/admin-stats.ts';
import { pageTitle } from '../../../i18n/common.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { ADMIN_QUERY_ROOT } from '../../admin-shell/admin-session.ts';
import { BarChart } from './bar-chart.tsx';
import { ClockTable } from './clock-table.tsx';
import './stats.css';

/** The period and company in the URL (a reload or a shared link shows the same figures); empty: the defaults. */
const readQuery = (params: URLSearchParams): Required<StatsQuery> => ({
  from: params.get('from') ?? '',
  to: params.get('to') ?? '',
  companyType: params.get('companyType') ?? '',
});

/** /adminstats: the reports of the group's companies counted four ways, and how the legal clocks were kept. */
export function StatsPage() {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const stats = useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'stats', query],
    queryFn: ({ signal }) => apiGet(statsApi.stats, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const companies = useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'companyCombo'],
    queryFn: ({ signal }) => apiGet(adminApi.companyCombo, { signal }),
  });
  useAlertOnError(stats.error);
  useAlertOnError(companies.error);

  const [exporting, setExporting] = useState(false);
  const exportExcel = async () => {
    setExporting(true);
    try {
      const file = await apiDownload(statsApi.exportStats, { query });
      saveFile(file.blob, file.filename ?? text.excelDefaultName);
    } catch (error) {
      await alertApiError(error);
    } finally {
      setExporting(false);
    }
  };

  const data = stats.data;
  return (
    <div className="admin-page stats-page">
      <DocumentTitle title={pageTitle(text.title)} />
      <h1 className="admin-page-title">{text.title}</h1>
      <p className="stats-lead">{text.lead}</p>
      <StatsFilters
        applied={{ ...query, from: query.from || data?.from || '', to: query.to || data?.to || '' }}
        companies={companies.data ?? []}
        onApply={(next) => setParams(new URLSearchParams(Object.entries(next).filter(([, v]) => v !== '')))}
        exporting={exporting}
        onExport={() => void exportExcel()}
      />
      <p role="status" className="visually-hidden">
        {stats.isFetching ? text.loading : exporting ? text.excelBusy : ''}
      </p>
      {stats.isError && !data ? (
        <LoadError
          error={stats.error}
          fallback={text.loadError}
          onRetry={() => void stats.refetch()}
          className="admin-panel"
        />
      ) : data ? (
        <StatsBody stats={data} />
      ) : (
        <p>{text.loading}</p>
      )}
    </div>
  );
}

type FiltersProps = {
  /** The period and company of the figures shown (the server's defaults filled in). */
  applied: Required<StatsQuery>;
  companies: { code: string; title: string }[];
  onApply: (query: Required<StatsQuery>) => void;
  exporting: boolean;
  onExport: () => void;
};

/** The period and company, applied together with 조회 (the server checks the dates and says what is wrong). */
function StatsFilters({ applied, companies, onApply, exporting, onExport }: FiltersProps) {
  const ids = { title: useId(), from: useId(), to: useId(), company: useId() };
  const [value, setValue] = useState(applied);
  // The fields follow what is applied: the defaults once known, back and forward in the address.
  const { from, to, companyType } = applied;
  useEffect(() => setValue({ from, to, companyType }), [from, to, companyType]);
  const field = (name: keyof StatsQuery) => ({
    value: value[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      setValue({ ...value, [name]: event.currentTarget.value }),
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(value);
  };
  return (
    <section className="admin-panel admin-no-print" aria-labelledby={ids.title}>
      <h2 id={ids.title} className="visually-hidden">
        {text.filtersTitle}
      </h2>
      <form className="stats-filters" onSubmit={apply}>
        <div className="admin-field">
          <label htmlFor={ids.from} className="admin-field-label">
            {text.from}
          </label>
          <input id={ids.from} className="admin-input" type="date" {...field('from')} />
        </div>
        <div className="admin-field">
          <label htmlFor={ids.to} className="admin-field-label">
            {text.to}
          </label>
          <input id={ids.to} className="admin-input" type="date" {...field('to')} />
        </div>
        <div className="admin-field">
          <label htmlFor={ids.company} className="admin-field-label">
            {text.company}
          </label>
          <select id={ids.company} className="admin-input" {...field('companyType')}>
            {[{ code: '', title: text.allCompanies }, ...companies].map((c) => (
              <option key={c.code} value={c.code}>
                {c.title}
              </option>
            ))}
          </select>
        </div>
        <div className="button-row stats-filters-actions">
          <button type="submit" className="button">
            {text.apply}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={exporting}
            aria-busy={exporting}
            onClick={onExport}
          >
            {text.excel}
          </button>
        </div>
      </form>
    </section>
  );
}

function StatsBody({ stats }: { stats: StatsView }) {
  const sections = statsTables(stats).map((t) => ({
    ...t,
    items: t.rows.map(([name, count]) => ({ name, count })),
  }));
  const figures = statsSummary(stats);
  return (
    <>
      <section className="admin-panel" aria-labelledby="stats-summary">
        <h2 id="stats-summary" className="admin-panel-title">
          {text.summaryTitle} <span className="stats-period">{text.period(stats.from, stats.to)}</span>
        </h2>
        <dl className="stats-figures">
          {figures.map(([name, value]) => (
            <div
              key={name}
              className={typeof value === 'string' && value.length > 12 ? 'stats-figure-long' : undefined}
            >
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <ClockTable stats={stats} />
      {sections.map((s, i) => (
        <section key={s.title} className="admin-panel stats-section" aria-labelledby={`stats-${i}`}>
          <h2 id={`stats-${i}`} className="admin-panel-title">
            {s.title}
          </h2>
          <div className="stats-pair">
            <BarChart title={s.title} items={s.items} horizontal={i < 2} />
            <AdminTableWrap label={s.title}>
              <table className="data-table admin-table stats-table">
                <caption>{s.title}</caption>
                <thead>
                  <tr>
                    <th scope="col">{s.head}</th>
                    <th scope="col">{text.labels.count}</th>
                  </tr>
                </thead>
                <tbody>
                  {s.items.length === 0 ? (
                    <tr>
                      <td colSpan={2} className="admin-table-empty">
                        {text.empty}
                      </td>
                    </tr>
                  ) : (
                    s.items.map((item) => (
                      <tr key={item.name}>
                        <th scope="row">{item.name}</th>
                        <td className="stats-count">{item.count}</td>
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </AdminTableWrap>
          </div>
        </section>
      ))}
    </>
  );
}
