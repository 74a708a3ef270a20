import { adminText } from '../i18n/admin.ts';
import './admin-pager.css';

/**
 * The pages a pager shows (zero-based), `null` standing for a run of hidden pages: a window of `range` pages
 * around the current one (shifted to stay inside the list), plus `margin` pages at each end. A gap of a
 * single page shows that page instead of an ellipsis, since the ellipsis would take the same room.
 */
export function pageWindow(current: number, totalPages: number, range = 5, margin = 1): (number | null)[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(current, 0), totalPages - 1);
  const start = Math.max(0, Math.min(page - Math.floor(range / 2), totalPages - range));
  const end = Math.min(totalPages - 1, start + range - 1);
  const shown = new Set<number>();
  for (let p = start; p <= end; p++) shown.add(p);
  for (let p = 0; p < Math.min(margin, totalPages); p++) {
    shown.add(p);
    shown.add(totalPages - 1 - p);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  let previous = -1;
  for (const p of sorted) {
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push(null);
    items.push(p);
    previous = p;
  }
  return items;
}

type Props = {
  /** Zero-based current page. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Names the navigation region when a screen has more than one list. */
  label?: string;
};

/** Page navigation of the admin lists: 이전, a five-page window with the first and last page, 다음. */
export function AdminPager({ page, totalPages, onChange, label = adminText.pager.label }: Props) {
  if (totalPages <= 0) return null;
  const text = adminText.pager;
  const items = pageWindow(page, totalPages);
  return (
    <nav className="admin-pager admin-no-print" aria-label={label}>
      <ul className="admin-pager-list">
        <li>
          <button
            type="button"
            className="admin-pager-button admin-pager-step"
            aria-label={text.previousLabel}
            disabled={page <= 0}
            onClick={() => onChange(page - 1)}
          >
            {text.previous}
          </button>
        </li>
        {items.map((item, index) =>
          item === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its position.
            <li key={`gap-${index}`} className="admin-pager-gap">
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">{text.ellipsis}</span>
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="admin-pager-button"
                aria-label={text.page(item + 1)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => {
                  if (item !== page) onChange(item);
                }}
              >
                {item + 1}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="admin-pager-button admin-pager-step admin-pager-next"
            aria-label={text.nextLabel}
            disabled={page >= totalPages - 1}
            onClick={() => onChange(page + 1)}
          >
            {text.next}
          </button>
        </li>
      </ul>
    </nav>
  );
}
