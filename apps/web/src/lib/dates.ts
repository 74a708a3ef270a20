// Dates and times are shown in Korea time whatever the device's own time zone (CONTENT.md).
const TIME_ZONE = 'Asia/Seoul';

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function partsOf(value: Date | string): Record<string, string> | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value]));
}

/** YYYY-MM-DD in Korea time; an unreadable value is shown as it came. */
export function formatDate(value: Date | string): string {
  const p = partsOf(value);
  return p ? `${p.year}-${p.month}-${p.day}` : String(value);
}

/** YYYY-MM-DD HH:mm in Korea time. */
export function formatDateTime(value: Date | string): string {
  const p = partsOf(value);
  return p ? `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}` : String(value);
}

/** Today's date in Korea time, YYYY-MM-DD. */
export function todayInKorea(now: Date = new Date()): string {
  return formatDate(now);
}

/** The same moment one calendar month later, as the server counts the reporter's viewing window. */
export function oneMonthAfter(value: string): Date {
  const date = new Date(value);
  date.setMonth(date.getMonth() + 1);
  return date;
}
