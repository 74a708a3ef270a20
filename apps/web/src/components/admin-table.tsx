import {
  type HTMLAttributes,
  type ReactNode,
  type RefObject,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { adminText } from '../i18n/admin.ts';
import { commonText } from '../i18n/common.ts';

export type Column<T> = {
  header: string;
  cell: (row: T, index: number) => ReactNode;
  /** e.g. 'admin-cell-center' */
  className?: string;
};

/**
 * The horizontally scrollable area around an admin table. It is focusable and named after the table, so keyboard
 * users can scroll a table wider than a phone screen (WCAG 2.1.1; axe rule scrollable-region-focusable). While the
 * table is wider than its area, a line above it says so (좌우로 밀어서 더 보기) and the edges fade (content.css).
 */
export function AdminTableWrap({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const wide = useWiderThanBox(ref);
  return (
    <>
      {wide && (
        <p className="table-scroll-hint" aria-hidden="true">
          <span className="icon icon-chevrons-left-right" />
          {commonText.tableScrollHint}
        </p>
      )}
      <section
        ref={ref}
        className="admin-table-wrap scroll-fade"
        aria-label={adminText.tableRegion(label)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
      >
        {children}
      </section>
    </>
  );
}

/** Whether the element's content is wider than the element (so it scrolls sideways), kept up as either resizes. */
function useWiderThanBox(ref: RefObject<HTMLElement | null>): boolean {
  const [wide, setWide] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    // A pixel of rounding is not a table to scroll.
    const measure = () => setWide(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return wide;
}

type Props<T> = {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  /** Said in the table's one row when there are no rows. */
  emptyText: string;
  className?: string;
  /** Extra attributes of a row (e.g. a click handler). */
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement>;
};

/** A captioned admin list: a header row of the columns, then a row per record (or the empty text). */
export function AdminTable<T extends { id: number }>({
  caption,
  columns,
  rows,
  emptyText,
  className,
  rowProps,
}: Props<T>) {
  return (
    <AdminTableWrap label={caption}>
      <table className={className ? `data-table admin-table ${className}` : 'data-table admin-table'}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="admin-table-empty">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={row.id} {...rowProps?.(row)}>
                {columns.map((column) => (
                  <td key={column.header} className={column.className}>
                    {column.cell(row, index)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </AdminTableWrap>
  );
}
