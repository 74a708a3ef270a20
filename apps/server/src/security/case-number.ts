import { randomInt } from 'node:crypto';
import { koreaDate } from '../lib/korea-time.ts';

// A report's case number (사건번호, issue 31): what people call a report by (on the phone, on a printout, in a mail)
// instead of its database id or the reporter's secret receipt number. The year of submission (Korea time) and a few
// characters drawn at random, e.g. 2026-A7K3: short to say, and it tells neither how many reports there are nor in
// which order they came (nothing in it comes from the id, the time of day or a counter).

/** The characters drawn: digits and capitals without look-alikes (no 0/O, 1/I/L) and without U (read as V). */
export const CASE_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** How many characters are drawn: 4 (810,000 numbers a year), more only once a year's numbers grow crowded. */
export const CASE_NUMBER_LENGTH = 4;

/**
 * The length to draw at the n-th try (from 0): 4 for the first three, then 5, then 6, so that a site whose year is
 * crowded still files every report (a real office's hundreds a year never get past the first try).
 */
export const caseNumberLength = (attempt: number): number => CASE_NUMBER_LENGTH + Math.floor(attempt / 3);

/** A new case number for a report submitted at `at`: its year in Korea, a hyphen, `length` random characters. */
export function newCaseNumber(at: Date, length = CASE_NUMBER_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CASE_NUMBER_ALPHABET[randomInt(CASE_NUMBER_ALPHABET.length)];
  return `${koreaDate(at).slice(0, 4)}-${code}`;
}

const CASE_NUMBER_INPUT = new RegExp(`^(\\d{4})-?([${CASE_NUMBER_ALPHABET}]{4,6})$`);

/**
 * The case number a search keyword names, as stored (2026-A7K3), or null: case is ignored, and so are spaces and
 * the hyphen (2026a7k3, "2026 - a7k3").
 */
export function caseNumberOf(keyword: string): string | null {
  const m = CASE_NUMBER_INPUT.exec(keyword.replace(/\s+/g, '').toUpperCase());
  return m ? `${m[1]}-${m[2]}` : null;
}
