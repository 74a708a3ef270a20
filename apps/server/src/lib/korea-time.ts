// Dates shown to people (mails, spreadsheets) are Korea time, YYYY-MM-DD HH:mm, whatever the server's time zone.
const dateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const date = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' });

export const koreaDateTime = (d: Date | string): string => dateTime.format(new Date(d));
/** YYYYMMDD, for file names. */
export const koreaDateStamp = (d: Date): string => date.format(d).replaceAll('-', '');
/** YYYY-MM-DD, today's date as a form shows it. */
export const koreaDate = (d: Date): string => date.format(d);
