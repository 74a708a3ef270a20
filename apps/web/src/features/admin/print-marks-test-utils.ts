// Helpers of the print marks' tests, the report's and the list's (imported by *.test.tsx only).

/** A moment to print at: 2025-03-05 00:30 UTC is 09:30 in Korea. */
export const PRINTED_AT = new Date('2025-03-05T00:30:00.000Z');

/** A custom property the page-margin boxes read (print-marks.css), as set on the root element. */
export const rootVar = (name: string) => document.documentElement.style.getPropertyValue(name);

/** The lines of the marks block at the top of the print. */
export const headerTexts = () =>
  Array.from(document.querySelectorAll('.report-print-header p')).map((p) => p.textContent);
