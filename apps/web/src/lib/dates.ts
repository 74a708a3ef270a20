// Dates and times are shown in Korea time whatever the device's own time zone (CONTENT.md). Korea keeps UTC+9 all
// year (no daylight saving since 1988), so its wall clock is the UTC clock of the moment nine hours later: no ICU
// time-zone formatter to build, which cost a phone 40 ms of a page's first render.
const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;
const two = (n: number) => String(n).padStart(2, '0');

function partsOf(value: Date | string): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const korea = new Date(date.getTime() + KOREA_OFFSET_MS);
  return {
    year: String(korea.getUTCFullYear()),
    month: two(korea.getUTCMonth() + 1),
    day: two(korea.getUTCDate()),
    hour: two(korea.getUTCHours()),
    minute: two(korea.getUTCMinutes()),
  };
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

/**
 * The same moment one calendar month later, as the server counts the reporter's viewing window; in UTC, so the page
 * the server rendered and the same page alive in a browser of any time zone say the same date.
 */
export function oneMonthAfter(value: string): Date {
  const date = new Date(value);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date;
}
