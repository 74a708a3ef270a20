import { type StatsView, statsClockTable } from '@audit/contracts';
import { AdminTableWrap } from '../../../components/admin-table.tsx';
import { statsText as text } from '../../../i18n/admin-stats.ts';

/**
 * How the legal clocks fared for the period's reports (the contracts' table, the same in the Excel file): per clock,
 * met by the due date, met after it, missed, still running (counted apart from the rates), and their total.
 */
export function ClockTable({ stats }: { stats: StatsView }) {
  const table = statsClockTable(stats);
  const [first, ...counts] = table.head;
  return (
    <section className="admin-panel stats-section" aria-labelledby="stats-clocks">
      <h2 id="stats-clocks" className="admin-panel-title">
        {table.title}
      </h2>
      <p className="admin-hint">{text.clocksHint}</p>
      <AdminTableWrap label={table.title}>
        <table className="data-table admin-table stats-table stats-clock-table">
          <caption className="visually-hidden">{table.title}</caption>
          <thead>
            <tr>
              <th scope="col">{first}</th>
              {counts.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([name, ...values]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                {values.map((v, i) => (
                  <td key={counts[i]} className="stats-count">
                    {v}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </AdminTableWrap>
    </section>
  );
}
