import { formatDate, formatDateTime } from '../lib/dates.ts';

/** An instant as a person in Korea reads it (date, or date and time), machine-readable in `dateTime`. */
export function Timestamp({ value, withTime = false }: { value: string; withTime?: boolean }) {
  return <time dateTime={value}>{withTime ? formatDateTime(value) : formatDate(value)}</time>;
}
