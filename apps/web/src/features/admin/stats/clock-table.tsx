import { type StatsView, statsClockTable } from '@audit/contracts';
import { AdminTableWrap } from '../../../components/admin-table.tsx';
import { RowHeaderTable } from '../../../components/row-header-table.tsx';
import { statsText as text } from '../../../i18n/admin-stats.ts';

/**
 * How the legal clocks fared for the period's reports (the contracts' table, the same in the Excel file): per clock,
 * met by the due date, met after it, missed, still running (counted apart from the rates), and their total.
 */
export function ClockTable({ stats }: { stats: StatsView }) {
  const table = statsClockTable(stats);
  return (
    <section className="admin-panel stats-section" aria-labelledby="stats-clocks">
      <h2 id="stats-clocks" className="admin-panel-title">
        {table.title}
      </h2>
      <p className="admin-hint">{text.clocksHint}</p>
      <AdminTableWrap label={table.title}>
        <RowHeaderTable
          caption={table.title}
          captionHidden
          head={table.head}
          rows={table.rows}
          className="data-table admin-table stats-table stats-clock-table"
        />
      </AdminTableWrap>
    </section>
  );
}
