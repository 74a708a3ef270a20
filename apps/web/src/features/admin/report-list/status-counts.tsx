import { STATUS_COUNTS, reportListText as text } from '../../../i18n/admin-reports.ts';

/** The cards with the number of reports by status (for the current company filter and search). */
export function StatusCounts({ counts }: { counts: Record<string, number> | undefined }) {
  return (
    <section className="report-counts" aria-labelledby="report-counts-title">
      <h2 id="report-counts-title" className="visually-hidden">
        {text.countsTitle}
      </h2>
      <dl className="report-count-list">
        {STATUS_COUNTS.map(({ key, code }) => (
          <div key={key} className={`report-count report-count-${code ?? 'ALL'}`}>
            <dt>{key}</dt>
            <dd>{counts ? text.countValue(counts[key] ?? 0) : '-'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
