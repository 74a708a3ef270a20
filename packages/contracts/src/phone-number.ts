// A Korean phone number as the spec writes it (section 5: 2-3 digits, 3-4 digits, 4 digits, with hyphens, e.g.
// 010-1234-5678). Reporters often type the digits alone (01012345678) or with spaces: those are grouped here, on the
// server before the form's rule and in the browser as the field is left, so both show the same number.

/** Seoul (02): 9 or 10 digits. */
const SEOUL = /^(02)(\d{3,4})(\d{4})$/;
/**
 * Mobile (010, and the older 011, 016-019) and the other area codes (031-033, 041-044, 051-055, 061-064), internet
 * phones (070) and free calls (080): 10 or 11 digits. Other prefixes (050x safe numbers, 15xx numbers) are left as
 * typed, for the spec's rule to judge.
 */
const OTHERS = /^(01[016-9]|0(?:3[1-3]|4[1-4]|5[1-5]|6[1-4]|70|80))(\d{3,4})(\d{4})$/;

/**
 * The number grouped with hyphens when what was typed is the digits of a Korean number, with or without hyphens,
 * spaces or dots between them; anything else trimmed and otherwise as typed (so the spec's message answers it).
 */
export function normalizePhoneNumber(value: string): string {
  const typed = value.trim();
  if (!/^\d[\d\s.-]*$/.test(typed)) return typed;
  const digits = typed.replace(/\D/g, '');
  const parts = SEOUL.exec(digits) ?? OTHERS.exec(digits);
  return parts ? `${parts[1]}-${parts[2]}-${parts[3]}` : typed;
}
