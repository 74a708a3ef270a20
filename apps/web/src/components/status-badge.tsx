import type { PostStatusCode, RecordStatus } from '@audit/contracts';
import type { FieldVariant } from './form/form-settings.ts';
import './status-badge.css';

type Props = {
  /** A report's processing status, or a record's 사용 / 미사용. */
  code: PostStatusCode | RecordStatus;
  title: string;
  variant: FieldVariant;
};

/** A status as a badge: the text carries the meaning, the colour only helps to scan a list. */
export function StatusBadge({ code, title, variant }: Props) {
  const className = variant === 'site' ? `status-badge status-${code}` : `admin-status admin-status-${code}`;
  return <span className={className}>{title}</span>;
}

/** A report's processing status as the API gives it (`statusCode`, `statusTitle`). */
export function ReportStatusBadge({
  status,
  variant,
}: {
  status: { statusCode: PostStatusCode; statusTitle: string };
  variant: FieldVariant;
}) {
  return <StatusBadge code={status.statusCode} title={status.statusTitle} variant={variant} />;
}
