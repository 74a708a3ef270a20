import type { ReactNode } from 'react';

/** A row: the label (its row header), then the values of the other columns. */
export type LabeledRow = readonly [label: string, ...values: ReactNode[]];

type Props = {
  caption: string;
  /** The caption is for screen readers only (a heading already names the table for the eye). */
  captionHidden?: boolean;
  /** Column headers; without them the table is label / value pairs. */
  head?: readonly string[];
  rows: readonly LabeledRow[];
  className?: string;
};

/** A table whose every row is named by its first cell: label / value pairs, or a row-headed grid. */
export function RowHeaderTable({ caption, captionHidden, head, rows, className }: Props) {
  // With column headers every row has their cells (a missing value stays an empty cell).
  const width = (values: readonly ReactNode[]) => (head ? head.length - 1 : values.length);
  return (
    <table className={className}>
      <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
      {head && (
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
      )}
      <tbody>
        {rows.map(([label, ...values]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {Array.from({ length: width(values) }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed; a cell's place is its identity.
              <td key={i}>{values[i]}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
