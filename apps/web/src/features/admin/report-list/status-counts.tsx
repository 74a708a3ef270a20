import type { PostStatusCode } from '@audit/contracts';
import { STATUS_COUNTS, reportListText as text } from '../../../i18n/admin-reports.ts';

type Props = {
  counts: Record<string, number> | undefined;
  overdue: number | undefined;
  /** The status the list shows ('' for all) and whether it shows the overdue reports only. */
  status: '' | PostStatusCode;
  overdueOnly: boolean;
  /** Show one status's reports, or all (''). */
  onStatus: (status: '' | PostStatusCode) => void;
  onOverdue: (only: boolean) => void;
};

/**
 * The cards with the number of reports by status (for the current filters and search, whatever the status chosen),
 * and beside them the reports open past a due date. Each card is a toggle button (aria-pressed): a status card
 * shows only that status's reports and, pressed again, all of them; 전체 shows all; 기한 경과 shows the overdue ones.
 */
export function StatusCounts({ counts, overdue, status, overdueOnly, onStatus, onOverdue }: Props) {
  return (
    <section className="report-counts" aria-labelledby="report-counts-title">
      <h2 id="report-counts-title" className="visually-hidden">
        {text.countsTitle}
      </h2>
      <p id="report-counts-hint" className="visually-hidden">
        {text.countsHint}
      </p>
      <ul className="report-count-list">
        {STATUS_COUNTS.map(({ key, code }) => {
          const pressed = code === null ? status === '' : status === code;
          return (
            <li key={key}>
              <button
                type="button"
                className={`report-count report-count-${code ?? 'ALL'}`}
                aria-pressed={pressed}
                aria-describedby="report-counts-hint"
                onClick={() => onStatus(code === null || pressed ? '' : code)}
              >
                <span className="report-count-label">{key}</span>
                <span className="report-count-value">{counts ? text.countValue(counts[key] ?? 0) : '-'}</span>
              </button>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className="report-count report-count-OVERDUE"
            aria-pressed={overdueOnly}
            aria-describedby="report-counts-hint"
            onClick={() => onOverdue(!overdueOnly)}
          >
            <span className="report-count-label">{text.overdueCount}</span>
            <span className="report-count-value">
              {overdue === undefined ? '-' : text.countValue(overdue)}
            </span>
          </button>
        </li>
      </ul>
    </section>
  );
}
