import { type ReactNode, useLayoutEffect, useState } from 'react';
import { reportPrintText as text } from '../../i18n/admin-reports.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { useAdminMe } from '../admin-shell/admin-session.ts';
import './print-marks.css';

// The marks of an admin print, shared by the report detail's print views and the report list's print.

/** What every printed page carries: whose office it is, that it is confidential, who printed it when. */
export type PrintMarks = { office: string; confidential: string; printedBy: string };

export function printMarks(admin: { name: string; loginId: string } | undefined, at: Date): PrintMarks {
  return {
    office: text.office,
    confidential: text.confidential,
    printedBy: text.printedBy(admin ? text.admin(admin.name, admin.loginId) : '', formatDateTime(at)),
  };
}

/**
 * The custom properties the page-margin boxes of print-marks.css read (`@page { @top-left { content:
 * var(--print-office) } ... }`), so the marks repeat on every printed page. Set through the CSSOM, which the
 * Content Security Policy allows (no inline style). The words stay in i18n, not in the stylesheet.
 */
const PRINT_VARS = {
  '--print-office': (m: PrintMarks) => cssString(m.office),
  '--print-confidential': (m: PrintMarks) => cssString(m.confidential),
  '--print-by': (m: PrintMarks) => cssString(m.printedBy),
  '--print-pages': () => `counter(page) " / " counter(pages)`,
} as const;

/** A CSS string holding `value` (a newline may not appear in one). */
function cssString(value: string): string {
  return `"${value.replace(/[\\"]/g, '\\$&').replace(/\s+/g, ' ')}"`;
}

function setPrintVars(marks: PrintMarks | null): void {
  const style = document.documentElement.style;
  for (const [name, value] of Object.entries(PRINT_VARS)) {
    if (marks) style.setProperty(name, value(marks));
    else style.removeProperty(name);
  }
}

/**
 * The print's marks: a block at the top of the first page (also what a print view shows on screen; `className`
 * admin-print-only keeps it to the print) with any lines of the screen's own (`children`: the list's filter) and,
 * through the page-margin boxes, a running header (office, 대외비) and footer (who printed when, page n / m) on
 * every page. The time is taken again just before each print, so a second print does not carry the first one's.
 */
export function PrintHeader({ className, children }: { className?: string; children?: ReactNode } = {}) {
  const me = useAdminMe();
  const [printedAt, setPrintedAt] = useState(() => new Date());
  const { office, confidential, printedBy } = printMarks(me.data, printedAt);

  // Layout effects: in place as soon as the print view is drawn, before usePrintMode's effect opens the dialog.
  useLayoutEffect(() => {
    const refresh = () => {
      const now = new Date();
      // Straight to the margin boxes: the print is laid out before a re-render would land.
      setPrintVars(printMarks(me.data, now));
      setPrintedAt(now);
    };
    window.addEventListener('beforeprint', refresh);
    return () => window.removeEventListener('beforeprint', refresh);
  }, [me.data]);

  useLayoutEffect(() => setPrintVars({ office, confidential, printedBy }), [office, confidential, printedBy]);
  useLayoutEffect(() => () => setPrintVars(null), []);

  return (
    <div className={`report-print-header ${className ?? ''}`}>
      <p className="report-print-office">{office}</p>
      <p className="report-print-confidential">{confidential}</p>
      <p className="report-print-by">{printedBy}</p>
      {children}
    </div>
  );
}
