import type { ReactNode } from 'react';
import { adminText } from '../i18n/admin.ts';

/**
 * The horizontally scrollable area around an admin table. It is focusable and named after the table, so keyboard
 * users can scroll a table wider than a phone screen (WCAG 2.1.1; axe rule scrollable-region-focusable).
 */
export function AdminTableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section className="admin-table-wrap" aria-label={adminText.tableRegion(label)} tabIndex={0}>
      {children}
    </section>
  );
}
