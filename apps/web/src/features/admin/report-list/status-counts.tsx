import { STATUS_COUNTS, reportListText as text } from '../../../i18n/admin-reports.ts';

/**
 * The cards with the number of reports by status (for the current filters and search), and beside them the
 * reports open past a due date (for the company filter and search).
 */
export function StatusCounts({
  counts,
  overdue,
}: {
  counts: Record<string, number> | undefined;
  overdue: number | undefined;
}) {
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
        <div className="report-count report-count-OVERDUE">
          <dt>{text.overdueCount}</dt>
          <dd>{overdue === undefined ? '-' : text.countValue(overdue)}</dd>
        </div>
      </dl>
    </section>
  );
}
