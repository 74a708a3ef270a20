import type { PostStatusCode } from '@audit/contracts';
import './admin-status-badge.css';

/** A report's processing status: the text carries the meaning, the colour only helps to scan a list. */
export function AdminStatusBadge({ code, title }: { code: PostStatusCode; title: string }) {
  return <span className={`admin-status admin-status-${code}`}>{title}</span>;
}
